import { config } from '../../config/env';

/**
 * The one gate for every server-provided link (DECISIONS.md section 7).
 * - `page`: an http(s) URL on this origin or an allowed host; the page may navigate to it.
 * - `native`: an app link (scheme URL); only the native bridge may open it.
 * - `blocked`: script, data and other dangerous or malformed links; nothing opens them.
 */
export type GuardedLink =
  | { kind: 'page'; url: string }
  | { kind: 'native'; url: string }
  | { kind: 'blocked'; reason: string };

const DANGEROUS_SCHEMES = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'blob:',
  'file:',
  'about:',
  'filesystem:',
]);

// eslint-disable-next-line no-control-regex
const LEADING_JUNK = /^[\u0000-\u0020\u007f]+/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHAR = /[\u0000-\u001f\u007f]/;

export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  const name = host.toLowerCase();
  return allowed.some((pattern) =>
    pattern.startsWith('*.')
      ? name.endsWith(pattern.slice(1)) && name.length > pattern.length - 1
      : name === pattern,
  );
}

export function guardUrl(
  raw: unknown,
  origin: string = window.location.origin,
  allowedHosts: readonly string[] = config.linkHosts,
): GuardedLink {
  if (typeof raw !== 'string') return { kind: 'blocked', reason: 'not a string' };
  // Browsers drop leading spaces and control characters from URLs, so the check does too; any
  // control character left inside (a tab splitting "java\tscript:") blocks the link.
  const text = raw.replace(LEADING_JUNK, '').trim();
  if (text === '' || CONTROL_CHAR.test(text)) {
    return { kind: 'blocked', reason: 'empty or control characters' };
  }
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return { kind: 'blocked', reason: 'not a URL' };
  }
  const protocol = url.protocol.toLowerCase();
  if (DANGEROUS_SCHEMES.has(protocol)) return { kind: 'blocked', reason: `${protocol} link` };
  if (protocol === 'http:' || protocol === 'https:') {
    if (url.username || url.password) return { kind: 'blocked', reason: 'credentials in URL' };
    const sameOrigin = url.origin === origin;
    if (!sameOrigin && !hostAllowed(url.hostname, allowedHosts)) {
      return { kind: 'blocked', reason: `host ${url.hostname} is not allowed` };
    }
    return { kind: 'page', url: url.href };
  }
  // Any other scheme is an app link: only the native shell may open it.
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return { kind: 'native', url: text };
  return { kind: 'blocked', reason: 'unknown link' };
}

/** SPEC.md section 5: a product link opens in the page if it starts with http (any case). */
export function startsWithHttp(link: string): boolean {
  return /^http/i.test(link.trim());
}
