import { beforeEach, describe, expect, it } from 'vitest';
import {
  captureSession,
  clearSession,
  getSession,
  MAX_SESSION_VALUE_LENGTH,
  parseSession,
  withSession,
} from './session';

beforeEach(() => {
  clearSession();
});

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

  it('keeps the session across navigation without the query, and lets new values win', () => {
    captureSession('?sessionId=s1&userId=7&orderId=o1');
    expect(captureSession('').sessionId).toBe('s1');
    expect(captureSession('?orderId=o2')).toMatchObject({ sessionId: 's1', orderId: 'o2' });
    expect(getSession().orderId).toBe('o2');
  });

  it('builds in-app links that carry the session and extra parameters', () => {
    captureSession('?sessionId=s1&userId=7');
    expect(withSession('/complaintList')).toBe('/complaintList?userId=7&sessionId=s1');
    expect(withSession('/complainDetails', { problemId: 12 })).toBe(
      '/complainDetails?userId=7&sessionId=s1&problemId=12',
    );
    expect(withSession('/repay?from=confirm', { userId: null })).toBe(
      '/repay?sessionId=s1&from=confirm',
    );
  });
});
