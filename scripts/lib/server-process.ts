import { spawn, spawnSync, type ChildProcessByStdio } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The compiled server (`npm run build`, vite.server.config.ts), as production runs it. */
export const SERVER_ENTRY = resolve(ROOT, process.env.SERVER_OUT_DIR ?? 'dist-server', 'main.js');
const PRELOAD = fileURLToPath(new URL('./exit-with-parent.ts', import.meta.url));
const START_TIMEOUT_MS = 30_000;

/** One line the server logged: pino's JSON (`level`, `time`, `msg`, fields), or `raw` text. */
export interface LogLine {
  level?: string;
  msg?: string;
  reqId?: string;
  /** The line as printed. */
  raw: string;
  [field: string]: unknown;
}

/** Variables of the test runner's environment that would change what the server process does. */
const INHERITED_NOT = [
  'API_UPSTREAM',
  'SANDBOX',
  'TRUSTED_PROXIES',
  'LINK_HOSTS',
  'FRAME_HOSTS',
  'IMAGE_HOSTS',
  'HOST',
  'PORT',
  'FOREIGN_PORT',
  // Sandbox-only: a proxy-mode server refuses to start with them (server/settings/limit-settings.ts).
  'FOREIGN_HOST',
  'DATA_FILE',
  'SANDBOX_RATE_LIMIT_MAX',
  'LOG_REQUESTS',
  'LOG_LEVEL',
  'METRICS_PORT',
  'METRICS_TOKEN',
  'DRAIN_SECONDS',
  'STOP_DEADLINE_SECONDS',
];

export function parseLogLine(raw: string): LogLine {
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return { ...parsed, raw };
  } catch {
    // Not JSON: kept as it came, so a test can see (and fail on) a plain-text line.
  }
  return { raw };
}

type Child = ChildProcessByStdio<Writable, Readable, Readable>;

export interface ServerProcess {
  child: Child;
  /** Every stdout and stderr line so far, parsed, oldest first. */
  lines: LogLine[];
  /** Resolves with the first line (already printed or to come) that matches. */
  waitForLine(match: (line: LogLine) => boolean, timeoutMs?: number): Promise<LogLine>;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
}

/** Where and as whom the server runs (an assembled image folder, its non-root user). */
export interface SpawnOptions {
  cwd?: string;
  /** Node's arguments; the compiled server with source maps by default. */
  args?: string[];
  uid?: number;
  gid?: number;
}

/** `node dist-server/main.js` with these variables (free ports by default), its output parsed. */
export function spawnServer(
  env: Record<string, string>,
  options: SpawnOptions = {},
): ServerProcess {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !INHERITED_NOT.includes(name)),
  );
  const child: Child = spawn(
    process.execPath,
    // exit-with-parent.ts: the server stops when this test process goes away, however it ended.
    ['--import', PRELOAD, ...(options.args ?? ['--enable-source-maps', SERVER_ENTRY])],
    {
      cwd: options.cwd ?? ROOT,
      uid: options.uid,
      gid: options.gid,
      // No drain by default: a test that stops its server has no load balancer to wait for.
      env: { ...inherited, HOST: '127.0.0.1', PORT: '0', DRAIN_SECONDS: '0', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const lines: LogLine[] = [];
  const waiters: { match: (line: LogLine) => boolean; resolve: (line: LogLine) => void }[] = [];
  const onLine = (raw: string) => {
    const line = parseLogLine(raw);
    lines.push(line);
    for (const waiter of waiters.filter((item) => item.match(line))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  };
  createInterface({ input: child.stdout }).on('line', onLine);
  createInterface({ input: child.stderr }).on('line', onLine);
  const exited = once(child, 'exit').then(([code, signal]) => {
    process.off('exit', killOnExit);
    return { code: code as number | null, signal: signal as NodeJS.Signals | null };
  });
  const output = () => lines.map((line) => line.raw).join('\n');

  return {
    child,
    lines,
    exited,
    waitForLine(match, timeoutMs = START_TIMEOUT_MS) {
      const seen = lines.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolveLine, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no such line in ${timeoutMs} ms; output:\n${output()}`)),
          timeoutMs,
        );
        const waiter = {
          match,
          resolve: (line: LogLine) => {
            clearTimeout(timer);
            resolveLine(line);
          },
        };
        waiters.push(waiter);
        void exited.then(({ code, signal }) => {
          if (!waiters.includes(waiter)) return;
          clearTimeout(timer);
          reject(new Error(`the server exited (${code ?? signal}); output:\n${output()}`));
        });
      });
    },
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

const SERVING = /^Serving the app at (http:\/\/\S+?)\/?$/;

/** The app's origin, once the server has said where it serves. */
export async function servingOrigin(server: ServerProcess): Promise<string> {
  const line = await server.waitForLine((entry) => SERVING.test(entry.msg ?? ''));
  return SERVING.exec(line.msg ?? '')?.[1] ?? '';
}

/** `node dist-server/main.js` run to its end (a refusal to start), its output parsed. */
export function runServerToExit(env: Record<string, string>): {
  status: number | null;
  lines: LogLine[];
} {
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !INHERITED_NOT.includes(name)),
  );
  const run = spawnSync(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { ...inherited, HOST: '127.0.0.1', PORT: '0', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const lines = `${run.stdout}\n${run.stderr}`
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(parseLogLine);
  return { status: run.status, lines };
}

/** The largest OVERLOAD_REFUSE_ABOVE_MS: a server that answers late, never with 503 for being busy. */
export const NEVER_REFUSE_ABOVE_MS = '999999';
