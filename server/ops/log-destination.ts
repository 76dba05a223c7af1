import pino, { type DestinationStream } from 'pino';

/**
 * Log lines waiting for stdout's reader, at most (characters; a line is about 200): a few
 * seconds of a busy replica's lines, small beside its memory limit.
 */
export const LOG_BUFFER_CHARS = 4 * 1024 * 1024;

export interface LogDestination {
  stream: DestinationStream;
  /** Lines dropped since the start because stdout's reader did not take them. */
  dropped(): number;
  /**
   * Called with the count of lines dropped while stdout's reader stalled, once it takes lines
   * again (for one line in the log), and once per dropped line as it happens (for a metric).
   */
  onDrops(handlers: { recovered: (lines: number) => void; dropped: () => void }): void;
}

/**
 * stdout as the logger's destination, never able to hold the server
 * (docs/decisions/ops-async-logs.md). Lines are written asynchronously (pino's SonicBoom,
 * `sync: false`) from a buffer of `maxChars`; a line that does not fit while the reader is
 * stalled is dropped and counted. stdout is made non-blocking first (Node opens a pipe so when
 * `process.stdout` is first read): a blocking pipe nobody reads would hold a thread of libuv's
 * pool in `write`, and Node joins that pool on exit. On exit, what is still buffered gets one
 * attempt that gives up at the first "would block" (SonicBoom's and pino's own exit flush retry
 * forever, so the stop deadline's exit would never end).
 */
export function stdoutDestination(maxChars = LOG_BUFFER_CHARS): LogDestination {
  // Read once for its side effect: libuv opens a pipe or a socket non-blocking.
  void process.stdout;
  let exiting = false;
  let total = 0;
  let sinceRecovery = 0;
  let handlers: Parameters<LogDestination['onDrops']>[0] | undefined;
  // Before pino's own exit handler (registered by `pino.destination`), which then finds the
  // stream destroyed and leaves it alone.
  process.once('exit', () => {
    exiting = true;
    try {
      stream.flushSync();
    } catch {
      // The reader is still stalled: what it would not take is lost, the exit is not.
    }
    stream.destroy();
  });
  const stream = pino.destination({
    dest: 1,
    sync: false,
    maxLength: maxChars,
    retryEAGAIN: () => !exiting,
  });
  // A reader gone for good (EPIPE is handled by pino) must not crash the server.
  stream.on('error', () => undefined);
  stream.on('drop', () => {
    total += 1;
    sinceRecovery += 1;
    handlers?.dropped();
  });
  stream.on('write', () => {
    if (sinceRecovery === 0) return;
    const lines = sinceRecovery;
    sinceRecovery = 0;
    handlers?.recovered(lines);
  });
  return {
    stream,
    dropped: () => total,
    onDrops(next) {
      handlers = next;
    },
  };
}
