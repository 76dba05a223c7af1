/** '₱10,925.00' from hundredths, for server-composed detail rows (text values). */
export function peso(hundredths: number, sign = '₱'): string {
  const units = Math.floor(Math.abs(hundredths) / 100);
  const cents = String(Math.abs(hundredths) % 100).padStart(2, '0');
  const grouped = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${hundredths < 0 ? '-' : ''}${sign}${grouped}.${cents}`;
}
