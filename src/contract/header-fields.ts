import type { Endpoint } from './endpoint';

/*
 * Input fields an endpoint sends as request headers (its `headers`): one rule for every sender,
 * the app's fetcher of such a call, the server tests and the load script. Its own module, so
 * only the code that sends such a call (the card payment, after the first render) carries it.
 */

/**
 * A call's input as it goes on the wire: the fields the endpoint sends as headers (its
 * `headers`), each as its header, and the parameters without them. A field left out, null or
 * blank sends no header.
 */
export function splitHeaders<T extends Record<string, unknown>>(
  endpoint: Pick<Endpoint, 'headers'>,
  input: T,
): { params: T; headers: Record<string, string> } {
  const params: Record<string, unknown> = { ...input };
  const headers: Record<string, string> = {};
  for (const [field, header] of Object.entries(endpoint.headers ?? {})) {
    const value = String(params[field] ?? '').trim();
    Reflect.deleteProperty(params, field);
    if (value) headers[header] = value;
  }
  return { params: params as T, headers };
}
