const pad = (part: number, width = 2) => String(part).padStart(width, '0');

/**
 * Dates as YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss with time, zero-padded, in the device's time zone
 * (SPEC.md section 9). A number below 1e11 is in seconds (the API's style), else milliseconds.
 */
export function formatDate(value: number | Date, withTime = false): string {
  const date = typeof value === 'number' ? new Date(value < 1e11 ? value * 1000 : value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (!withTime) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
