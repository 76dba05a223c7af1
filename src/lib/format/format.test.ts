import { describe, expect, it } from 'vitest';
import { formatClock } from './clock';
import { formatDate } from './date';
import { formatHundredths, formatMoney, parseHundredths } from './money';

describe('money helper', () => {
  it('shows hundredths divided by 100 with 2 decimals', () => {
    expect(formatHundredths(123456)).toBe('1234.56');
    expect(formatHundredths(5)).toBe('0.05');
    expect(formatHundredths(100)).toBe('1.00');
    expect(formatHundredths(0)).toBe('0.00');
    expect(formatHundredths(-250)).toBe('-2.50');
    expect(formatHundredths(Number.NaN)).toBe('0.00');
  });

  it('uses the peso sign, and the rupee sign only when asked', () => {
    expect(formatMoney(350000)).toBe('₱3500.00');
    expect(formatMoney(350000, 'INR')).toBe('₹3500.00');
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

describe('dates', () => {
  it('formats YYYY-MM-DD and YYYY-MM-DD HH:mm:ss, zero-padded', () => {
    const local = new Date(2026, 0, 5, 7, 8, 9);
    expect(formatDate(local)).toBe('2026-01-05');
    expect(formatDate(local, true)).toBe('2026-01-05 07:08:09');
    expect(formatDate(local.getTime(), true)).toBe('2026-01-05 07:08:09');
    expect(formatDate(Math.floor(local.getTime() / 1000))).toBe('2026-01-05');
    expect(formatDate(new Date(Number.NaN))).toBe('');
    expect(formatDate(Number.NaN, true)).toBe('');
    expect(formatDate(new Date(987, 1, 3))).toBe('0987-02-03');
    expect(formatClock(local)).toBe('07:08');
  });
});
