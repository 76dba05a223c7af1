/**
 * The money helper (SPEC.md section 9, docs/decisions/0002-amounts-in-hundredths.md): amounts
 * are held in hundredths (centavos) as integers and shown divided by 100 with 2 decimals, whole
 * pesos grouped in threes with a comma as Filipinos read them (`₱12,500.00`, the same in English
 * and Filipino, what `Intl.NumberFormat('en-PH')` gives). Integer arithmetic only, so 0.1 + 0.2
 * never shows. The sandbox composes its detail rows with it too.
 */
export function formatHundredths(hundredths: number): string {
  if (!Number.isFinite(hundredths)) return '0.00';
  const whole = Math.round(hundredths);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  const units = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${units}.${cents}`;
}

/** An amount behind a currency sign, a minus before the sign: `-₱1,250.00`. */
export function formatWithSign(hundredths: number, sign: string): string {
  const amount = formatHundredths(hundredths);
  return amount.startsWith('-') ? `-${sign}${amount.slice(1)}` : `${sign}${amount}`;
}

/** Peso sign by default; the older loan-confirm variant uses the rupee sign when its flag is 1. */
export function formatMoney(hundredths: number, currency: 'PHP' | 'INR' = 'PHP'): string {
  return formatWithSign(hundredths, currency === 'INR' ? '₹' : '₱');
}

/** Parses a hundredths value from a query string or server field; NaN when it is not one. */
export function parseHundredths(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value !== 'string' || !/^-?\d{1,15}$/.test(value.trim())) return Number.NaN;
  return Number(value.trim());
}
