import * as v from 'valibot';
import type { RawHostLists } from '../lib/deployment-hosts';
import { AppOrigin, HostEntries, hostLists, ServerRender, TimeZone } from './deployment-settings';
import { SANDBOX_ONLY, SmsPerNumber } from './limit-settings';
import { MetricsEntries, metricsOf, metricsTokenRefusal } from './metrics-settings';
import { RedisUrl } from './redis-url';
import { ApiUpstream, HealthPath, runModeRefusal } from './run-mode';
import {
  choice,
  flag,
  hostName,
  numberSetting,
  port,
  presentValues,
  type Env,
} from './setting-schemas';
import { TrustedProxies } from './trusted-proxies';

/** pino's level names, in its order; `silent` logs nothing. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** SPEC.md: every call times out after 60 s (not a setting; tests shorten it). */
const UPSTREAM_TIMEOUT_MS = 60_000;
/**
 * Largest body the proxy forwards: the sandbox's 10 MB file limit plus room for the form fields
 * and multipart framing. The upstream applies its own, stricter rules. Not a setting.
 */
const PROXY_BODY_LIMIT = 12 * 1024 * 1024;

const seconds = (name: string, fallback: number) =>
  numberSetting(name, { from: 0, to: 3600, unit: 'whole seconds' }, fallback);
const milliseconds = (name: string, fallback: number) =>
  numberSetting(name, { from: 1, to: 999_999, unit: 'whole milliseconds' }, fallback);
const count = (name: string, to: number, fallback: number) =>
  numberSetting(name, { from: 1, to, digits: 7 }, fallback);

/**
 * Every variable the server reads, in the order of docs/operations.md's table: each checked on
 * its own (a blank value is unset), then the few that depend on each other.
 */
const Variables = v.looseObject({
  /** Checked with API_UPSTREAM before the rest (./run-mode.ts): the mode is whether that is set. */
  SANDBOX: v.optional(v.string()),
  API_UPSTREAM: ApiUpstream,
  HOST: v.optional(hostName('HOST', '0.0.0.0'), '127.0.0.1'),
  /** 0 = any free port. */
  PORT: v.optional(port('PORT', true, '8080'), '4173'),
  /** As written: relative to the working directory; the legacy `OUT_DIR` when unset. */
  DIST_DIR: v.optional(v.string()),
  OUT_DIR: v.optional(v.string(), 'dist'),
  DATA_FILE: v.optional(v.string(), '.data/sandbox.db'),
  FOREIGN_HOST: v.optional(hostName('FOREIGN_HOST', 'localhost'), 'localhost'),
  /** PORT+1 when unset (0 when PORT is 0). */
  FOREIGN_PORT: v.optional(port('FOREIGN_PORT', true, '4174')),
  APP_ORIGIN: AppOrigin,
  TRUSTED_PROXIES: TrustedProxies,
  ...HostEntries,
  LOG_LEVEL: v.optional(choice('LOG_LEVEL', LOG_LEVELS, 'LOG_LEVEL=warn'), 'info'),
  LOG_REQUESTS: flag('LOG_REQUESTS', 'LOG_REQUESTS=1 logs one line per request'),
  ...MetricsEntries,
  SERVER_RENDER: ServerRender,
  /** How long the server keeps serving after SIGTERM while the load balancer takes it out. */
  DRAIN_SECONDS: seconds('DRAIN_SECONDS', 10),
  /** The process exits this long after SIGTERM whatever clients do. */
  STOP_DEADLINE_SECONDS: seconds('STOP_DEADLINE_SECONDS', 25),
  UPSTREAM_HEALTH_PATH: HealthPath,
  REDIS_URL: RedisUrl,
  SMS_PER_NUMBER_PER_HOUR: SmsPerNumber,
  /** The event loop's mean delay above which pages go out as the shell, and above which 503. */
  OVERLOAD_SHELL_ABOVE_MS: milliseconds('OVERLOAD_SHELL_ABOVE_MS', 200),
  OVERLOAD_REFUSE_ABOVE_MS: milliseconds('OVERLOAD_REFUSE_ABOVE_MS', 2000),
  /** Connections to the lender's API, calls waiting for one before 503, client connections. */
  UPSTREAM_CONNECTIONS: count('UPSTREAM_CONNECTIONS', 4096, 64),
  UPSTREAM_QUEUE: count('UPSTREAM_QUEUE', 100_000, 1024),
  MAX_CONNECTIONS: count('MAX_CONNECTIONS', 1_000_000, 4096),
  TZ: TimeZone,
});

type Variables = v.InferOutput<typeof Variables>;

/** Every variable the server reads (the deployment manifests are checked against it). */
export const SETTING_NAMES: readonly string[] = [
  ...Object.keys(Variables.entries),
  ...SANDBOX_ONLY,
];

