import { HostEntryError } from '../../src/lib/links/host-policy';
import { hostListsFromEnv, type RawHostLists } from '../lib/deployment-hosts';
import { quoted, SettingError, valueOf, type Env } from './setting-readers';

const APP_ORIGIN_EXAMPLE = '(example: APP_ORIGIN=https://app.lender.example)';

/**
 * `APP_ORIGIN` must be an origin: the foreign pages build their "Back to the app" links from it
 * and put it in `frame-ancestors`, so `127.0.0.1:4173` (no scheme) or a path would start fine
 * and then fail every pay and partner page, or silently drop the path.
 */
export function readAppOrigin(env: Env): string | undefined {
  const raw = valueOf(env, 'APP_ORIGIN');
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SettingError(`APP_ORIGIN: not a URL: ${quoted(raw)} ${APP_ORIGIN_EXAMPLE}.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new SettingError(
      `APP_ORIGIN must be an http(s) origin, not ${url.protocol} ${APP_ORIGIN_EXAMPLE}.`,
    );
  // Never echoed: a user and password here would be a secret in the start-up log.
  if (url.username || url.password)
    throw new SettingError(`APP_ORIGIN must not carry a user or password ${APP_ORIGIN_EXAMPLE}.`);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new SettingError(
      `APP_ORIGIN must be an origin only (scheme, host and port; no path or query): ${quoted(raw)} ${APP_ORIGIN_EXAMPLE}.`,
    );
  return url.origin;
}

/**
 * `LINK_HOSTS`, `FRAME_HOSTS`, `IMAGE_HOSTS`, or undefined when none is set (the server's
 * defaults apply). The entry checks are the app's own (src/lib/links/host-policy.ts).
 */
export function readHostLists(env: Env): RawHostLists | undefined {
  try {
    return hostListsFromEnv(env);
  } catch (error) {
    if (!(error instanceof HostEntryError)) throw error;
    throw new SettingError(
      `${error.message} (example entries: pay.gateway.example, cdn.lender.example:8443, *.lender.example).`,
    );
  }
}

/** `SERVER_RENDER`: borrower screens rendered with their data by this server (on unless `off`). */
export function readServerRender(env: Env): boolean {
  const raw = valueOf(env, 'SERVER_RENDER') ?? 'on';
  const render = raw.toLowerCase();
  if (render === 'on' || render === 'off') return render === 'on';
  throw new SettingError(
    `SERVER_RENDER: must be on or off, not ${quoted(raw)} (example: SERVER_RENDER=off sends every borrower screen as the app shell).`,
  );
}

/**
 * `TZ`: the zone the server renders dates in. Node falls back to UTC without a word for a name
 * it does not know, so a typo would shift every date on a rendered screen.
 */
export function readTimeZone(env: Env, fallback: string): string {
  const raw = valueOf(env, 'TZ') ?? fallback;
  try {
    new Intl.DateTimeFormat('en', { timeZone: raw });
    return raw;
  } catch {
    throw new SettingError(
      `TZ must be a time zone name, not ${quoted(raw)} (example: TZ=Asia/Manila).`,
    );
  }
}
