/** Where `/api` goes in proxy mode, checked once at start-up. */
export interface UpstreamTarget {
  /** Origin and base path, no credentials, no trailing slash: `https://api.lender.example/base`. */
  base: string;
  /** `Basic …` when the URL carried a user and password; sent on every forwarded call. */
  authorization?: string;
}

export type UpstreamCheck = { ok: true; target: UpstreamTarget } | { ok: false; message: string };

export function parseUpstream(value: string): UpstreamCheck {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { ok: false, message: `API_UPSTREAM is not a URL: "${value}".` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `API_UPSTREAM must be an http(s) URL, not ${url.protocol}.` };
  }
  if (url.search || url.hash) {
    return { ok: false, message: 'API_UPSTREAM must not carry a query string or a fragment.' };
  }
  const authorization = url.username
    ? `Basic ${Buffer.from(
        `${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`,
      ).toString('base64')}`
    : undefined;
  const base = `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`;
  return { ok: true, target: authorization ? { base, authorization } : { base } };
}
