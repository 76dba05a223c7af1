import { describe, expect, it } from 'vitest';
import { PROXY_MESSAGES } from './proxy-messages';
import { failureFromError } from './upstream-failure';

describe('failed exchanges', () => {
  const wrapped = (code: string) =>
    Object.assign(new Error('wrapper'), {
      code: 'FST_REPLY_FROM_INTERNAL_SERVER_ERROR',
      cause: Object.assign(new Error('x'), { code }),
    });

  it.each([
    ['ECONNREFUSED', 503, PROXY_MESSAGES.notAnswering],
    ['ENOTFOUND', 503, PROXY_MESSAGES.notAnswering],
    ['UND_ERR_HEADERS_TIMEOUT', 504, PROXY_MESSAGES.tooSlow],
    ['UND_ERR_CONNECT_TIMEOUT', 504, PROXY_MESSAGES.tooSlow],
    ['UND_ERR_SOCKET', 502, PROXY_MESSAGES.brokenAnswer],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 502, PROXY_MESSAGES.brokenAnswer],
    ['PROXY_BODY_TOO_LARGE', 413, PROXY_MESSAGES.tooLarge],
  ])('%s is %i', (code, status, message) => {
    expect(failureFromError(wrapped(code))).toMatchObject({ status, message });
  });

  it('an error without any code is a 502', () => {
    expect(failureFromError('boom').status).toBe(502);
  });
});
