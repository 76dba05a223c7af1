import type { SWRConfiguration } from 'swr';
import { isApiError } from '../lib/api/api-error';
import { recordDataLoaded } from '../lib/pwa/network-status';

const MAX_NETWORK_RETRIES = 3;

/**
 * One data-fetching policy for the app: stale-while-revalidate, de-duplicated requests,
 * revalidation on focus and reconnect, and retries only for network trouble, with backoff.
 */
export const swrConfig: SWRConfiguration = {
  revalidateOnFocus: true,
  revalidateOnReconnect: true,
  dedupingInterval: 4000,
  focusThrottleInterval: 10_000,
  shouldRetryOnError: true,
  onSuccess: () => recordDataLoaded(),
  onErrorRetry: (error: unknown, _key, _config, revalidate, { retryCount }) => {
    const transient =
      isApiError(error) &&
      (error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 500);
    if (!transient || retryCount > MAX_NETWORK_RETRIES) return;
    const delay = Math.min(30_000, 1000 * 2 ** retryCount);
    setTimeout(() => void revalidate({ retryCount }), delay);
  },
};
