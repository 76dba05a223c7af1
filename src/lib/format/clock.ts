/** HH:mm of a moment, zero-padded; kept free of date libraries because the app shell uses it. */
export function formatClock(value: number | Date): string {
  const date = typeof value === 'number' ? new Date(value) : value;
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}
