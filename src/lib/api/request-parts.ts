import { config } from '../../config/env';
import type { RequestStyle } from '../../contract/endpoint';
import { buildLoaderInput, type LoaderWire } from '../../contract/screen-loader';
import { language as pageLanguage } from '../i18n/language';
import { ACCEPT_LANGUAGE, type Language } from '../i18n/language-rule';
import { COMMON_QUERY_KEYS, type Session } from '../session/session';
import type { RawAnswer } from './parse-envelope';

/*
 * How a call goes on the wire (DECISIONS.md section 3): address, headers and body. Shared by the
 * request layer and the boot script that starts a screen's loader call (src/boot/), so both
 * build the very same request. Small on purpose: the boot script loads nothing else.
 */

export type Scalar = string | number | boolean | null | undefined;
export type RequestBody = Record<string, Scalar> | FormData;

function headerValue(value: string | undefined): string {
  return value ?? '';
}

/**
 * The headers of a call: the request style's session headers (DECISIONS.md section 3) and, on
 * every call of either style, the page's language (`Accept-Language`, DECISIONS.md section 12).
 */
export function buildHeaders(
  style: RequestStyle,
  session: Session,
  language: Language = pageLanguage,
): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json',
    'Accept-Language': ACCEPT_LANGUAGE[language],
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

export function encodeBody(
  style: RequestStyle,
  body: RequestBody,
): { payload: BodyInit; type?: string } {
  if (body instanceof FormData) return { payload: body };
  if (style === 'json') return { payload: JSON.stringify(body), type: 'application/json' };
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined) form.set(key, value === null ? '' : String(value));
  }
  return { payload: form, type: 'application/x-www-form-urlencoded;charset=UTF-8' };
}

/** Where a call's parameters travel (the contract's `params`), as `callEndpoint` sends them. */
export function placeParams(
  endpoint: { method: 'GET' | 'POST'; params: 'query' | 'body' },
  params: Record<string, Scalar> | FormData,
  extraQuery?: Record<string, Scalar>,
): { query?: Record<string, Scalar>; body?: RequestBody } {
  const inQuery = endpoint.params === 'query' && !(params instanceof FormData);
  return {
    query: inQuery ? { ...extraQuery, ...(params as Record<string, Scalar>) } : extraQuery,
    body: inQuery ? (endpoint.method === 'POST' ? {} : undefined) : params,
  };
}

/** Sends a request and reads the answer's text (never throws for an HTTP status). */
export async function fetchRaw(url: string, init: RequestInit): Promise<RawAnswer> {
  const response = await fetch(url, init);
  const text = await response.text().catch(() => '');
  return { status: response.status, retryAfter: response.headers.get('Retry-After'), text };
}

/** Method, headers and encoded body of a call (the signal is the caller's). */
export function buildInit(
  method: 'GET' | 'POST',
  style: RequestStyle,
  session: Session,
  body?: RequestBody,
  extraHeaders: Record<string, string> = {},
): RequestInit {
  const headers = { ...extraHeaders, ...buildHeaders(style, session) };
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
  return init;
}

/**
 * The whole request of a call: its address and its init. The app's request layer, the boot
 * script and the server's render all build their requests here, so they send the same request.
 */
export function buildRequest(
  call: { method: 'GET' | 'POST'; style: RequestStyle; path: string },
  session: Session,
  query?: Record<string, Scalar>,
  body?: RequestBody,
  headers?: Record<string, string>,
): { url: string; init: RequestInit } {
  const url = buildUrl(call.path, session, query);
  const init = buildInit(call.method, call.style, session, body, headers);
  return { url, init };
}

/**
 * The request of a screen's loader for this session, built by the request layer's own
 * functions (src/lib/api/request-parts.ts); undefined when the link lacks a value the call needs (the screen
 * then makes no call either). The boot call (src/boot/start-loader-call.ts) and the server render
 * (src/server-render/render-screen.tsx) both build theirs here.
 */
export function loaderRequest(
  call: LoaderWire,
  session: Session,
): { url: string; init: RequestInit } | undefined {
  const input = buildLoaderInput(call, session);
  if (!input) return undefined;
  const { query, body } = placeParams(call, input);
  const path = call.path.replaceAll('{provider}', config.provider);
  return buildRequest({ method: call.method, style: call.style, path }, session, query, body);
}
