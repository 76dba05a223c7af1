import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureSession, clearSession } from '../../lib/session/session';
import { finishBinding } from './finish-binding';

const posted: string[] = [];

beforeEach(() => {
  posted.length = 0;
  clearSession();
  captureSession('?userId=10001&sessionId=s-1&deviceId=d-1');
  window.LoanApp = {
    postMessage: (text: string) => {
      posted.push((JSON.parse(text) as { action: string }).action);
    },
  };
});
afterEach(() => {
  delete window.LoanApp;
});

const ORDER = {
  orderId: 'PL2024180',
  productId: '2',
  withholdingAmount: '712000',
  couponId: 'C9',
  couponMoney: '5000',
};

describe('finishBinding', () => {
  it('from the card repayment page: back to that payment with its query and state, the webview kept open', () => {
    const navigate = vi.fn();
    const state = { cardsBefore: ['1', '2'] };
    finishBinding({ to: 'payment', order: ORDER, state }, navigate);
    expect(posted).toEqual(['endBank']);
    const [url, handedBack] = navigate.mock.calls[0] ?? [];
    const address = new URL(String(url), 'https://app.test');
    expect(address.pathname).toBe('/repayment');
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      ...ORDER,
      userId: '10001',
      sessionId: 's-1',
    });
    expect(handedBack).toBe(state);
  });

  it('opened by the native app for its payout account: end bank, then close the webview', () => {
    const navigate = vi.fn();
    finishBinding({ to: 'close' }, navigate);
    expect(posted).toEqual(['endBank', 'closeWebView']);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('from the order detail: end bank, close the webview, and the order page', () => {
    const navigate = vi.fn();
    finishBinding({ to: 'loanDetail', order: ORDER }, navigate);
    expect(posted).toEqual(['endBank', 'closeWebView']);
    const address = new URL(String(navigate.mock.calls[0]?.[0]), 'https://app.test');
    expect(address.pathname).toBe('/loanDetail');
    expect(address.searchParams.get('source')).toBe('loanDetail');
  });
});
