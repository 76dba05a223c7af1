import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Revalidator, RevalidatorOptions } from 'swr';
import { ApiError } from './api-error';
import { swrConfig } from './swr-config';

afterEach(() => {
  vi.useRealTimers();
});

function retry(error: unknown, retryCount: number) {
  vi.useFakeTimers();
  const revalidate = vi.fn<Revalidator>();
  const options: Required<RevalidatorOptions> = { retryCount, dedupe: true };
  swrConfig.onErrorRetry?.(error, 'key', swrConfig as never, revalidate, options);
  return revalidate;
}

describe('data fetching policy', () => {
  it('never retries business errors, malformed bodies or 4xx answers', () => {
    for (const error of [
      new ApiError('business', '1001', 'Order not found'),
      new ApiError('malformed', 'malformed', 'x'),
      new ApiError('http', '400', 'bad', 400),
    ]) {
      const revalidate = retry(error, 1);
      vi.advanceTimersByTime(60_000);
      expect(revalidate).not.toHaveBeenCalled();
    }
  });

  it('retries network trouble with growing delays, at most three times', () => {
    const network = new ApiError('network', 'network', 'offline');
    const first = retry(network, 1);
    vi.advanceTimersByTime(1999);
    expect(first).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(first).toHaveBeenCalledTimes(1);
    const third = retry(new ApiError('http', '503', 'down', 503), 3);
    vi.advanceTimersByTime(7999);
    expect(third).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(third).toHaveBeenCalledTimes(1);
    const fourth = retry(new ApiError('timeout', 'timeout', 'slow'), 4);
    vi.advanceTimersByTime(120_000);
    expect(fourth).not.toHaveBeenCalled();
  });

  it('revalidates on focus and reconnect and de-duplicates requests', () => {
    expect(swrConfig.revalidateOnFocus).toBe(false);
    expect(swrConfig.revalidateOnReconnect).toBe(true);
    expect(swrConfig.dedupingInterval).toBeGreaterThan(0);
  });
});
