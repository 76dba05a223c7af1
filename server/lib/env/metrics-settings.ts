import { readHost, readPort, SettingError, valueOf, type Env } from './setting-readers';

/** A token shorter than this is refused: it would be guessable. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

export interface MetricsSettings {
  /** `METRICS_PORT` (and `METRICS_HOST`, loopback by default): a listener for `GET /metrics` only. */
  listen?: { host: string; port: number };
  /** `METRICS_TOKEN`: `GET /metrics` on the app's own port with `Authorization: Bearer <token>`. */
  token?: string;
}

/** `METRICS_PORT`, `METRICS_HOST` and `METRICS_TOKEN` (the token is never echoed). */
export function readMetrics(env: Env): MetricsSettings {
  const metrics: MetricsSettings = {};
  const host = readHost(env, 'METRICS_HOST', '127.0.0.1', '10.0.0.5');
  if (valueOf(env, 'METRICS_PORT') !== undefined) {
    const port = readPort(env, 'METRICS_PORT', {
      fallback: 0,
      anyFreePort: false,
      example: '9464',
    });
    metrics.listen = { host, port };
  }
  const token = valueOf(env, 'METRICS_TOKEN');
  if (token !== undefined) {
    if (token.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(token))
      throw new SettingError(
        `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces (example: METRICS_TOKEN=$(openssl rand -hex 24)).`,
      );
    metrics.token = token;
  }
  return metrics;
}
