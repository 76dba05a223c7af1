import * as v from 'valibot';
import { accepted, hostName, port } from './setting-schemas';

/** A token shorter than this is refused: it would be guessable. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

const TOKEN_EXAMPLE = '(example: METRICS_TOKEN=$(openssl rand -hex 24))';

/** `METRICS_PORT`, `METRICS_HOST` and `METRICS_TOKEN` (the token is never echoed). */
export const MetricsEntries = {
  /** `METRICS_PORT` (and `METRICS_HOST`, loopback by default): a listener for `GET /metrics` only. */
  METRICS_PORT: v.optional(port('METRICS_PORT', false, '9464')),
  METRICS_HOST: v.optional(hostName('METRICS_HOST', '10.0.0.5'), '127.0.0.1'),
  /**
   * `METRICS_TOKEN`: `GET /metrics` on the app's own port with `Authorization: Bearer <token>`,
   * and on the metrics port too when set (required there when it listens beyond loopback).
   */
  METRICS_TOKEN: v.optional(
    accepted(
      (token) => token.length >= METRICS_TOKEN_MIN_LENGTH && !/\s/.test(token),
      () =>
        `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters without spaces ${TOKEN_EXAMPLE}.`,
    ),
  ),
};

interface MetricsValues {
  METRICS_PORT?: number | undefined;
  METRICS_HOST: string;
  METRICS_TOKEN?: string | undefined;
}

/**
 * Beyond loopback, anyone who reaches the metrics port would read the figures: a token is
 * required there.
 */
export function metricsTokenRefusal(values: MetricsValues): string | undefined {
  if (values.METRICS_PORT === undefined || values.METRICS_TOKEN !== undefined) return undefined;
  if (isLoopback(values.METRICS_HOST)) return undefined;
  return `METRICS_TOKEN is required when METRICS_HOST is not a loopback address (${values.METRICS_HOST}): the metrics port then asks for it as a bearer token ${TOKEN_EXAMPLE}.`;
}

/** Where `GET /metrics` is served: its own loopback port, and/or the app's port with a token. */
export interface MetricsSettings {
  listen?: { host: string; port: number } | undefined;
  token?: string | undefined;
}

export function metricsOf(values: MetricsValues): MetricsSettings {
  return {
    listen:
      values.METRICS_PORT === undefined
        ? undefined
        : { host: values.METRICS_HOST, port: values.METRICS_PORT },
    token: values.METRICS_TOKEN,
  };
}

/** 127.0.0.0/8, ::1 and localhost: only this host (or pod) can reach it. */
function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
