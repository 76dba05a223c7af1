import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { servingOrigin, spawnServer } from '../lib/server-process';
import { percentile } from './stats';

/*
 * The slow-upload phase of `npm run load` (docs/decisions/ops-bounded-upstream.md): the compiled
 * app server in proxy mode in front of a stand-in lender on loopback; other borrowers' API calls
 * and pages timed on an idle replica, then while `uploads` clients trickle a byte every 2 s into
 * uploads (a client cut off comes back at once, as an attacker would). Bounded: loopback only,
 * `uploads` sockets, `seconds` of attack. Run with SERVER_OUT_DIR pointing at an older build to
 * measure the same against it.
 */

export interface AttackOptions {
  distDir: string;
  uploads: number;
  /** How long the measured traffic runs in each condition. */
  seconds: number;
  /** Other borrowers' requests in flight at once. */
  concurrency: number;
}

export interface ConditionFigures {
  requests: number;
  p50: number;
  p95: number;
  /** Requests with no answer within the wait, or a status other than 200. */
  failed: number;
}

/** Other borrowers' API calls and pages, apart: the attack reaches them differently. */
export interface KindFigures {
  api: ConditionFigures;
  pages: ConditionFigures;
}

export interface AttackFigures {
  idle: KindFigures;
  attack: KindFigures;
  uploads: number;
}

/** Longest a measured request may take before it counts as hanging (and is timed at that). */
const HANG_MS = 15_000;
const PATHS = ['/api/order/detail?orderId=PL1', '/', '/api/product/list', '/loanDetail'];

/** The lender: every call answered at once with a small JSON envelope, once its body is in. */
async function standInLender(): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      response.end('{"code":0,"message":"success","data":{}}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

async function timedRequest(url: string): Promise<{ ms: number; ok: boolean }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(HANG_MS) });
    await response.arrayBuffer();
    return { ms: performance.now() - started, ok: response.status === 200 };
  } catch {
    return { ms: HANG_MS, ok: false };
  }
}

function conditionFigures(results: readonly { ms: number; ok: boolean }[]): ConditionFigures {
  const times = results.map((result) => result.ms);
  return {
    requests: results.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    failed: results.filter((result) => !result.ok).length,
  };
}

async function measure(origin: string, seconds: number, concurrency: number): Promise<KindFigures> {
  const until = performance.now() + seconds * 1000;
  const results: { path: string; ms: number; ok: boolean }[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        // Each request takes the next path, so no worker is stuck with one kind.
        const path = PATHS[next++ % PATHS.length] ?? '/';
        results.push({ path, ...(await timedRequest(`${origin}${path}`)) });
      }
    }),
  );
  return {
    api: conditionFigures(results.filter((result) => result.path.startsWith('/api/'))),
    pages: conditionFigures(results.filter((result) => !result.path.startsWith('/api/'))),
  };
}

/** `count` trickling uploads, each replaced as soon as the server cuts it; stop() ends them. */
function trickle(origin: string, count: number): { stop: () => void } {
  const { hostname, port } = new URL(origin);
  const sockets = new Set<Socket>();
  let running = true;
  const open = () => {
    if (!running) return;
    const socket = connect(Number(port), hostname);
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('data', () => undefined);
    socket.once('close', () => {
      sockets.delete(socket);
      setTimeout(open, 50).unref();
    });
    socket.write(
      'POST /api/borrower/notes HTTP/1.1\r\nHost: app\r\nContent-Type: application/octet-stream\r\nContent-Length: 100000\r\n\r\nx',
    );
  };
  for (let index = 0; index < count; index++) open();
  const drip = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write('x');
  }, 2_000);
  return {
    stop() {
      running = false;
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    },
  };
}

export async function runSlowUploadAttack(options: AttackOptions): Promise<AttackFigures> {
  const lender = await standInLender();
  const server = spawnServer({
    DIST_DIR: resolve(options.distDir),
    API_UPSTREAM: `${lender.origin}/api`,
    // Its own figures, not the renderer's: pages go out as the shell.
    SERVER_RENDER: 'off',
  });
  try {
    const origin = await servingOrigin(server);
    const idle = await measure(origin, options.seconds, options.concurrency);
    const attack = trickle(origin, options.uploads);
    try {
      // Let the uploads take hold before timing the others.
      await new Promise((wait) => setTimeout(wait, 2_000));
      const during = await measure(origin, options.seconds, options.concurrency);
      return { idle, attack: during, uploads: options.uploads };
    } finally {
      attack.stop();
    }
  } finally {
    await server.stop(5_000);
    await lender.close();
  }
}

export function attackTable(figures: AttackFigures): string {
  const header = 'condition                      kind    requests  p50 ms  p95 ms  failed';
  const row = (name: string, kind: keyof KindFigures, f: ConditionFigures) =>
    [
      name.padEnd(30),
      kind.padEnd(6),
      String(f.requests).padStart(9),
      String(Math.round(f.p50)).padStart(7),
      String(Math.round(f.p95)).padStart(7),
      String(f.failed).padStart(7),
    ].join(' ');
  const during = `${figures.uploads} trickling uploads`;
  return [
    header,
    '-'.repeat(header.length),
    ...(['api', 'pages'] as const).flatMap((kind) => [
      row('idle', kind, figures.idle[kind]),
      row(during, kind, figures.attack[kind]),
    ]),
    ...(['api', 'pages'] as const).map(
      (kind) =>
        `${kind}: p95 under attack - idle ${Math.round(figures.attack[kind].p95 - figures.idle[kind].p95)} ms`,
    ),
    `(a request with no answer in ${HANG_MS / 1000} s counts as ${HANG_MS / 1000} s and as failed)`,
  ].join('\n');
}

/** What fails the phase: other borrowers not answered, or p95 more than 1 s over idle. */
export function attackFailures(figures: AttackFigures): string[] {
  return (['api', 'pages'] as const).flatMap((kind) => {
    const idle = figures.idle[kind];
    const attack = figures.attack[kind];
    const failures: string[] = [];
    if (attack.failed > 0)
      failures.push(
        `${kind}: ${attack.failed} requests of other borrowers failed during the attack`,
      );
    if (attack.p95 > idle.p95 + 1_000)
      failures.push(
        `${kind}: p95 during the attack ${Math.round(attack.p95)} ms > idle ${Math.round(idle.p95)} ms + 1 s`,
      );
    return failures;
  });
}
