import type { UpstreamTarget } from './upstream-target';
import type { RawHostLists } from '../lib/deployment-hosts';
import {
  readAppOrigin,
  readHostLists,
  readServerRender,
  readTimeZone,
} from './deployment-settings';
import { readMetrics, type MetricsSettings } from './metrics-settings';
import { readHealthPath, readRunMode } from './run-mode';
import { readSmsPerNumber, refuseSandboxSettings } from './limit-settings';
import {
  readChoice,
  readFlag,
  readHost,
  readPort,
  readSeconds,
  quoted,
  SettingError,
  valueOf,
  type Env,
} from './setting-readers';
import { printableRedisUrl, readRedisUrl } from './redis-url';
import { readTrustedProxies } from './trusted-proxies';

/** pino's level names, in its order; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** What both modes read. */
interface CommonEnv {
  /** `HOST` (default `127.0.0.1`) and `PORT` (default 4173; 0 = any free port). */
  host: string;
  port: number;
  /** `DIST_DIR`, or the legacy `OUT_DIR` (default `dist`), as written: relative to the working directory. */
  distDir: string;
  /** `APP_ORIGIN`, reduced to its origin: where the foreign pages link back to and who may frame them. */
  appOrigin?: string;
  /** `TRUSTED_PROXIES`: never a range that takes in the internet. */
  trustedProxies: string[];
  /** Where `GET /metrics` is served: its own loopback port, and/or the app's port with a token. */
  metrics: MetricsSettings;
  /** `SERVER_RENDER`: borrower screens rendered with their data by this server (on unless `off`). */
  serverRender: boolean;
  /** `LINK_HOSTS`/`FRAME_HOSTS`/`IMAGE_HOSTS` checked; undefined when none is set (mode defaults). */
  hosts?: RawHostLists;
  /** `LOG_LEVEL` (default `info`). */
  logLevel: LogLevel;
  /** `LOG_REQUESTS=1`: one redacted line per request. */
  logRequests: boolean;
  /** `DRAIN_SECONDS` (default 10): how long the server keeps serving after SIGTERM while the load balancer takes it out. */
  drainSeconds: number;
  /** `STOP_DEADLINE_SECONDS` (default 25, greater than drainSeconds): the process exits this long after SIGTERM whatever clients do. */
  stopDeadlineSeconds: number;
  /** `UPSTREAM_HEALTH_PATH` (default `/`): what the readiness check requests under `upstream.target.base` (proxy mode). */
  upstreamHealthPath: string;
  /** `TZ` (default `Asia/Manila`): the zone rendered dates are in. */
  timeZone: string;
  /** `REDIS_URL`: the limits count in Redis, shared by every replica; unset, in each process. */
  redisUrl?: string;
  /** `SMS_PER_NUMBER_PER_HOUR` (default 5): SMS codes one phone may be sent in an hour. */
  smsPerNumberPerHour: number;
  /**
   * `OVERLOAD_SHELL_ABOVE_MS` (200) and `OVERLOAD_REFUSE_ABOVE_MS` (2000): the event loop's mean
   * delay above which pages go out as the shell, and above which pages and API calls get 503.
   */
  overload: { shellAboveMs: number; refuseAboveMs: number };
  /**
   * `UPSTREAM_CONNECTIONS` (64), `UPSTREAM_QUEUE` (1024), `MAX_CONNECTIONS` (4096): connections to
   * the lender's API, calls waiting for one before 503, client connections held at most.
   */
  capacity: { upstreamConnections: number; upstreamQueue: number; maxConnections: number };
}

/** `SANDBOX=1`: the built-in sandbox answers `/api`, with its foreign origin beside it. */
export interface SandboxEnv extends CommonEnv {
  mode: 'sandbox';
  upstream?: undefined;
  /** `DATA_FILE` (default `.data/sandbox.db`). */
  dataFile: string;
  /** `FOREIGN_HOST` (default `localhost`), `FOREIGN_PORT` (default PORT+1; 0 when PORT is 0). */
  foreign: { host: string; port: number };
}

