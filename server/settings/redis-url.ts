import { SettingError, valueOf, type Env } from './setting-readers';

const EXAMPLE = '(example: REDIS_URL=redis://redis.internal:6379, or rediss://… with TLS)';

/**
 * `REDIS_URL`: where every replica's limits count together (docs/decisions/ops-shared-limits.md);
 * unset, each process counts its own. Checked for its form only (reachability is the server's
 * to find out, and to survive); a password in it is never echoed.
 */
export function readRedisUrl(env: Env): string | undefined {
  const raw = valueOf(env, 'REDIS_URL');
  if (raw === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SettingError(`REDIS_URL is not a URL ${EXAMPLE}.`);
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new SettingError(
      `REDIS_URL must start with redis:// or rediss://, not ${url.protocol} ${EXAMPLE}.`,
    );
  if (!url.hostname) throw new SettingError(`REDIS_URL names no host ${EXAMPLE}.`);
  if (url.pathname !== '' && url.pathname !== '/' && !/^\/\d{1,2}$/.test(url.pathname))
    throw new SettingError(
      `REDIS_URL: its path can only be a database number (/0 to /15) ${EXAMPLE}.`,
    );
  return raw;
}

/** The URL as it may be printed: no user or password. */
export function printableRedisUrl(raw: string): string {
  const url = new URL(raw);
  return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}