/** The checks between settings, after each was read on its own. */
function pairRefusal(s: Variables): string | undefined {
  const metrics = metricsTokenRefusal(s);
  if (metrics) return metrics;
  // Equal would end the process the moment draining ends: requests still in flight get no time.
  if (s.STOP_DEADLINE_SECONDS <= s.DRAIN_SECONDS)
    return `STOP_DEADLINE_SECONDS (${s.STOP_DEADLINE_SECONDS}) must be greater than DRAIN_SECONDS (${s.DRAIN_SECONDS}): requests still running when draining ends need time to finish (example: STOP_DEADLINE_SECONDS=${s.DRAIN_SECONDS + 15}).`;
  if (s.OVERLOAD_REFUSE_ABOVE_MS <= s.OVERLOAD_SHELL_ABOVE_MS)
    return `OVERLOAD_REFUSE_ABOVE_MS (${s.OVERLOAD_REFUSE_ABOVE_MS}) must be greater than OVERLOAD_SHELL_ABOVE_MS (${s.OVERLOAD_SHELL_ABOVE_MS}): the server sends the shell before it refuses (example: OVERLOAD_REFUSE_ABOVE_MS=${s.OVERLOAD_SHELL_ABOVE_MS * 10}).`;
  if (s.API_UPSTREAM === undefined && s.FOREIGN_PORT === undefined && s.PORT === 65535)
    return 'FOREIGN_PORT is not set, and PORT+1 (65536) is not a port: set it (example: FOREIGN_PORT=4174).';
  return undefined;
}

/** The one configuration, by what it is for (docs/operations.md names each variable). */
function configOf(s: Variables, hosts: RawHostLists | undefined) {
  const common = {
    host: s.HOST,
    port: s.PORT,
    distDir: s.DIST_DIR ?? s.OUT_DIR,
    appOrigin: s.APP_ORIGIN,
    trustedProxies: s.TRUSTED_PROXIES,
    metrics: metricsOf(s),
    serverRender: s.SERVER_RENDER,
    hosts,
    logLevel: s.LOG_LEVEL,
    logRequests: s.LOG_REQUESTS,
    drainSeconds: s.DRAIN_SECONDS,
    stopDeadlineSeconds: s.STOP_DEADLINE_SECONDS,
    upstreamHealthPath: s.UPSTREAM_HEALTH_PATH,
    timeZone: s.TZ,
    redisUrl: s.REDIS_URL,
    smsPerNumberPerHour: s.SMS_PER_NUMBER_PER_HOUR,
    overload: {
      shellAboveMs: s.OVERLOAD_SHELL_ABOVE_MS,
      refuseAboveMs: s.OVERLOAD_REFUSE_ABOVE_MS,
    },
    capacity: {
      upstreamConnections: s.UPSTREAM_CONNECTIONS,
      upstreamQueue: s.UPSTREAM_QUEUE,
      maxConnections: s.MAX_CONNECTIONS,
    },
    upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
    proxyBodyLimit: PROXY_BODY_LIMIT,
  };
  if (s.API_UPSTREAM === undefined)
    return {
      ...common,
      mode: 'sandbox' as const,
      upstream: undefined,
      dataFile: s.DATA_FILE,
      foreign: {
        host: s.FOREIGN_HOST,
        port: s.FOREIGN_PORT ?? (s.PORT === 0 ? 0 : s.PORT + 1),
      },
    };
  return {
    ...common,
    mode: 'proxy' as const,
    upstream: s.API_UPSTREAM,
    dataFile: undefined,
    foreign: undefined,
  };
}

/**
 * The run mode first (a sandbox setting in proxy mode is refused as that, whatever its value),
 * then every variable, then the checks between them.
 */
const ServerSettings = v.pipe(
  v.record(v.string(), v.optional(v.string())),
  v.transform(presentValues),
  v.rawTransform(({ dataset, addIssue, NEVER }): Readonly<Record<string, unknown>> => {
    const refusal = runModeRefusal(dataset.value);
    if (refusal === undefined) return dataset.value;
    addIssue({ message: refusal });
    return NEVER;
  }),
  Variables,
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const refusal = pairRefusal(dataset.value);
    if (refusal !== undefined) {
      addIssue({ message: refusal });
      return NEVER;
    }
    const hosts = hostLists(dataset.value);
    if (!hosts.ok) {
      addIssue({ message: hosts.message });
      return NEVER;
    }
    return configOf(dataset.value, hosts.value);
  }),
);

/** Every setting the server runs with, parsed once at start (`readSettings`). */
export type ServerConfig = v.InferOutput<typeof ServerSettings>;

export type SettingsCheck = { ok: true; config: ServerConfig } | { ok: false; message: string };

/**
 * Every variable the server reads, checked once at start-up. A bad one (the first, in the
 * order of docs/operations.md's table) is refused with one line that starts with its name, says
 * what is wrong and gives an example; secrets (METRICS_TOKEN, credentials in API_UPSTREAM,
 * REDIS_URL) are never echoed.
 */
export function readSettings(env: Env): SettingsCheck {
  const result = v.safeParse(ServerSettings, env, { abortEarly: true });
  if (result.success) return { ok: true, config: result.output };
  // One line whatever a value held: it is the operator's whole diagnosis.
  const message = result.issues[0].message.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ');
  return { ok: false, message };
}