/** `API_UPSTREAM`: `/api` is proxied to the lender's API. */
export interface ProxyEnv extends CommonEnv {
  mode: 'proxy';
  upstream: {
    /** As set, credentials included: for `buildServer({ upstream })` only, never to print. */
    value: string;
    target: UpstreamTarget;
  };
}

export type ServerEnv = SandboxEnv | ProxyEnv;

export type ServerEnvCheck = { ok: true; env: ServerEnv } | { ok: false; message: string };

export const DEFAULT_PORT = 4173;

/** Read in either mode: a bad value is a mistake even where the proxy does not use it. */
function readForeign(env: Env, port: number, mode: ServerEnv['mode']): SandboxEnv['foreign'] {
  const host = readHost(env, 'FOREIGN_HOST', 'localhost', 'localhost');
  const fallback = port === 0 ? 0 : Math.min(port + 1, 65535);
  if (mode === 'sandbox' && valueOf(env, 'FOREIGN_PORT') === undefined && port === 65535)
    throw new SettingError(
      'FOREIGN_PORT is not set, and PORT+1 (65536) is not a port: set it (example: FOREIGN_PORT=4174).',
    );
  return {
    host,
    port: readPort(env, 'FOREIGN_PORT', { fallback, anyFreePort: true, example: '4174' }),
  };
}

function readShutdown(env: Env): Pick<CommonEnv, 'drainSeconds' | 'stopDeadlineSeconds'> {
  const drainSeconds = readSeconds(env, 'DRAIN_SECONDS', 10, 'DRAIN_SECONDS=10');
  const stopDeadlineSeconds = readSeconds(
    env,
    'STOP_DEADLINE_SECONDS',
    25,
    'STOP_DEADLINE_SECONDS=25',
  );
  // Equal would end the process the moment draining ends: requests still in flight get no time.
  if (stopDeadlineSeconds <= drainSeconds)
    throw new SettingError(
      `STOP_DEADLINE_SECONDS (${stopDeadlineSeconds}) must be greater than DRAIN_SECONDS (${drainSeconds}): requests still running when draining ends need time to finish (example: STOP_DEADLINE_SECONDS=${drainSeconds + 15}).`,
    );
  return { drainSeconds, stopDeadlineSeconds };
}

function readOverload(env: Env): CommonEnv['overload'] {
  const read = (name: string, fallback: number) => {
    const raw = valueOf(env, name);
    if (raw === undefined) return fallback;
    if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1)
      throw new SettingError(
        `${name} must be whole milliseconds from 1 to 999999, not ${quoted(raw)} (example: ${name}=${fallback}).`,
      );
    return Number(raw);
  };
  const shellAboveMs = read('OVERLOAD_SHELL_ABOVE_MS', 200);
  const refuseAboveMs = read('OVERLOAD_REFUSE_ABOVE_MS', 2000);
  if (refuseAboveMs <= shellAboveMs)
    throw new SettingError(
      `OVERLOAD_REFUSE_ABOVE_MS (${refuseAboveMs}) must be greater than OVERLOAD_SHELL_ABOVE_MS (${shellAboveMs}): the server sends the shell before it refuses (example: OVERLOAD_REFUSE_ABOVE_MS=${shellAboveMs * 10}).`,
    );
  return { shellAboveMs, refuseAboveMs };
}

/** A whole number from 1 to `max`, or `fallback` when unset. */
function readCount(env: Env, name: string, fallback: number, max: number): number {
  const raw = valueOf(env, name);
  if (raw === undefined) return fallback;
  if (!/^\d{1,7}$/.test(raw) || Number(raw) < 1 || Number(raw) > max)
    throw new SettingError(
      `${name} must be a whole number from 1 to ${max}, not ${quoted(raw)} (example: ${name}=${fallback}).`,
    );
  return Number(raw);
}

