import useSWR, { unstable_serialize, type SWRConfiguration, type SWRResponse } from 'swr';
import type { DataOf, Endpoint, InputOf } from '../../contract/endpoint';
import { common } from '../../strings/common';
import { showToast } from '../toast/toast';
import { errorMessage } from './api-error';
import { callEndpoint, queryKey, type CallOptions } from './call-endpoint';
import { isFreshLoaderData } from './loader-data';
import { swrConfig } from './swr-config';

export interface ApiQueryOptions<T> extends SWRConfiguration<T> {
  /**
   * A failed load shows the server's message (or a generic one) as a toast (SPEC.md section 8);
   * false for screens that show the failure in their own way.
   */
  toast?: boolean;
  call?: Omit<CallOptions, 'signal'>;
}

/**
 * The one way a screen reads data: SWR keyed by the contract, the app-wide defaults of
 * `swr-config.ts`, and a toast for a failed load. `input` null means "not yet" (no call).
 * The defaults are applied here rather than by an `<SWRConfig>` in the app shell, so SWR travels
 * with the screens that read data and not in the entry every page loads
 * (docs/decisions/first-paint.md).
 *
 * A screen's loader call is often answered before the screen first renders (the boot script
 * started it with the HTML, or the server's page carried it): that answer is in SWR's cache or
 * its `preload` already (./loader-data.ts), so the first render shows the data and nothing is
 * asked twice (docs/decisions/loader-data-in-swr.md).
 *
 * Offline, a screen with an answer to show shows it and asks nothing: the call could only fail
 * (a failed request and a toast over the figures the borrower came back to). SWR asks again as
 * the signal returns (`revalidateOnReconnect`). A screen with nothing to show still asks, so it
 * can say there is no connection.
 */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E> | null,
  { toast = true, call, ...swr }: ApiQueryOptions<DataOf<E>> = {},
): SWRResponse<DataOf<E>, unknown> {
  const key = input === null ? null : queryKey(endpoint, input);
  // Loader data just handed over is not asked for again as the screen mounts.
  const fresh = key !== null && isFreshLoaderData(unstable_serialize(key));
  return useSWR(
    key,
    (current: readonly [string, InputOf<E>]) => callEndpoint(endpoint, current[1], call),
    {
      ...swrConfig,
      ...(fresh ? { revalidateOnMount: false } : {}),
      // Read as the screen (re)mounts, which is when SWR decides; none on the server.
      ...(globalThis.navigator?.onLine === false ? { revalidateIfStale: false } : {}),
      ...(toast
        ? { onError: (error: unknown) => showToast(errorMessage(error, common.genericFailure)) }
        : {}),
      ...swr,
    },
  );
}
