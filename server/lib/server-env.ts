import { isIP } from 'node:net';
import { parseUpstream, type UpstreamTarget } from '../proxy/upstream-target';

/** proxy-addr's names for address ranges, accepted as they are by Fastify's `trustProxy`. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

export interface ServerEnv {
  upstream?: { value: string; target: UpstreamTarget };
  trustedProxies: string[];
}

export type ServerEnvCheck = { ok: true; env: ServerEnv } | { ok: false; message: string };

/** `API_UPSTREAM` and `TRUSTED_PROXIES`, checked once at start-up with a clear refusal. */
export function readServerEnv(env: Record<string, string | undefined>): ServerEnvCheck {
  const trustedProxies = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = trustedProxies.filter((entry) => !isAddressOrRange(entry));
  if (invalid.length > 0) {
    return {
      ok: false,
      message: `TRUSTED_PROXIES: not an address or CIDR range: ${invalid.join(', ')} (example: TRUSTED_PROXIES=10.0.0.0/8,192.168.1.5).`,
    };
  }
  const raw = env.API_UPSTREAM?.trim();
  if (!raw) return { ok: true, env: { trustedProxies } };
  const upstream = parseUpstream(raw);
  if (!upstream.ok) return { ok: false, message: upstream.message };
  return { ok: true, env: { upstream: { value: raw, target: upstream.target }, trustedProxies } };
}

/** The lines `npm run serve` prints, so an operator sees at once what the server will do. */
export function startupLines(env: ServerEnv, origin: string, dataFile: string): string[] {
  const trust =
    env.trustedProxies.length > 0
      ? `Trusted proxies: ${env.trustedProxies.join(', ')} (their X-Forwarded-For/-Proto/-Host are believed)`
      : 'Trusted proxies: none (X-Forwarded-* from clients are ignored; the socket address is the client)';
  const mode = env.upstream
    ? `Mode: proxy. /api goes to ${env.upstream.target.base}${env.upstream.target.authorization ? ' (with the credentials from API_UPSTREAM)' : ''}; the sandbox is not loaded`
    : `Mode: sandbox. /api is answered by the built-in sandbox (data file ${dataFile})`;
  return [mode, trust, `Serving the app at ${origin}/`];
}
