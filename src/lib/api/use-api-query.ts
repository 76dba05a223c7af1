import { useContext, useState } from 'react';
import useSWR, { unstable_serialize, type SWRConfiguration, type SWRResponse } from 'swr';
import type { DataOf, Endpoint, InputOf } from '../../contract/endpoint';
import { common } from '../../strings/common';
import { showToast } from '../toast/toast';
import { errorMessage } from './api-error';
import { arrivedEndpointData, callEndpoint, queryKey, type CallOptions } from './call-endpoint';
import { ServerRenderContext } from '../session/server-render-context';
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
 *
 * A screen's first call is often answered before the screen first renders (the boot script
 * started it with the HTML): that first render shows the data instead of a placeholder that the
 * data replaces a frame later, and SWR's first request takes that same answer, so nothing is
 * asked twice (docs/decisions/performance-first-render.md).
 */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E> | null,
  { toast = true, call, ...swr }: ApiQueryOptions<DataOf<E>> = {},
): SWRResponse<DataOf<E>, unknown> {
  const key = input === null ? null : queryKey(endpoint, input);
  // On the server: the answer the page is rendered with, for the link's session.
  const server = useContext(ServerRenderContext);
  const [arrived] = useState(() => {
    const found =
      input === null ? undefined : arrivedEndpointData(endpoint, input, { ...call, server });
    return found && { key: unstable_serialize(key), ...found };
  });
  // Only for the call it answers: a later input is another call, with nothing to show yet.
  const shown = arrived !== undefined && arrived.key === unstable_serialize(key);
  const response = useSWR(
    key,
    (current: readonly [string, InputOf<E>]) => {
      // SWR's first request for the data on screen is that answer (a child's call may have
      // gone first and closed the handover: the screen must not ask a second time).
      if (arrived?.key === unstable_serialize(current) && arrived.take())
        return Promise.resolve(arrived.data);
      return callEndpoint(endpoint, current[1], call);
    },
    {
      ...swrConfig,
      ...(shown ? { fallbackData: arrived.data } : {}),
      ...(toast
        ? { onError: (error: unknown) => showToast(errorMessage(error, common.genericFailure)) }
        : {}),
      ...swr,
    },
  );
  return shown ? loadedWhileShown(response) : response;
}

/**
 * SWR calls a key loading until its cache holds data, also while it shows the arrived answer
 * (which is not in its cache until SWR's own request has taken it): data on screen is loaded.
 * Read through getters, as SWR's own answer is, so a screen still re-renders only for what it reads.
 */
function loadedWhileShown<T>(response: SWRResponse<T, unknown>): SWRResponse<T, unknown> {
  return {
    get data() {
      return response.data;
    },
    get error() {
      return response.error;
    },
    get isValidating() {
      return response.isValidating;
    },
    get isLoading() {
      // Data first: while the arrived answer is shown SWR's own flag is never read, so SWR does
      // not render the screen again when its request settles on that same answer.
      return response.data === undefined && response.isLoading;
    },
    mutate: response.mutate,
  };
}
