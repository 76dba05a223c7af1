import dayjs from 'dayjs';

/** Dates as YYYY-MM-DD, or YYYY-MM-DD HH:mm:ss with time, zero-padded (SPEC.md section 9). */
export function formatDate(value: number | string | Date, withTime = false): string {
  const date = typeof value === 'number' && value < 1e11 ? dayjs.unix(value) : dayjs(value);
  if (!date.isValid()) return '';
  return date.format(withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD');
}
