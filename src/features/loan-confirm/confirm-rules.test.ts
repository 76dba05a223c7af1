import { describe, expect, it } from 'vitest';
import { agreementPosition, currencyFor, lendDetailsHref, loanTermDays } from './confirm-rules';

describe('loanTermDays', () => {
  it('multiplies periods by the days of one period', () => {
    expect(loanTermDays(4, 30)).toBe(120);
    expect(loanTermDays(1, 91)).toBe(91);
    expect(loanTermDays(-1, 30)).toBe(0);
  });
});

describe('currencyFor', () => {
  it('shows the rupee only when the flag equals 1', () => {
    expect(currencyFor(1)).toBe('INR');
    expect(currencyFor(0)).toBe('PHP');
    expect(currencyFor(2)).toBe('PHP');
  });
});

describe('agreementPosition', () => {
  it('prefers the item position, else its place', () => {
    expect(agreementPosition({ position: 7 }, 0)).toBe(7);
    expect(agreementPosition({}, 1)).toBe(2);
  });
});

describe('lendDetailsHref', () => {
  const session = { sessionId: 's-1', userId: '10001', orderId: 'OLD', productId: '1' };
  it('adds the session and from=confirm; the link parameters win', () => {
    const href = lendDetailsHref(
      '/loanDetail?orderId=PL2024021&productId=1',
      session,
      'https://app.example',
    );
    const url = new URL(href);
    expect(url.origin + url.pathname).toBe('https://app.example/loanDetail');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      userId: '10001',
      sessionId: 's-1',
      orderId: 'PL2024021',
      productId: '1',
      from: 'confirm',
    });
  });
  it('keeps an absolute link on its own host', () => {
    const href = lendDetailsHref('https://lend.example/detail#top', {}, 'https://app.example');
    expect(href).toBe('https://lend.example/detail?from=confirm#top');
  });
});