function readCapacity(env: Env): CommonEnv['capacity'] {
  return {
    upstreamConnections: readCount(env, 'UPSTREAM_CONNECTIONS', 64, 4096),
    upstreamQueue: readCount(env, 'UPSTREAM_QUEUE', 1024, 100_000),
    maxConnections: readCount(env, 'MAX_CONNECTIONS', 4096, 1_000_000),
  };
}

/** Every setting, in the order README's Configuration table lists them; throws a SettingError. */
function readSettings(env: Env): ServerEnv {
  const run = readRunMode(env);
  if (run.mode === 'proxy') refuseSandboxSettings(env);
  const port = readPort(env, 'PORT', {
    fallback: DEFAULT_PORT,
    anyFreePort: true,
    example: '8080',
  });
  const common: CommonEnv = {
    host: readHost(env, 'HOST', '127.0.0.1', '0.0.0.0'),
    port,
    distDir: valueOf(env, 'DIST_DIR') ?? valueOf(env, 'OUT_DIR') ?? 'dist',
    trustedProxies: readTrustedProxies(env),
    metrics: readMetrics(env),
    serverRender: readServerRender(env),
    logLevel: readChoice(env, 'LOG_LEVEL', LOG_LEVELS, 'info', 'LOG_LEVEL=warn'),
    logRequests: readFlag(env, 'LOG_REQUESTS', 'LOG_REQUESTS=1 logs one line per request'),
    ...readShutdown(env),
    overload: readOverload(env),
    capacity: readCapacity(env),
    upstreamHealthPath: readHealthPath(env),
    timeZone: readTimeZone(env, 'Asia/Manila'),
    smsPerNumberPerHour: readSmsPerNumber(env),
  };
  const appOrigin = readAppOrigin(env);
  if (appOrigin !== undefined) common.appOrigin = appOrigin;
  const hosts = readHostLists(env);
  if (hosts !== undefined) common.hosts = hosts;
  const redisUrl = readRedisUrl(env);
  if (redisUrl !== undefined) common.redisUrl = redisUrl;
  const foreign = readForeign(env, port, run.mode);
  if (run.mode === 'sandbox')
    return {
      ...common,
      mode: 'sandbox',
      dataFile: valueOf(env, 'DATA_FILE') ?? '.data/sandbox.db',
      foreign,
    };
  return { ...common, mode: 'proxy', upstream: run.upstream };
}

/**
 * Every variable the server reads, checked once at start-up. A bad one (the first, in the
 * order of README's table) is refused with one line that starts with its name, says what is
 * wrong and gives an example; secrets (METRICS_TOKEN, credentials in API_UPSTREAM) are never
 * echoed.
 */
export function readServerEnv(env: Env): ServerEnvCheck {
  try {
    return { ok: true, env: readSettings(env) };
  } catch (error) {
    if (!(error instanceof SettingError)) throw error;
    // One line whatever a value held: it is the operator's whole diagnosis.
    return { ok: false, message: error.message.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ') };
  }
}

/** The lines `npm run serve` prints, so an operator sees at once what the server will do. */
export function startupLines(env: ServerEnv, origin: string, dataFile: string): string[] {
  const trust =
    env.trustedProxies.length > 0
      ? `Trusted proxies: ${env.trustedProxies.join(', ')} (their X-Forwarded-For/-Proto/-Host are believed)`
      : 'Trusted proxies: none (X-Forwarded-* from clients are ignored; the socket address is the client; the API gets no X-Forwarded-Host/-Proto)';
  const mode =
    env.mode === 'proxy'
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
  const limits = env.redisUrl
    ? `Limits: counted in Redis at ${printableRedisUrl(env.redisUrl)}, shared by every replica`
    : 'Limits: counted in this process (set REDIS_URL to share them across replicas)';
  return [mode, trust, metrics, render, limits, `Serving the app at ${origin}/`];
}
