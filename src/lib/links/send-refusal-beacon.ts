import {
  CLIENT_EVENT_MAX_BYTES,
  CLIENT_EVENTS_PATH,
  EVENT_HOST,
  EVENT_SCHEME,
  type ClientEvent,
  type LinkTarget,
  type RefusalReason,
} from './client-event';

/** Reports per page load at most, and each distinct refusal once. */
const MAX_REPORTS = 20;
const sent = new Set<string>();

function routeName(): string {
  const path = window.location.pathname.replace(/[^A-Za-z0-9/_.-]/g, '').slice(0, 120);
  return path.startsWith('/') ? path : '/';
}

/**
 * Loaded on the first refusal only (src/lib/links/report-refused-link.ts).
 * Tells the app's own server (for ops) that a link was refused: the kind, the link's scheme and
 * host (never its path or query), why, and the screen. A beacon: it never delays the borrower,
 * and a failure to send is ignored.
 */
export function sendRefusalBeacon(refusal: {
  target: LinkTarget;
  scheme: string;
  host: string;
  reason: RefusalReason;
}): void {
  const event: ClientEvent = {
    kind: 'link-refused',
    target: refusal.target,
    scheme: EVENT_SCHEME.test(refusal.scheme) ? refusal.scheme : '',
    host: EVENT_HOST.test(refusal.host) ? refusal.host : '',
    reason: refusal.reason,
    route: routeName(),
  };
  const body = JSON.stringify(event);
  if (sent.has(body) || sent.size >= MAX_REPORTS || body.length > CLIENT_EVENT_MAX_BYTES) return;
  sent.add(body);
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(CLIENT_EVENTS_PATH, body)
    )
      return;
    void fetch(CLIENT_EVENTS_PATH, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'text/plain' },
    }).catch(() => undefined);
  } catch {
    // Reporting is for ops only: it must never break the screen.
  }
}
