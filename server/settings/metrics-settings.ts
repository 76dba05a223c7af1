import { readHost, readPort, SettingError, valueOf, type Env } from './setting-readers';

/** A token shorter than this is refused: it would be guessable. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

export interface MetricsSettings {
  /** `METRICS_PORT` (and `METRICS_HOST`, loopback by default): a listener for `GET /metrics` only. */
  listen?: { host: string; port: number };
  /**
   * `METRICS_TOKEN`: `GET /metrics` on the app's own port with `Authorization: Bearer <token>`,
   * and on the metrics port too when set (required there when it listens beyond loopback).
   */
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
  // Beyond loopback, anyone who reaches the port would read the figures: a token is required.
  if (metrics.listen && !isLoopback(metrics.listen.host) && metrics.token === undefined)
    throw new SettingError(
      `METRICS_TOKEN is required when METRICS_HOST is not a loopback address (${metrics.listen.host}): the metrics port then asks for it as a bearer token (example: METRICS_TOKEN=$(openssl rand -hex 24)).`,
    );
  return metrics;
}

/** 127.0.0.0/8, ::1 and localhost: only this host (or pod) can reach it. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
