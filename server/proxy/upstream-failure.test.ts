import { describe, expect, it } from 'vitest';
import { PROXY_MESSAGES } from './proxy-messages';
import { failureFromAnswer, failureFromError } from './upstream-failure';

const head = (status: number, contentType: string, firstByte?: string, encoded = false) => ({
  status,
  contentType,
  encoded,
  firstByte,
});

describe('which upstream answers the app receives as they are', () => {
  it.each([
    head(200, 'application/json'),
    head(500, 'application/json;charset=UTF-8'),
    head(400, 'application/problem+json'),
    head(200, 'text/html;charset=UTF-8', '{'),
    head(200, 'text/plain', '['),
    head(200, 'image/png', '\x89'),
    head(204, ''),
    head(302, ''),
  ])('passes %o', (answer) => {
    expect(failureFromAnswer(answer)).toBeUndefined();
  });

  it.each([
    [head(200, 'text/html', '<'), 502],
    [head(200, '', '<'), 502],
    [head(200, 'text/html', undefined, true), 502],
    [head(500, 'text/plain', 'I'), 502],
    [head(404, 'text/html', '<'), 502],
    [head(503, 'text/html', '<'), 503],
    [head(504, '', undefined), 504],
    [head(413, 'text/html', '<'), 413],
    [head(429, 'text/plain', 'T'), 429],
  ])('replaces %o with a %i envelope', (answer, status) => {
    expect(failureFromAnswer(answer)?.status).toBe(status);
  });
});

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
