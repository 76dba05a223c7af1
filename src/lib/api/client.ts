import type * as v from 'valibot';
import { config } from '../../config/env';
import { common } from '../../strings/common';
import { COMMON_QUERY_KEYS, getSession, type Session } from '../session/session';
import type { RequestStyle } from '../../contract/endpoint';
import type { SuccessRule } from '../../contract/envelope';
import { ApiError } from './api-error';
import { parseEnvelope } from './parse-envelope';

export const REQUEST_TIMEOUT_MS = 60_000;

type Scalar = string | number | boolean | null | undefined;
export type RequestBody = Record<string, Scalar> | FormData;

export interface RequestOptions<T> {
  path: string;
  method?: 'GET' | 'POST';
  style?: RequestStyle;
  query?: Record<string, Scalar>;
  body?: RequestBody;
  success?: SuccessRule;
  /** Validates `data` of the envelope; a mismatch is a `malformed` error, never a crash. */
  schema: v.GenericSchema<unknown, T>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

function headerValue(value: string | undefined): string {
  return value ?? '';
}

export function buildHeaders(style: RequestStyle, session: Session): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
  };
  if (style === 'json') {
    headers['X-Session-Id'] = headerValue(session.sessionId);
    headers['X-User-Id'] = headerValue(session.userId);
  } else {
    headers['X-Device-Id'] = headerValue(session.deviceId);
    headers['X-App-Version'] = headerValue(session.appVersion);
  }
  return headers;
}

export function buildUrl(
  path: string,
  session: Session,
  query: Record<string, Scalar> = {},
): string {
  const [pathname, existing = ''] = path.split('?', 2);
  const params = new URLSearchParams(existing);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  for (const key of COMMON_QUERY_KEYS) {
    const value = session[key];
    if (value && !params.has(key)) params.set(key, value);
  }
  const text = params.toString();
  return `${config.apiBase}${pathname}${text ? `?${text}` : ''}`;
}

function encodeBody(style: RequestStyle, body: RequestBody): { payload: BodyInit; type?: string } {
  if (body instanceof FormData) return { payload: body };
  if (style === 'json') return { payload: JSON.stringify(body), type: 'application/json' };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) form.set(key, value === null ? '' : String(value));
  }
  return { payload: form, type: 'application/x-www-form-urlencoded;charset=UTF-8' };
}

/** One call: resolves with the validated `data`, rejects with an ApiError. Shows nothing. */
export async function request<T>(options: RequestOptions<T>): Promise<T> {
  const { path, method = 'POST', style = 'json', body, success = 'zero', schema } = options;
  const session = getSession();
  const headers = buildHeaders(style, session);
  const init: RequestInit = {
    method,
    headers,
    credentials: 'same-origin',
    referrerPolicy: 'no-referrer',
  };
  if (method === 'POST' && body !== undefined) {
    const { payload, type } = encodeBody(style, body);
    init.body = payload;
    if (type) headers['Content-Type'] = type;
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  init.signal = controller.signal;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, session, options.query), init);
  } catch (error) {
    if (timedOut) throw new ApiError('timeout', 'timeout', common.timeoutError);
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', 'network', common.networkError);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }

  const text = await response.text().catch(() => '');
  return parseEnvelope(
    { status: response.status, retryAfter: response.headers.get('Retry-After'), text },
    success,
    schema,
  );
}
