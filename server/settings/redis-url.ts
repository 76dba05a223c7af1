import * as v from 'valibot';
import { parsedBy, type Parsed } from './setting-schemas';

const EXAMPLE = '(example: REDIS_URL=redis://redis.internal:6379, or rediss://… with TLS)';

/**
 * `REDIS_URL`: where every replica's limits count together (docs/decisions/ops-shared-limits.md);
 * unset, each process counts its own. Checked for its form only (reachability is the server's
 * to find out, and to survive); a password in it is never echoed.
 */
export const RedisUrl = v.optional(parsedBy(parseRedisUrl));

function parseRedisUrl(raw: string): Parsed<string> {
  const refuse = (message: string) => ({ ok: false as const, message: `${message} ${EXAMPLE}.` });
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('REDIS_URL is not a URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    return refuse(`REDIS_URL must start with redis:// or rediss://, not ${url.protocol}`);
  if (!url.hostname) return refuse('REDIS_URL names no host');
  if (url.pathname !== '' && url.pathname !== '/' && !/^\/\d{1,2}$/.test(url.pathname))
    return refuse('REDIS_URL: its path can only be a database number (/0 to /15)');
  return { ok: true, value: raw };
}

/** The URL as it may be printed: no user or password. */
export function printableRedisUrl(raw: string): string {
  const url = new URL(raw);
  return `${url.protocol}//${url.host}${url.pathname === '/' ? '' : url.pathname}`;
}
