import { describe, expect, it } from 'vitest';
import { DEFAULT_RETRY_AFTER_SECONDS, rateLimitError, retryAfterSeconds } from './retry-after';

describe('retryAfterSeconds', () => {
  it('reads delay-seconds, at least 1', () => {
    expect(retryAfterSeconds('42')).toBe(42);
    expect(retryAfterSeconds(' 7 ')).toBe(7);
    expect(retryAfterSeconds('0')).toBe(1);
  });

  it('reads an HTTP date against the clock, rounding up', () => {
    const now = Date.parse('2026-06-01T08:00:00Z');
    expect(retryAfterSeconds('Mon, 01 Jun 2026 08:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Mon, 01 Jun 2026 08:00:30 GMT', now + 29_500)).toBe(1);
    expect(retryAfterSeconds('Mon, 01 Jun 2026 07:59:00 GMT', now)).toBe(1);
  });

  it('falls back to the default when the header is missing or unreadable', () => {
    expect(DEFAULT_RETRY_AFTER_SECONDS).toBe(60);
    expect(retryAfterSeconds(null)).toBe(60);
    expect(retryAfterSeconds('')).toBe(60);
    expect(retryAfterSeconds('soon')).toBe(60);
    expect(retryAfterSeconds('-5')).toBe(60);
  });
});

describe('rateLimitError', () => {
  it('turns a 429 into the one "wait N s" error, and nothing else', () => {
    expect(rateLimitError(429, '30')).toMatchObject({
      status: 429,
      code: '429',
      retryAfterSeconds: 30,
      message: 'Too many tries. Please wait 30 s and try again.',
    });
    expect(rateLimitError(500, '30')).toBeNull();
    expect(rateLimitError(200, null)).toBeNull();
  });
});
