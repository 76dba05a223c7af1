import type { Parsed } from './setting-schemas';

/** Where `/api` goes in proxy mode, checked once at start-up. */
export interface UpstreamTarget {
  /** Origin and base path, no credentials, no trailing slash: `https://api.lender.example/base`. */
  base: string;
  /** `Basic …` when the URL carried a user and password; sent on every forwarded call. */
  authorization?: string;
}

const EXAMPLE = '(example: API_UPSTREAM=https://api.lender.example/base)';

/** `decodeURIComponent`, or undefined for a malformed `%` escape (it would throw a URIError). */
function decoded(part: string): string | undefined {
  try {
    return decodeURIComponent(part);
  } catch {
    return undefined;
  }
}

/**
 * Every message names API_UPSTREAM and never echoes a value that may hold the credentials
 * (anything with an `@`): they would land in the start-up log.
 */
export function parseUpstream(value: string): Parsed<UpstreamTarget> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    const shown = value.includes('@') ? '' : `: ${JSON.stringify(value)}`;
    return { ok: false, message: `API_UPSTREAM is not a URL${shown} ${EXAMPLE}.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return {
      ok: false,
      message: `API_UPSTREAM must be an http(s) URL, not ${url.protocol} ${EXAMPLE}.`,
    };
  }
  if (url.search || url.hash) {
    return {
      ok: false,
      message: `API_UPSTREAM must not carry a query string or a fragment ${EXAMPLE}.`,
    };
  }
  let authorization: string | undefined;
  if (url.username) {
    const user = decoded(url.username);
    const password = decoded(url.password);
    if (user === undefined || password === undefined)
      return {
        ok: false,
        message:
          'API_UPSTREAM: the user or password has a % that does not start an escape; write % as %25, @ as %40 and : as %3A (example: API_UPSTREAM=https://app:p%40ss@api.lender.example/base).',
      };
    authorization = `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
  }
  const base = `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  return { ok: true, value: authorization ? { base, authorization } : { base } };
}
