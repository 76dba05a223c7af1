import { describe, expect, it } from 'vitest';
import { judgeAnswer, type AnswerHead } from './answer-verdict';

const answer = (
  status: number,
  contentType: string,
  body?: { firstByte?: string; empty?: boolean },
  more: Partial<AnswerHead> = {},
): AnswerHead => ({
  status,
  contentType,
  encoded: false,
  head: false,
  ...(body ? { body: { empty: false, ...body } } : {}),
  ...more,
});

describe('upstream answers the browser receives as they came', () => {
  it.each([
    answer(200, 'application/json'),
    answer(500, 'application/json;charset=UTF-8'),
    answer(400, 'application/problem+json'),
    answer(200, 'application/json', undefined, { encoded: true }),
    answer(200, 'image/png', { firstByte: '\x89' }),
    answer(200, 'image/jpeg; charset=binary', { firstByte: '\xff' }),
    answer(200, 'image/webp', undefined, { encoded: true }),
    answer(200, 'text/html', undefined, { head: true }),
  ])('passes %o', (upstream) => {
    expect(judgeAnswer(upstream)).toEqual({ pass: true });
  });
});

describe('JSON under another label', () => {
  it.each([
    [answer(200, 'text/html;charset=UTF-8', { firstByte: '{' }), 'application/json; charset=UTF-8'],
    [answer(200, 'text/plain', { firstByte: '[' }), 'application/json; charset=utf-8'],
    [answer(404, 'text/html', { firstByte: '{' }), 'application/json; charset=utf-8'],
    [answer(200, '', { firstByte: '{' }), 'application/json; charset=utf-8'],
  ])('passes %o relabelled %s, never as a page', (upstream, label) => {
    expect(judgeAnswer(upstream)).toEqual({ pass: true, contentType: label });
  });
});

describe('answers below 400 that are not JSON', () => {
  it('an SVG (the promotion captcha) passes as an attachment: shown by <img>, saved if opened', () => {
    expect(judgeAnswer(answer(200, 'image/svg+xml', { firstByte: '<' }))).toEqual({
      pass: true,
      attachment: true,
    });
  });

  it('an answer with no body passes without a label (204, or 200 with nothing)', () => {
    expect(judgeAnswer(answer(204, '', { empty: true }))).toEqual({
      pass: true,
      contentType: null,
    });
    expect(judgeAnswer(answer(200, 'text/html', { empty: true }))).toEqual({
      pass: true,
      contentType: null,
    });
  });

  it.each([
    answer(200, 'text/html', { firstByte: '<' }),
    answer(200, 'text/html', { firstByte: 'x' }),
    answer(200, '', { firstByte: '<' }),
    answer(200, 'text/plain', { firstByte: 'O' }),
    // Blank is not empty: whitespace under text/html is still a page.
    answer(200, 'text/html', { empty: false }),
    answer(200, 'application/xhtml+xml', { firstByte: '<' }),
    answer(200, 'application/pdf', { firstByte: '%' }),
    answer(200, 'application/octet-stream', { firstByte: 'M' }),
    answer(200, 'text/xml', { firstByte: '<' }),
    answer(302, 'text/html', { firstByte: '<' }),
    // Compressed and not labelled JSON or an image: its bytes cannot be read, so it is refused.
    answer(200, 'text/html', undefined, { encoded: true }),
    answer(200, 'text/plain', { firstByte: '{' }, { encoded: true }),
  ])('replaces %o with a 502 envelope', (upstream) => {
    const verdict = judgeAnswer(upstream);
    expect(verdict.pass).toBe(false);
    if (!verdict.pass) expect(verdict.failure.status).toBe(502);
  });
});

describe('error answers that are not JSON', () => {
  it.each([
    [answer(500, 'text/plain', { firstByte: 'I' }), 502],
    [answer(404, 'text/html', { firstByte: '<' }), 502],
    [answer(401, '', { empty: true }), 502],
    [answer(503, 'text/html', { firstByte: '<' }), 503],
    [answer(504, '', undefined), 504],
    [answer(413, 'text/html', { firstByte: '<' }), 413],
    [answer(429, 'text/plain', { firstByte: 'T' }), 429],
  ])('replace %o with a %i envelope', (upstream, status) => {
    const verdict = judgeAnswer(upstream);
    expect(verdict.pass ? undefined : verdict.failure.status).toBe(status);
  });
});
