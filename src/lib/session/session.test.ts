import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../storage/storage-keys';
import {
  captureSession,
  clearSession,
  getSession,
  isOtherBorrower,
  MAX_SESSION_VALUE_LENGTH,
  nextSession,
  orderParams,
  parseSession,
  withSession,
} from './session';

beforeEach(() => {
  clearSession();
  window.history.replaceState(null, '', '/');
});

/** Borrower data a previous borrower left on the device. */
function leaveBorrowerData(): void {
  window.localStorage.setItem(STORAGE_KEYS.complaintOrderNo, 'PL-A');
  window.localStorage.setItem(STORAGE_KEYS.complaintDraft, '{}');
  window.localStorage.setItem(`${STORAGE_KEYS.paymentAttemptPrefix}PL-A`, '{}');
  window.sessionStorage.setItem(`${STORAGE_KEYS.paymentAttemptPrefix}PL-A`, '{}');
  window.localStorage.setItem(STORAGE_KEYS.promotionDeviceId, 'visitor');
}

function keptKeys() {
  return {
    local: Object.keys(window.localStorage).sort(),
    session: Object.keys(window.sessionStorage).sort(),
  };
}

describe('session parameters', () => {
  it('reads every session key from the query string', () => {
    const session = parseSession(
      '?deviceId=d1&appVersion=3.2.1&userId=7&appName=peso&sessionId=s9&clientType=android' +
        '&merchantNumber=m1&mobilePhone=09171234567&orderId=o1&productId=p1&couponId=c1' +
        '&couponMoney=100&withholdingAmount=5&unrelated=x',
    );
    expect(session).toEqual({
      deviceId: 'd1',
      appVersion: '3.2.1',
      userId: '7',
      appName: 'peso',
      sessionId: 's9',
      clientType: 'android',
      merchantNumber: 'm1',
      mobilePhone: '09171234567',
      orderId: 'o1',
      productId: 'p1',
      couponId: 'c1',
      couponMoney: '100',
      withholdingAmount: '5',
    });
  });

  it('reads the product id under snake_case and camelCase, camelCase first', () => {
    expect(parseSession('?product_id=42').productId).toBe('42');
    expect(parseSession('?product_id=42&productId=43').productId).toBe('43');
  });

  it('drops control characters and refuses absurdly long values', () => {
    expect(parseSession('?userId=a%00b').userId).toBe('ab');
    const long = 'x'.repeat(MAX_SESSION_VALUE_LENGTH + 1);
    expect(parseSession(`?sessionId=${long}`).sessionId).toBeUndefined();
  });
});

describe('the same borrower: borrower values merge, order values come from the link alone', () => {
  it('keeps the borrower across links without the query and lets new values win', () => {
    captureSession('?sessionId=s1&userId=7&deviceId=d1');
    expect(captureSession('')).toEqual({ sessionId: 's1', userId: '7', deviceId: 'd1' });
    expect(captureSession('?sessionId=s1&deviceId=d2')).toEqual({
      sessionId: 's1',
      userId: '7',
      deviceId: 'd2',
    });
  });

  it('never carries an order value from an earlier link into a later one', () => {
    const first = captureSession(
      '?sessionId=s1&userId=7&orderId=o1&productId=p1&couponId=c1&couponMoney=50&withholdingAmount=9',
    );
    expect(first).toMatchObject({ orderId: 'o1', couponId: 'c1', withholdingAmount: '9' });
    // A link for another order of the same borrower, without coupon or withholding amount.
    expect(captureSession('?sessionId=s1&userId=7&orderId=o2&productId=p1')).toEqual({
      sessionId: 's1',
      userId: '7',
      orderId: 'o2',
      productId: 'p1',
    });
    expect(captureSession('?sessionId=s1')).toEqual({ sessionId: 's1', userId: '7' });
    expect(window.sessionStorage.getItem(STORAGE_KEYS.session)).not.toContain('o1');
  });

  it('drops order values an older stored copy still holds', () => {
    window.sessionStorage.setItem(
      STORAGE_KEYS.session,
      JSON.stringify({ sessionId: 's1', orderId: 'old', couponId: 'c-old' }),
    );
    expect(captureSession('')).toEqual({ sessionId: 's1' });
  });

  it('keeps the borrower’s stored data', () => {
    captureSession('?sessionId=s1&userId=7');
    leaveBorrowerData();
    captureSession('?sessionId=s1&userId=7&orderId=o9');
    expect(window.localStorage.getItem(STORAGE_KEYS.complaintDraft)).toBe('{}');
  });

  it('getSession reads order values from the current address only', () => {
    captureSession('?sessionId=s1&userId=7&orderId=o1&couponId=c1');
    window.history.replaceState(null, '', '/repay?orderId=o2');
    expect(getSession()).toEqual({ sessionId: 's1', userId: '7', orderId: 'o2' });
    window.history.replaceState(null, '', '/complaintList');
    expect(getSession()).toEqual({ sessionId: 's1', userId: '7' });
  });
});

