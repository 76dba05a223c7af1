import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/api-error';
import { common } from '../../../strings/common';
import {
  amountToPay,
  cardErrorMessage,
  codeError,
  offersOnlinePayment,
  resendLabel,
} from './card-repayment-rules';
import { forgetAttemptsForTests, loadAttempt, saveAttempt, watchAttempt } from './payment-attempt';
import { newAttemptKey } from './attempt-key';

afterEach(() => {
  forgetAttemptsForTests();
});

describe('card repayment rules', () => {
  it('needs a verification code of at least 6 characters', () => {
    expect(codeError('12345')).toBe('please enter the correct verification code');
    expect(codeError('  12345 ')).toBe('please enter the correct verification code');
    expect(codeError('123456')).toBeNull();
    expect(codeError('1234567')).toBeNull();
  });

  it('labels the resend button with the countdown, then get verification code', () => {
    expect(resendLabel(60)).toBe('Resend in 60s');
    expect(resendLabel(1)).toBe('Resend in 1s');
    expect(resendLabel(0)).toBe('get verification code');
  });

  it('maps the SPEC.md section 8 messages', () => {
    const network = new ApiError('network', 'network', common.networkError);
    expect(cardErrorMessage('way', network)).toBe('error');
    expect(cardErrorMessage('commit', new ApiError('timeout', 'timeout', 'x'))).toBe('error');
    const empty = new ApiError('business', '01', common.genericFailure);
    expect(cardErrorMessage('way', empty)).toBe('failed to query card list');
    expect(cardErrorMessage('commit', empty)).toBe('processing failed');
    expect(cardErrorMessage('way', new ApiError('business', '01', 'Session expired'))).toBe(
      'Session expired',
    );
    expect(cardErrorMessage('confirm', new ApiError('business', '800006', 'wrong'))).toBe(
      'verification code error',
    );
    expect(cardErrorMessage('confirm', new ApiError('business', '800005', 'x'))).toBe(
      'do not repeat the payment request',
    );
    expect(cardErrorMessage('commit', new ApiError('business', '800005', 'x'))).toBe(
      'do not repeat the payment request',
    );
    expect(cardErrorMessage('confirm', new ApiError('business', '800004', 'Expired'))).toBe(
      'Expired',
    );
    expect(cardErrorMessage('commit', new Error('boom'))).toBe('error');
  });

  it('pays the server amount, else the link withholdingAmount', () => {
    expect(amountToPay(712000, '1')).toBe(712000);
    expect(amountToPay(undefined, '712000')).toBe(712000);
    expect(amountToPay(undefined, '12.50')).toBeNull();
    expect(amountToPay(undefined, undefined)).toBeNull();
    expect(amountToPay(0, '5')).toBe(5);
  });

  it('offers online payment when alipay is 1', () => {
    expect(offersOnlinePayment(1)).toBe(true);
    expect(offersOnlinePayment('1')).toBe(true);
    expect(offersOnlinePayment(true)).toBe(true);
    expect(offersOnlinePayment(0)).toBe(false);
    expect(offersOnlinePayment(undefined)).toBe(false);
  });
});

describe('payment attempts (stored for every tab)', () => {
  const attempt = {
    key: 'k1',
    cardId: '1',
    state: 'pending-code' as const,
    repayRecordId: '9',
    sentAt: 1000,
    updatedAt: 2000,
  };

  it("keeps the attempt in localStorage, where the borrower's other tabs read it", () => {
    saveAttempt('PL1', attempt);
    expect(JSON.parse(window.localStorage.getItem('repay.attempt.PL1') ?? 'null')).toEqual(attempt);
    expect(window.sessionStorage.length).toBe(0);
    forgetAttemptsForTests(); // a reload, or another tab: only storage remains
    expect(loadAttempt('PL1')).toEqual(attempt);
    expect(loadAttempt('PL2')).toBeNull();
    saveAttempt('PL1', null);
    expect(window.localStorage.getItem('repay.attempt.PL1')).toBeNull();
  });

  it('makes a fresh key for each attempt', () => {
    const key = newAttemptKey();
    expect(key).toMatch(/^[0-9a-f-]{32,}$/);
    expect(newAttemptKey()).not.toBe(key);
  });

  it('follows a change made in another tab (storage event)', () => {
    const seen: unknown[] = [];
    const stop = watchAttempt('PL1', (next) => seen.push(next));
    const storageArea = window.localStorage;
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'repay.attempt.PL1',
        newValue: JSON.stringify(attempt),
        storageArea,
      }),
    );
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'repay.attempt.PL2', newValue: '{}', storageArea }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: null, newValue: null, storageArea }));
    stop();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'repay.attempt.PL1', newValue: null, storageArea }),
    );
    expect(seen).toEqual([attempt, null]);
  });

  it('ignores a corrupted or old-format stored attempt', () => {
    window.localStorage.setItem('repay.attempt.PL1', '{"key":1}');
    expect(loadAttempt('PL1')).toBeNull();
    window.localStorage.setItem('repay.attempt.PL1', '{"key":"k","cardId":"1"}');
    expect(loadAttempt('PL1')).toBeNull();
    window.localStorage.setItem('repay.attempt.PL1', 'not json');
    expect(loadAttempt('PL1')).toBeNull();
  });
});
