import { DEMO_SESSION, demoQuery } from '../../server/sandbox/modules/core/demo-borrower';
import { endpointPath, type Endpoint, type InputOf } from '../../src/contract/endpoint';
import { splitHeaders } from '../../src/contract/header-fields';

/** A parameter value; null is sent as '' in a form body (as the app does). */
type Field = string | number | null;

/** One API call as the app sends it: the session in the query, JSON or form body. */
export interface CallSpec {
  method: 'GET' | 'POST';
  /** Path after the origin: `/api` and the contract's path (`contractCall`). */
  path: string;
  query?: Record<string, string>;
  style: 'json' | 'form';
  body?: Record<string, Field>;
  /** Fields the contract sends as headers (the payment's Idempotency-Key). */
  headers?: Record<string, string>;
}

/** The provider segment the in-process sandbox serves (its own default, server/app.ts). */
const PROVIDER = process.env.VITE_PROVIDER ?? 'pesoloan';

/** A call of the contract (src/contract/): its path under /api, method, style and parameters. */
export function contractCall<E extends Endpoint>(
  endpoint: E,
  input: InputOf<E> & Readonly<Record<string, Field | undefined>>,
): CallSpec {
  if (endpoint.style === 'multipart') throw new Error('the load test sends no uploads');
  const { params, headers } = splitHeaders(endpoint, input);
  const fields: Record<string, Field> = {};
  for (const [key, value] of Object.entries(params)) if (value !== undefined) fields[key] = value;
  const path = `/api${endpointPath(endpoint, PROVIDER)}`;
  const spec = { method: endpoint.method, path, style: endpoint.style, headers };
  if (endpoint.params === 'body') return { ...spec, body: fields };
  const query = Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, value === null ? '' : String(value)]),
  );
  return { ...spec, query };
}

export interface CallResult {
  status: number;
  /** The envelope's code as text ('0', '00', '800005'…), or '' when the body is not an envelope. */
  code: string;
  data: unknown;
  ms: number;
}

function sessionHeaders(style: CallSpec['style']): Record<string, string> {
  return style === 'json'
    ? { 'X-Session-Id': DEMO_SESSION.sessionId, 'X-User-Id': DEMO_SESSION.userId }
    : { 'X-Device-Id': DEMO_SESSION.deviceId, 'X-App-Version': DEMO_SESSION.appVersion };
}

function envelopeOf(json: unknown): { code: string; data: unknown } {
  if (typeof json !== 'object' || json === null || !('code' in json))
    return { code: '', data: null };
  const code =
    typeof json.code === 'string' || typeof json.code === 'number' ? String(json.code) : '';
  return { code, data: 'data' in json ? json.data : null };
}

/** Sends one call to the loopback server; transport failures reject. */
export async function call(origin: string, spec: CallSpec): Promise<CallResult> {
  const query = `${demoQuery(spec.query ?? {})}`;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...spec.headers,
    ...sessionHeaders(spec.style),
  };
  let body: string | undefined;
  if (spec.method === 'POST') {
    const fields = Object.fromEntries(
      Object.entries(spec.body ?? {}).map(([key, value]) => [
        key,
        value === null ? '' : String(value),
      ]),
    );
    if (spec.style === 'json') {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(spec.body ?? {});
    } else {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = new URLSearchParams(fields).toString();
    }
  }
  const started = performance.now();
  const response = await fetch(`${origin}${spec.path}?${query}`, {
    method: spec.method,
    headers,
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let json: unknown;
  try {
    json = JSON.parse(text) as unknown;
  } catch {
    json = undefined;
  }
  return { status: response.status, ms, ...envelopeOf(json) };
}
