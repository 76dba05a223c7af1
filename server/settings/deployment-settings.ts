import * as v from 'valibot';
import { HostEntryError } from '../../src/lib/links/host-policy';
import { hostListsFromEnv, type RawHostLists } from '../lib/deployment-hosts';
import { accepted, parsedBy, quoted, type Parsed } from './setting-schemas';

const APP_ORIGIN_EXAMPLE = '(example: APP_ORIGIN=https://app.lender.example)';

/**
 * `APP_ORIGIN` must be an origin: the foreign pages build their "Back to the app" links from it
 * and put it in `frame-ancestors`, so `127.0.0.1:4173` (no scheme) or a path would start fine
 * and then fail every pay and partner page, or silently drop the path.
 */
function parseAppOrigin(raw: string): Parsed<string> {
  const refuse = (message: string) => ({
    ok: false as const,
    message: `${message} ${APP_ORIGIN_EXAMPLE}.`,
  });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse(`APP_ORIGIN: not a URL: ${quoted(raw)}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return refuse(`APP_ORIGIN must be an http(s) origin, not ${url.protocol}`);
  // Never echoed: a user and password here would be a secret in the start-up log.
  if (url.username || url.password) return refuse('APP_ORIGIN must not carry a user or password');
  if (url.pathname !== '/' || url.search || url.hash)
    return refuse(
      `APP_ORIGIN must be an origin only (scheme, host and port; no path or query): ${quoted(raw)}`,
    );
  return { ok: true, value: url.origin };
}

export const AppOrigin = v.optional(parsedBy(parseAppOrigin));

/** `LINK_HOSTS`, `FRAME_HOSTS`, `IMAGE_HOSTS` as set, read together by `hostLists`. */
type HostVariables = {
  [Name in keyof typeof HostEntries]?: string | undefined;
};

export const HostEntries = {
  LINK_HOSTS: v.optional(v.string()),
  FRAME_HOSTS: v.optional(v.string()),
  IMAGE_HOSTS: v.optional(v.string()),
};

/**
 * The three lists, or undefined when none is set (the server's defaults apply). The entry checks
 * are the app's own (src/lib/links/host-policy.ts).
 */
export function hostLists(lists: HostVariables): Parsed<RawHostLists | undefined> {
  try {
    return { ok: true, value: hostListsFromEnv(lists) };
  } catch (error) {
    if (!(error instanceof HostEntryError)) throw error;
    return {
      ok: false,
      message: `${error.message} (example entries: pay.gateway.example, cdn.lender.example:8443, *.lender.example).`,
    };
  }
}

/** `SERVER_RENDER`: borrower screens rendered with their data by this server (on unless `off`). */
export const ServerRender = v.optional(
  v.pipe(
    accepted(
      (raw) => ['on', 'off'].includes(raw.toLowerCase()),
      (raw) =>
        `SERVER_RENDER: must be on or off, not ${quoted(raw)} (example: SERVER_RENDER=off sends every borrower screen as the app shell).`,
    ),
    v.transform((raw) => raw.toLowerCase() === 'on'),
  ),
  'on',
);

/**
 * `TZ`: the zone the server renders dates in. Node falls back to UTC without a word for a name
 * it does not know, so a typo would shift every date on a rendered screen.
 */
export const TimeZone = v.optional(
  accepted(
    (raw) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: raw });
        return true;
      } catch {
        return false;
      }
    },
    (raw) => `TZ must be a time zone name, not ${quoted(raw)} (example: TZ=Asia/Manila).`,
  ),
  'Asia/Manila',
);
