import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error';
import { failureOutcome } from './registration-outcome';

describe('failureOutcome', () => {
  it("treats '11' as already registered on both steps", () => {
    const error = new ApiError('business', '11', 'registered');
    expect(failureOutcome(error, 'sms')).toEqual({ kind: 'already-registered' });
    expect(failureOutcome(error, 'register')).toEqual({ kind: 'already-registered' });
  });

  it("treats '101' on get-sms and '-1' on register as a wrong captcha", () => {
    expect(failureOutcome(new ApiError('business', '101', 'bad captcha'), 'sms')).toEqual({
      kind: 'captcha',
      message: 'bad captcha',
    });
    expect(failureOutcome(new ApiError('business', '-1', 'bad captcha'), 'register')).toEqual({
      kind: 'captcha',
      message: 'bad captcha',
    });
    expect(failureOutcome(new ApiError('business', '-1', 'other'), 'sms')).toEqual({
      kind: 'message',
      message: 'other',
    });
  });

  it('treats network failures, time-outs and unknown throws as network errors', () => {
    expect(failureOutcome(new ApiError('network', 'network', 'x'), 'sms')).toEqual({
      kind: 'network',
    });
    expect(failureOutcome(new ApiError('timeout', 'timeout', 'x'), 'register')).toEqual({
      kind: 'network',
    });
    expect(failureOutcome(new TypeError('boom'), 'register')).toEqual({ kind: 'network' });
  });

  it('passes other server messages through', () => {
    expect(failureOutcome(new ApiError('business', '2', 'SMS code wrong'), 'register')).toEqual({
      kind: 'message',
      message: 'SMS code wrong',
    });
  });
});
