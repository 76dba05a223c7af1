import { describe, expect, it } from 'vitest';
import {
  agreementList,
  agreementPosition,
  canGoNext,
  currencyFor,
  lendDetailsHref,
  loanTermDays,
  showsAgreementBlock,
} from './confirm-rules';

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

describe('agreements before money', () => {
  const one = [{ title: 'Loan agreement' }];
  const loading = agreementList({ data: undefined, error: undefined });
  const failed = agreementList({ data: undefined, error: new Error('no list') });
  const empty = agreementList({ data: [], error: undefined });
  const listed = agreementList({ data: one, error: undefined });

  it('reads the load as loading, failed or ready (a list already shown stays ready)', () => {
    expect(loading).toEqual({ state: 'loading' });
    expect(failed.state).toBe('failed');
    expect(listed).toEqual({ state: 'ready', agreements: one });
    expect(agreementList({ data: one, error: new Error('refresh failed') }).state).toBe('ready');
  });

  it("keeps 'Next' off while the list loads or after it failed, whatever the checkbox", () => {
    expect(canGoNext(loading, true)).toBe(false);
    expect(canGoNext(failed, true)).toBe(false);
  });

  it("needs the checkbox once agreements are listed; none listed lets 'Next' act", () => {
    expect(canGoNext(listed, true)).toBe(true);
    expect(canGoNext(listed, false)).toBe(false);
    expect(canGoNext(empty, false)).toBe(true);
  });

  it('hides the block only when the list loaded empty', () => {
    expect(showsAgreementBlock(loading)).toBe(true);
    expect(showsAgreementBlock(failed)).toBe(true);
    expect(showsAgreementBlock(listed)).toBe(true);
    expect(showsAgreementBlock(empty)).toBe(false);
  });
});
