import { describe, expect, it } from 'vitest';
import { isCacheableImage, NAVIGATION_DENYLIST, unavailableWhenNoneKept } from './caching-rules';

const origin = 'https://app.example';
const denied = (path: string) => NAVIGATION_DENYLIST.some((pattern) => pattern.test(path));

describe('worker caching rules', () => {
  it('never serves the shell for the API, the worker itself or files', () => {
    expect(denied('/api/v3/loan-details/loan-details')).toBe(true);
    expect(denied('/api')).toBe(true);
    expect(denied('/sw.js')).toBe(true);
    expect(denied('/robots.txt')).toBe(true);
    expect(denied('/loanDetail')).toBe(false);
    expect(denied('/complainDetails')).toBe(false);
    expect(denied('/')).toBe(false);
  });

  it('caches same-origin images only, never API images', () => {
    expect(isCacheableImage(new URL('/images/order/174.svg', origin), 'image', origin)).toBe(true);
    expect(isCacheableImage(new URL('/api/sandbox/uploads/a.jpg', origin), 'image', origin)).toBe(
      false,
    );
    expect(isCacheableImage(new URL('https://cdn.example/a.png'), 'image', origin)).toBe(false);
    expect(isCacheableImage(new URL('/assets/app.js', origin), 'script', origin)).toBe(false);
  });

  it('answers the runtime config with a 503 when neither the network nor the cache has it', async () => {
    const answer = await unavailableWhenNoneKept.handlerDidError();
    expect(answer.status).toBe(503);
  });
});
