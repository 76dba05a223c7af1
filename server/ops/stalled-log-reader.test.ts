import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { SERVER_ENTRY } from '../../scripts/lib/server-process';
import { freePort } from '../../tests/setup/free-port';
import { outDir } from '../../tests/setup/paths';
import { startStandInUpstream } from '../../tests/setup/stand-in-upstream';

/*
 * The compiled server with stdout a pipe nobody reads (a log collector that stalls, a parent
 * that went away): it keeps answering, drops and counts the lines the pipe cannot take, and a
 * SIGTERM still ends it by the stop deadline.
 */
const TOKEN = 'stalled-log-metrics-token-0123456789';

async function droppedLines(origin: string): Promise<number> {
  const text = await (
    await fetch(`${origin}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).text();
  return Number(/^borrower_log_lines_dropped_total (\d+)$/m.exec(text)?.[1] ?? 'NaN');
}

describe('a stalled reader of stdout', () => {
  it('never holds the server: it answers, drops and counts lines, and exits on SIGTERM by the deadline', async () => {
    const upstream = await startStandInUpstream();
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      env: {
        ...process.env,
        DIST_DIR: outDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        API_UPSTREAM: `${upstream.origin}/api`,
        LOG_REQUESTS: '1',
        METRICS_TOKEN: TOKEN,
        DRAIN_SECONDS: '1',
        STOP_DEADLINE_SECONDS: '4',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    // Never read: once the pipe and this stream's small buffer are full, nothing more is taken.
    child.stdout.pause();
    const exited = once(child, 'exit');
    try {
      await expect
        .poll(async () => (await fetch(`${origin}/livez`).catch(() => undefined))?.status, {
          timeout: 30_000,
        })
        .toBe(200);
      // Long access lines (the path is logged whole): the pipe and the log buffer fill.
      const long = `/no-such-page-${'x'.repeat(8000)}`;
      let dropped = 0;
      for (let round = 0; round < 60 && dropped === 0; round++) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, () => fetch(`${origin}${long}`).then((a) => a.status)),
        );
        // Answered (the app's shell, for a path it does not know).
        expect(new Set(answers)).toEqual(new Set([200]));
        dropped = await droppedLines(origin);
      }
      expect(dropped).toBeGreaterThan(0);
      // Still serving with the reader stalled.
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);

      child.kill('SIGTERM');
      // Ends by itself: the deadline (4 s) fires whatever stdout does. Was: still running after
      // 40 s, its main thread waiting for the pipe.
      const [code, signal] = (await Promise.race([
        exited,
        new Promise((resolve) => setTimeout(() => resolve(['still running', null]), 20_000)),
      ])) as [number | string | null, NodeJS.Signals | null];
      // Exited by itself (0 once closed, 1 if the deadline had to close what was still open).
      expect(signal).toBeNull();
      expect([0, 1]).toContain(code);
    } finally {
      child.kill('SIGKILL');
      await upstream.close();
    }
  }, 90_000);
});
