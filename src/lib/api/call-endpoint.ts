import { endpointPath, type DataOf, type Endpoint, type InputOf } from '../../contract/endpoint';
import { config } from '../../config/env';
import { request } from './client';
import { placeParams, type Scalar } from './request-parts';

export interface CallOptions {
  /** Extra query parameters for a POST whose contract sends some on the address. */
  query?: Record<string, Scalar>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * One call of the contract: the path, method, style, success rule and answer schema all come
 * from the endpoint, so a fetcher names only the call and its parameters.
 */
export function callEndpoint<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: CallOptions = {},
): Promise<DataOf<E>> {
  const { query, body } = placeParams(
    endpoint,
    input as Record<string, Scalar> | FormData,
    options.query,
  );
  return request<DataOf<E>>({
    path: endpointPath(endpoint, config.provider),
    method: endpoint.method,
    style: endpoint.style,
    success: endpoint.success,
    query,
    body,
    schema: endpoint.output,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  });
}

/**
 * The SWR key of a call: the contract path and its parameters, so a screen, a preload and a
 * mutation name the same data the same way.
 */
export function queryKey<E extends Endpoint>(endpoint: E, input: InputOf<E>) {
  return [endpoint.path, input] as const;
}
