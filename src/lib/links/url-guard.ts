import { config } from '../../config/env';
import type { RefusalReason } from './client-event';
import { hostRefusal, type HostRule } from './host-policy';
import { frameRuleSets, imageRuleSets, linkRules } from './runtime-hosts';

/**
 * The one gate for every server-provided link (DECISIONS.md section 7).
 * - `page`: https on this origin or a LINK_HOSTS host (http only on loopback); the page may go there.
 * - `native`: the app's own scheme (`pesoloan://…`), `tel:` or `mailto:`; only the bridge opens it.
 * - `blocked`: everything else (script, data, intent, file links, other hosts, malformed links),
 *   with why, and the link's scheme and host for the ops report (never its path or query).
 *   `copyUrl` is set only for an https link refused because its host is not listed.
 */
export type GuardedLink = { kind: 'page'; url: string } | { kind: 'native'; url: string } | Refused;

export interface Refused {
  kind: 'blocked';
  reason: RefusalReason;
  scheme: string;
  host: string;
  copyUrl?: string;
}

// eslint-disable-next-line no-control-regex
const LEADING_JUNK = /^[\u0000-\u0020\u007f]+/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHAR = /[\u0000-\u001f\u007f]/;
/** A phone number only: no `*` or `#`, so no USSD code can ride in on a tel: link. */
const TEL = /^tel:\+?[\d\s().-]{3,32}$/i;
const MAILTO = /^mailto:[^\s@]+@[^\s@]+$/i;

function refused(reason: RefusalReason, url?: URL): Refused {
  const scheme = url ? url.protocol.replace(/:$/, '').toLowerCase() : '';
  const host = url ? url.hostname.toLowerCase() : '';
  return { kind: 'blocked', reason, scheme, host };
}

/** Browsers drop leading spaces and control characters from URLs, so the check does too. */
function parse(raw: unknown, origin: string): { text: string; url: URL } | Refused {
  if (typeof raw !== 'string') return refused('malformed');
  const text = raw.replace(LEADING_JUNK, '').trim();
  // Any control character left inside (a tab splitting "java\tscript:") refuses the link.
  if (text === '' || CONTROL_CHAR.test(text)) return refused('malformed');
  try {
    return { text, url: new URL(text, origin) };
  } catch {
    return refused('malformed');
  }
}

/** Of the links that are not http(s), only the app's own scheme, tel: and mailto: go native. */
/**
 * The page's own origin; at build time (a prerendered public page, no window) a placeholder that
 * is same-origin with the app's relative links, so they render as they will in the browser.
 */
function pageOrigin(): string {
  return typeof window === 'undefined' ? 'https://prerender.invalid' : window.location.origin;
}

export function nativeLinkAllowed(text: string, schemePrefix: string = config.schemeUrlPrefix) {
  const lower = text.toLowerCase();
  const prefix = schemePrefix.toLowerCase();
  return (
    (lower.startsWith(prefix) && lower.length > prefix.length) ||
    TEL.test(text) ||
    MAILTO.test(text)
  );
}

function webRefusal(url: URL, origin: string, ruleSets: readonly (readonly HostRule[])[]) {
  if (url.username !== '' || url.password !== '') return refused('credentials', url);
  if (url.origin === origin) return null;
  for (const rules of ruleSets) {
    const reason = hostRefusal(url, rules);
    if (reason === 'host' && url.protocol === 'https:') {
      return { ...refused('host', url), copyUrl: url.href };
    }
    if (reason) return refused(reason, url);
  }
  return null;
}

function isWeb(url: URL): boolean {
  return url.protocol === 'https:' || url.protocol === 'http:';
}

export function guardUrl(
  raw: unknown,
  origin: string = pageOrigin(),
  allowedHosts: readonly HostRule[] = linkRules(),
  schemePrefix: string = config.schemeUrlPrefix,
): GuardedLink {
  const parsed = parse(raw, origin);
  if ('kind' in parsed) return parsed;
  const { text, url } = parsed;
  if (!isWeb(url)) {
    // Only a link that names its scheme can go native; the rest resolved against our origin.
    return nativeLinkAllowed(text, schemePrefix)
      ? { kind: 'native', url: text }
      : refused('scheme', url);
  }
  return webRefusal(url, origin, [allowedHosts]) ?? { kind: 'page', url: url.href };
}

/** Agreement and policy pages shown in a frame: this origin or a FRAME_HOSTS host, nothing else. */
export function guardFrameUrl(
  raw: unknown,
  origin: string = pageOrigin(),
  ruleSets: readonly (readonly HostRule[])[] = frameRuleSets(),
): { kind: 'frame'; url: string } | Refused {
  const parsed = parse(raw, origin);
  if ('kind' in parsed) return parsed;
  if (!isWeb(parsed.url)) return refused('scheme', parsed.url);
  return webRefusal(parsed.url, origin, ruleSets) ?? { kind: 'frame', url: parsed.url.href };
}

/**
 * A server-given image (logo, banner, QR code): this origin, an IMAGE_HOSTS host or an inline
 * `data:image/…`; anything else is refused (the caller shows its placeholder, not a broken image
 * the CSP would block).
 */
export function guardImageUrl(
  raw: unknown,
  origin: string = pageOrigin(),
  ruleSets: readonly (readonly HostRule[])[] = imageRuleSets(),
): { kind: 'image'; url: string } | Refused {
  const parsed = parse(raw, origin);
  if ('kind' in parsed) return parsed;
  const { text, url } = parsed;
  if (url.protocol === 'data:') {
    return /^data:image\/[a-z0-9.+-]+[;,]/i.test(text)
      ? { kind: 'image', url: text }
      : refused('scheme', url);
  }
  if (!isWeb(url)) return refused('scheme', url);
  return webRefusal(url, origin, ruleSets) ?? { kind: 'image', url: url.href };
}

/** SPEC.md section 5: a product link opens in the page if it starts with http (any case). */
export function startsWithHttp(link: string): boolean {
  return /^http/i.test(link.trim());
}