describe('another borrower: replace, no merge, and forget the previous one’s data', () => {
  it('decides by userId or sessionId, and only when both sides have one', () => {
    expect(isOtherBorrower({ userId: 'A', sessionId: 's1' }, { userId: 'B' })).toBe(true);
    expect(isOtherBorrower({ userId: 'A', sessionId: 's1' }, { sessionId: 's2' })).toBe(true);
    expect(isOtherBorrower({ userId: 'A', sessionId: 's1' }, { userId: 'A' })).toBe(false);
    expect(isOtherBorrower({}, { userId: 'B', sessionId: 's2' })).toBe(false);
    expect(isOtherBorrower({ userId: 'A' }, { sessionId: 's2' })).toBe(false);
  });

  it('replaces every borrower value (no merge) as a pure rule', () => {
    const stored = { userId: 'A', sessionId: 's1', mobilePhone: '0917', deviceId: 'd1' };
    expect(nextSession(stored, { userId: 'B', sessionId: 's2', orderId: 'o2' })).toEqual({
      borrower: { userId: 'B', sessionId: 's2' },
      order: { orderId: 'o2' },
      replaced: true,
    });
    expect(nextSession(stored, { sessionId: 's1', deviceId: 'd2' })).toEqual({
      borrower: { userId: 'A', sessionId: 's1', mobilePhone: '0917', deviceId: 'd2' },
      order: {},
      replaced: false,
    });
  });

  it('a new userId inherits nothing and the device forgets A’s drafts and attempts', () => {
    captureSession('?sessionId=sA&userId=A&mobilePhone=0917&orderId=oA&couponId=cA');
    leaveBorrowerData();
    const session = captureSession('?sessionId=sB&userId=B&orderId=oB');
    expect(session).toEqual({ sessionId: 'sB', userId: 'B', orderId: 'oB' });
    expect(keptKeys()).toEqual({
      local: [STORAGE_KEYS.borrowerOwner, STORAGE_KEYS.promotionDeviceId],
      session: [STORAGE_KEYS.session],
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.borrowerOwner)).toBe('B');
  });

  it('a new sessionId alone is another session: replaced and forgotten too', () => {
    captureSession('?sessionId=s1&userId=A&deviceId=d1');
    leaveBorrowerData();
    expect(captureSession('?sessionId=s2')).toEqual({ sessionId: 's2' });
    expect(window.localStorage.getItem(STORAGE_KEYS.complaintDraft)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.borrowerOwner)).toBeNull();
  });

  it('a fresh webview (empty sessionStorage) still forgets another borrower’s durable data', () => {
    captureSession('?sessionId=sA&userId=A');
    leaveBorrowerData();
    window.sessionStorage.clear();
    clearSession();
    captureSession('?sessionId=sB&userId=B');
    expect(window.localStorage.getItem(STORAGE_KEYS.complaintDraft)).toBeNull();
    expect(window.localStorage.getItem(`${STORAGE_KEYS.paymentAttemptPrefix}PL-A`)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.borrowerOwner)).toBe('B');
  });

  it('the same borrower in a fresh webview keeps their durable data', () => {
    captureSession('?sessionId=sA&userId=A');
    leaveBorrowerData();
    window.sessionStorage.clear();
    clearSession();
    captureSession('?sessionId=sA2&userId=A');
    expect(window.localStorage.getItem(STORAGE_KEYS.complaintDraft)).toBe('{}');
  });
});

describe('in-app links', () => {
  it('carry the borrower’s values and only the order values passed explicitly', () => {
    const session = captureSession('?sessionId=s1&userId=7&orderId=o1&productId=p1&couponId=c1');
    expect(withSession('/complaintList')).toBe('/complaintList?userId=7&sessionId=s1');
    expect(withSession('/complainDetails', { problemId: 12 })).toBe(
      '/complainDetails?userId=7&sessionId=s1&problemId=12',
    );
    expect(withSession('/repay?from=confirm', { userId: null })).toBe(
      '/repay?sessionId=s1&from=confirm',
    );
    expect(withSession('/repayment', orderParams(session, ['orderId', 'couponId']))).toBe(
      '/repayment?userId=7&sessionId=s1&orderId=o1&couponId=c1',
    );
  });
});
