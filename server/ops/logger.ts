import type { FastifyBaseLogger } from 'fastify';
import pino, { type DestinationStream, type LevelWithSilent } from 'pino';
import { redactUrl } from '../lib/redact';

/** The logger as Fastify and the server's modules take it (a pino logger). */
export type Logger = FastifyBaseLogger;

/**
 * Headers that carry a session or a credential. Access lines carry no headers at all; this is for
 * any line that logs a request object by mistake.
 */
const REDACTED = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-session-id"]',
  'req.headers["x-user-id"]',
  'req.headers["x-device-id"]',
  'res.headers["set-cookie"]',
];

/**
 * The server's one logger: JSON lines (pino, Fastify's own), one object per line with `level`,
 * `time`, `msg` and, for a request, `reqId`. Requests are described by method and redacted URL
 * only: bodies, headers and session values never reach a line (docs/decisions/ops-logs.md).
 */
export function createLogger(
  level: LevelWithSilent = 'info',
  destination?: DestinationStream,
): Logger {
  const options = {
    level,
    base: { service: 'borrower-pwa' },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Level names, not numbers: `"level":"warn"` is what a log query filters on.
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACTED, censor: '***' },
    serializers: {
      req: (req: { method?: string; url?: string }) => ({
        method: req.method,
        url: redactUrl(req.url ?? ''),
      }),
      res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
      err: pino.stdSerializers.err,
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
