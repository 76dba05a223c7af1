import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { DataOf, Endpoint, InputOf } from '../../contract/endpoint';
import { common } from '../../strings/common';
import { showToast } from '../toast/toast';
import { errorMessage } from './api-error';
import { callEndpoint, queryKey, type CallOptions } from './call-endpoint';
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
 * (docs/decisions/0006-javascript-budget.md).
 */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E> | null,
  { toast = true, call, ...swr }: ApiQueryOptions<DataOf<E>> = {},
): SWRResponse<DataOf<E>, unknown> {
  return useSWR(
    input === null ? null : queryKey(endpoint, input),
    ([, params]: readonly [string, InputOf<E>]) => callEndpoint(endpoint, params, call),
    {
      ...swrConfig,
      ...(toast
        ? { onError: (error: unknown) => showToast(errorMessage(error, common.genericFailure)) }
        : {}),
      ...swr,
    },
  );
}
