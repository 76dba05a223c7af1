import { endpointPath, type DataOf, type Endpoint, type InputOf } from '../../contract/endpoint';
import { config } from '../../config/env';
import { request, type RequestOptions } from './client';
import { placeParams, type Scalar } from './request-parts';

export interface CallOptions {
  /** Extra query parameters for a POST whose contract sends some on the address. */
  query?: Record<string, Scalar>;
  /**
   * The input fields the endpoint sends as headers, as `splitHeaders` (src/contract/header-fields.ts)
   * took them out of the input: the fetcher of such a call splits them (the card payment's key).
   */
  headers?: Record<string, string>;
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
  return request(requestOptions(endpoint, input, options));
}

function requestOptions<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: CallOptions,
): RequestOptions<DataOf<E>> {
  const { query, body } = placeParams(
    endpoint,
    input as Record<string, Scalar> | FormData,
    options.query,
  );
  return {
    path: endpointPath(endpoint, config.provider),
    method: endpoint.method,
    style: endpoint.style,
    success: endpoint.success,
    query,
    body,
    headers: options.headers,
    schema: endpoint.output,
    outside: endpoint.outside,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  };
}

/**
 * The SWR key of a call: the contract path and its parameters, so a screen, a preload and a
 * mutation name the same data the same way.
 */
export function queryKey<E extends Endpoint>(endpoint: E, input: InputOf<E>) {
  return [endpoint.path, input] as const;
}
