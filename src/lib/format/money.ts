/**
 * The money helper (SPEC.md section 9): amounts are held in hundredths (centavos) as integers
 * and shown divided by 100 with 2 decimals. Integer arithmetic only, so 0.1 + 0.2 never shows.
 */
export function formatHundredths(hundredths: number): string {
  if (!Number.isFinite(hundredths)) return '0.00';
  const whole = Math.round(hundredths);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const units = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${units}.${cents}`;
}

/** Peso sign by default; the older loan-confirm variant uses the rupee sign when its flag is 1. */
export function formatMoney(hundredths: number, currency: 'PHP' | 'INR' = 'PHP'): string {
  return `${currency === 'INR' ? '₹' : '₱'}${formatHundredths(hundredths)}`;
}

/** Parses a hundredths value from a query string or server field; NaN when it is not one. */
export function parseHundredths(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value !== 'string' || !/^-?\d{1,15}$/.test(value.trim())) return Number.NaN;
  return Number(value.trim());
}
