import {
  endpointPath,
  splitHeaders,
  type DataOf,
  type Endpoint,
  type InputOf,
} from '../../contract/endpoint';
import { config } from '../../config/env';
import { arrivedData, request, type RequestOptions } from './client';
import type { ServerRender } from '../session/server-render-context';
import { placeParams, type Scalar } from './request-parts';

export interface CallOptions {
  /** Extra query parameters for a POST whose contract sends some on the address. */
  query?: Record<string, Scalar>;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** On the server: the render's session and answer (./server-render-context.ts). */
  server?: ServerRender;
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

/**
 * The data of this call if the boot script's answer to it is already here (`arrivedData`), for
 * a screen's first render; undefined otherwise. Sends nothing.
 */
export function arrivedEndpointData<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: CallOptions = {},
): ReturnType<typeof arrivedData<DataOf<E>>> {
  return arrivedData(requestOptions(endpoint, input, options));
}

function requestOptions<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E>,
  options: CallOptions,
): RequestOptions<DataOf<E>> {
  // Fields the contract sends as headers (the payment's Idempotency-Key) leave the parameters.
  const { params, headers } =
    input instanceof FormData
      ? { params: input, headers: {} }
      : splitHeaders(endpoint, input as Record<string, Scalar>);
  const { query, body } = placeParams(endpoint, params, options.query);
  return {
    path: endpointPath(endpoint, config.provider),
    method: endpoint.method,
    style: endpoint.style,
    success: endpoint.success,
    query,
    body,
    headers,
    schema: endpoint.output,
    outside: endpoint.outside,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    server: options.server,
  };
}

/**
 * The SWR key of a call: the contract path and its parameters, so a screen, a preload and a
 * mutation name the same data the same way.
 */
export function queryKey<E extends Endpoint>(endpoint: E, input: InputOf<E>) {
  return [endpoint.path, input] as const;
}
