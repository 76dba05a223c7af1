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
import {
  attemptFor,
  forgetAttemptsForTests,
  loadAttempt,
  markSubmitted,
  saveAttempt,
} from './payment-attempt';

afterEach(() => {
  window.sessionStorage.clear();
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

describe('payment attempts (idempotency keys)', () => {
  it('reuses the key for the same card across reloads and starts a new one for another card', () => {
    const first = attemptFor('PL1', '1');
    expect(first.key).toMatch(/[0-9a-f-]{32,}/);
    forgetAttemptsForTests(); // a reload: only sessionStorage remains
    expect(attemptFor('PL1', '1').key).toBe(first.key);
    const other = attemptFor('PL1', '2');
    expect(other.key).not.toBe(first.key);
    expect(loadAttempt('PL1')?.cardId).toBe('2');
    expect(attemptFor('PL2', '1').key).not.toBe(first.key);
  });

  it('remembers the record id and the submitted state', () => {
    const attempt = attemptFor('PL1', '1');
    saveAttempt('PL1', { ...attempt, repayRecordId: '9' });
    markSubmitted('PL1', 1000);
    expect(loadAttempt('PL1')).toEqual({
      key: attempt.key,
      cardId: '1',
      repayRecordId: '9',
      submittedAt: 1000,
    });
    expect(attemptFor('PL1', '1').key).not.toBe(attempt.key);
  });

  it('ignores a corrupted stored attempt', () => {
    window.sessionStorage.setItem('repay.attempt.PL1', '{"key":1}');
    expect(loadAttempt('PL1')).toBeNull();
  });
});
