/**
 * The one event the app reports to its own server (`POST /client-events`, not under /api, which
 * goes upstream in proxy mode): a server link the policy refused. It carries no path, query or
 * session value: only what ops need to fix a deployment's host lists. Shared by app and server.
 */
export const CLIENT_EVENTS_PATH = '/client-events';
export const CLIENT_EVENT_MAX_BYTES = 1024;

export const REFUSAL_REASONS = ['host', 'scheme', 'insecure', 'credentials', 'malformed'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

export const LINK_TARGETS = ['link', 'frame', 'image'] as const;
export type LinkTarget = (typeof LINK_TARGETS)[number];

/** What the app sends; the server checks every field again (server/host-policy/client-events.ts). */
export interface ClientEvent {
  kind: 'link-refused';
  target: LinkTarget;
  scheme: string;
  host: string;
  reason: RefusalReason;
  route: string;
}

/** The shapes a reported scheme, host and route may have: nothing else reaches a log line. */
export const EVENT_SCHEME = /^([a-z][a-z0-9+.-]{0,31})?$/;
export const EVENT_HOST = /^([a-z0-9.-]{1,253}|\[[0-9a-f:.]{2,45}\])?$/;
export const EVENT_ROUTE = /^\/[A-Za-z0-9/_.-]{0,120}$/;
