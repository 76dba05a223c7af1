import { describe, expect, it } from 'vitest';
import { formatClock } from './clock';
import { formatHundredths, formatMoney, formatWithSign, parseHundredths } from './money';

describe('money helper', () => {
  it('shows hundredths divided by 100 with 2 decimals, whole pesos grouped with commas', () => {
    expect(formatHundredths(123456)).toBe('1,234.56');
    expect(formatHundredths(1_250_000)).toBe('12,500.00');
    expect(formatHundredths(99_999)).toBe('999.99');
    expect(formatHundredths(123_456_789_01)).toBe('123,456,789.01');
    expect(formatHundredths(-1_250_050)).toBe('-12,500.50');
    expect(formatHundredths(5)).toBe('0.05');
    expect(formatHundredths(100)).toBe('1.00');
    expect(formatHundredths(0)).toBe('0.00');
    expect(formatHundredths(-250)).toBe('-2.50');
    expect(formatHundredths(Number.NaN)).toBe('0.00');
  });

  it('uses the peso sign, and the rupee sign only when asked', () => {
    expect(formatMoney(1_250_000)).toBe('₱12,500.00');
    expect(formatMoney(350000, 'INR')).toBe('₹3,500.00');
    expect(formatMoney(-125_000)).toBe('-₱1,250.00');
    expect(formatWithSign(765_000, 'PHP ')).toBe('PHP 7,650.00');
  });

  it('reads as Intl.NumberFormat en-PH does, with integer arithmetic', () => {
    const intl = new Intl.NumberFormat('en-PH', { minimumFractionDigits: 2 });
    for (const hundredths of [0, 1, 10, 99, 100, 765_000, 1_000_000, 1_250_050, 99_999_999_99])
      expect(formatHundredths(hundredths), String(hundredths)).toBe(intl.format(hundredths / 100));
    // 0.1 + 0.2 as hundredths is exact: 30 centavos.
    expect(formatHundredths(10 + 20)).toBe('0.30');
  });

  it('parses hundredths from text strictly', () => {
    expect(parseHundredths('350000')).toBe(350000);
    expect(parseHundredths(' 12 ')).toBe(12);
    expect(parseHundredths('12.5')).toBeNaN();
    expect(parseHundredths('1e5')).toBeNaN();
    expect(parseHundredths(12.5)).toBeNaN();
    expect(parseHundredths(undefined)).toBeNaN();
  });
});

describe('clock', () => {
  it('formats HH:mm, zero-padded', () => {
    expect(formatClock(new Date(2026, 0, 5, 7, 8, 9))).toBe('07:08');
  });
});
