/**
 * '₱10925.00' from hundredths, for server-composed detail rows: the same shape as the app's
 * money helper (divided by 100, 2 decimals), so server rows and app amounts look alike.
 */
export function peso(hundredths: number, sign = '₱'): string {
  const units = Math.floor(Math.abs(hundredths) / 100);
  const cents = String(Math.abs(hundredths) % 100).padStart(2, '0');
  return `${hundredths < 0 ? '-' : ''}${sign}${units}.${cents}`;
}
