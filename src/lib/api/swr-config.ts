import { useEffect } from 'react';
import type { Middleware, SWRConfiguration } from 'swr';
import { isApiError } from './api-error';
import { handleSessionExpiry } from './session-expiry';
import { recordDataLoaded } from '../pwa/network-status';

const MAX_NETWORK_RETRIES = 3;

/**
 * Every fetch, whatever options its hook passes: an expired session sends the borrower back to
 * login (hooks may replace `onError`, but not the provider's middleware). Seen on the fetcher, for
 * every request a hook makes, and on the hook's error once rendered, for an answer SWR hands the
 * hook past every middleware's fetcher: loader data in `preload` (./loader-data.ts). Then the
 * screen has rendered and kept its session before this forgets it. Once per page either way.
 */
export const sessionExpiryMiddleware: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const swr = useSWRNext(
    key,
    fetcher &&
      (async (...args: Parameters<typeof fetcher>) => {
        try {
          return await fetcher(...args);
        } catch (error) {
          handleSessionExpiry(error);
          throw error;
        }
      }),
    config,
  );
  const { error } = swr;
  useEffect(() => {
    handleSessionExpiry(error);
  }, [error]);
  return swr;
};

/**
 * One data-fetching policy for the app: stale-while-revalidate, de-duplicated requests,
 * revalidation on reconnect, and retries only for network trouble, with backoff. Not on focus:
 * most screens hold a form, a token or a choice the borrower is making, and a refetch behind
 * them would reset it; the few screens whose figures change while the borrower is away (what is
 * owed after paying at a counter, complaint replies) opt in where they read their data.
 */
export const swrConfig: SWRConfiguration = {
  use: [sessionExpiryMiddleware],
  revalidateOnFocus: false,
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
