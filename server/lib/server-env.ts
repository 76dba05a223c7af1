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
  /** `APP_ORIGIN`, reduced to its origin: where the foreign pages link back to and who may frame them. */
  appOrigin?: string;
  /** Where `GET /metrics` is served: its own loopback port, and/or the app's port with a token. */
  metrics: { listen?: { host: string; port: number }; token?: string };
  /** `SERVER_RENDER`: borrower screens rendered with their data by this server (on unless `off`). */
  serverRender: boolean;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  logRequests: boolean;
  upstreamHealthPath: string;
  drainSeconds: number;
  stopDeadlineSeconds: number;
}

export type ServerEnvCheck = { ok: true; env: ServerEnv } | { ok: false; message: string };

const APP_ORIGIN_EXAMPLE = '(example: APP_ORIGIN=https://app.lender.example)';

/**
 * `APP_ORIGIN` must be an origin: the foreign pages build their "Back to the app" links from it
 * and put it in `frame-ancestors`, so `127.0.0.1:4173` (no scheme) or a path would start fine
 * and then fail every pay and partner page, or silently drop the path.
 */
function readAppOrigin(raw: string): { ok: true; origin: string } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: `APP_ORIGIN: not a URL: ${raw} ${APP_ORIGIN_EXAMPLE}.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return {
      ok: false,
      message: `APP_ORIGIN must be an http(s) origin, not ${url.protocol} ${APP_ORIGIN_EXAMPLE}.`,
    };
  // Never echoed: a user and password here would be a secret in the start-up log.
  if (url.username || url.password)
    return {
      ok: false,
      message: `APP_ORIGIN must not carry a user or password ${APP_ORIGIN_EXAMPLE}.`,
    };
  if (url.pathname !== '/' || url.search || url.hash)
    return {
      ok: false,
      message: `APP_ORIGIN must be an origin only (scheme, host and port; no path or query): ${raw} ${APP_ORIGIN_EXAMPLE}.`,
    };
  return { ok: true, origin: url.origin };
}

/** A token shorter than this is refused: it would be guessable. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

type MetricsCheck = { ok: true; metrics: ServerEnv['metrics'] } | { ok: false; message: string };

/** `METRICS_PORT`, `METRICS_HOST` (default loopback) and `METRICS_TOKEN`. */
function readMetrics(env: Record<string, string | undefined>): MetricsCheck {
  const metrics: ServerEnv['metrics'] = {};
  const rawPort = env.METRICS_PORT?.trim();
  if (rawPort) {
    const port = Number(rawPort);
    if (!/^\d{1,5}$/.test(rawPort) || port < 1 || port > 65535)
      return {
        ok: false,
        message: `METRICS_PORT must be a port number (1-65535), not ${rawPort} (example: METRICS_PORT=9464).`,
      };
    metrics.listen = { host: env.METRICS_HOST?.trim() || '127.0.0.1', port };
  }
  const token = env.METRICS_TOKEN?.trim();
  if (token) {
    if (token.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(token))
      return {
        ok: false,
        message: `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces (example: METRICS_TOKEN=$(openssl rand -hex 24)).`,
      };
    metrics.token = token;
  }
  return { ok: true, metrics };
}

/** `API_UPSTREAM`, `TRUSTED_PROXIES`, `APP_ORIGIN` and the metrics settings, checked once at start-up with a clear refusal. */
export function readServerEnv(env: Record<string, string | undefined>): ServerEnvCheck {
  const checkedMetrics = readMetrics(env);
  if (!checkedMetrics.ok) return checkedMetrics;
  const { metrics } = checkedMetrics;
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
  const render = (env.SERVER_RENDER ?? 'on').trim().toLowerCase();
  if (render !== 'on' && render !== 'off') {
    return {
      ok: false,
      message: `SERVER_RENDER: must be on or off, not ${JSON.stringify(env.SERVER_RENDER)} (example: SERVER_RENDER=off sends every borrower screen as the app shell).`,
    };
  }
  const serverRender = render === 'on';
  const ops = {
    logLevel: 'info' as const,
    logRequests: env.LOG_REQUESTS === '1',
    upstreamHealthPath: env.UPSTREAM_HEALTH_PATH ?? '/',
    drainSeconds: Number(env.DRAIN_SECONDS ?? 10),
    stopDeadlineSeconds: Number(env.STOP_DEADLINE_SECONDS ?? 25),
  };
  const rawOrigin = env.APP_ORIGIN?.trim();
  const appOrigin = rawOrigin ? readAppOrigin(rawOrigin) : undefined;
  if (appOrigin && !appOrigin.ok) return appOrigin;
  const origin = appOrigin ? { appOrigin: appOrigin.origin } : {};
  const raw = env.API_UPSTREAM?.trim();
  if (!raw) return { ok: true, env: { trustedProxies, ...origin, metrics, serverRender, ...ops } };
  const upstream = parseUpstream(raw);
  if (!upstream.ok) return { ok: false, message: upstream.message };
  return {
    ok: true,
    env: {
      upstream: { value: raw, target: upstream.target },
      trustedProxies,
      ...origin,
      metrics,
      serverRender,
      ...ops,
    },
  };
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
  const where = [
    env.metrics.listen
      ? `http://${env.metrics.listen.host}:${env.metrics.listen.port}/metrics`
      : undefined,
    env.metrics.token ? `${origin}/metrics with the METRICS_TOKEN bearer token` : undefined,
  ].filter(Boolean);
  const metrics =
    where.length > 0
      ? `Metrics (Prometheus): ${where.join(' and ')}`
      : 'Metrics (Prometheus): off (set METRICS_PORT or METRICS_TOKEN)';
  const render = env.serverRender
    ? 'Borrower screens: rendered here with their first call (SERVER_RENDER=off sends the shell)'
    : 'Borrower screens: the app shell (SERVER_RENDER=off)';
  return [mode, trust, metrics, render, `Serving the app at ${origin}/`];
}
