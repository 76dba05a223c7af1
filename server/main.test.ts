import { createServer } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  servingOrigin,
  spawnServer,
  type LogLine,
  type ServerProcess,
} from '../scripts/lib/server-process';
import { startStandInUpstream, type StandInUpstream } from '../tests/setup/stand-in-upstream';

let upstream: StandInUpstream;
let dir: string;
beforeAll(async () => {
  upstream = await startStandInUpstream();
  dir = mkdtempSync(join(tmpdir(), 'main-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Built app</title></head><body><div id="root"></div></body></html>',
  );
});
afterAll(async () => {
  await upstream.close();
  rmSync(dir, { recursive: true, force: true });
});

/** `npm run serve` as an operator runs it (the compiled server), output collected. */
function serve(env: Record<string, string>): ServerProcess {
  return spawnServer({ DIST_DIR: dir, ...env });
}

const messages = (server: ServerProcess) => server.lines.map((line: LogLine) => line.msg);
const printed = (server: ServerProcess) => server.lines.map((line) => line.raw).join('\n');

/** Every line is one JSON object: ops' log pipeline never meets a plain-text line. */
function expectJsonLines(server: ServerProcess): void {
  expect(server.lines.filter((line) => line.msg === undefined).map((line) => line.raw)).toEqual([]);
}

describe('npm run serve', () => {
  it('refuses an API_UPSTREAM that is not an http(s) URL, with one JSON line', async () => {
    const server = serve({ API_UPSTREAM: 'ftp://files.lender.example' });
    expect((await server.exited).code).toBe(1);
    expect(messages(server)).toContain(
      'Cannot start: API_UPSTREAM must be an http(s) URL, not ftp: (example: API_UPSTREAM=https://api.lender.example/base).',
    );
    expect(server.lines.find((line) => line.msg?.startsWith('Cannot start'))?.level).toBe('fatal');
    expectJsonLines(server);
  }, 30_000);

  it('a misspelt API_UPSTREAM starts nothing: one line naming API_UPSTREAM and SANDBOX=1, exit 1, no port open', async () => {
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const address = free.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    await new Promise((resolve) => free.close(resolve));
    const server = serve({
      NODE_ENV: 'production',
      API_UPSTREM: 'https://api.lender.example',
      PORT: String(address.port),
    });
    expect((await server.exited).code).toBe(1);
    expect(server.lines).toHaveLength(1);
    expect(server.lines[0]?.level).toBe('fatal');
    expect(server.lines[0]?.msg).toMatch(/^Cannot start: API_UPSTREAM .*SANDBOX=1/);
    expect(server.lines[0]?.msg).toContain('API_UPSTREM');
    for (const port of [address.port, address.port + 1]) {
      const refused = await fetch(`http://127.0.0.1:${port}/livez`).then(
        () => 'answered',
        () => 'refused',
      );
      expect(refused, `port ${port}`).toBe('refused');
    }
  }, 30_000);

  it('serves a build named by a relative DIST_DIR (the default, dist, is one)', async () => {
    const server = serve({
      SANDBOX: '1',
      DIST_DIR: relative(process.cwd(), dir),
      DATA_FILE: join(dir, 'relative.db'),
    });
    try {
      const origin = await servingOrigin(server);
      const page = await fetch(`${origin}/loanDetail`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Built app</title>');
    } finally {
      await server.stop();
    }
    // The sandbox and its foreign origin log JSON lines too (no warning in plain text).
    expectJsonLines(server);
  }, 30_000);

  it('refuses to start without a build, saying how to make one', async () => {
    const server = serve({ SANDBOX: '1', DIST_DIR: join(dir, 'not-built') });
    expect((await server.exited).code).toBe(1);
    expect(messages(server)).toContain(
      `Cannot start: ${join(dir, 'not-built')} holds no built app (no index.html). Build it first with npm run build, or run npm start, which builds and serves.`,
    );
  }, 30_000);

  it('says what it runs in JSON lines, and logs requests without bodies, headers or session values', async () => {
    const server = serve({
      API_UPSTREAM: `http://ops:hunter2@${new URL(upstream.origin).host}/api`,
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_REQUESTS: '1',
    });
    try {
      const origin = await servingOrigin(server);
      expect(messages(server)).toContain(
        `Mode: proxy. /api goes to ${upstream.origin}/api (with the credentials from API_UPSTREAM); the sandbox is not loaded`,
      );
      expect(messages(server)).toContain(
        'Trusted proxies: 127.0.0.1 (their X-Forwarded-For/-Proto/-Host are believed)',
      );
      const starting = server.lines.find((line) => line.msg === 'starting');
      expect(starting).toMatchObject({ level: 'info', node: process.version });
      expect(starting?.commit).toEqual(expect.any(String));

      const response = await fetch(
        `${origin}/api/api/v1/pesoloan/service/loan/repayment-commit?sessionId=SESSION-SECRET&orderId=PL2024174&repayToken=TOKEN-SECRET`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-session-id': 'SESSION-SECRET',
            cookie: 'session=COOKIE-SECRET',
            authorization: 'Bearer AUTH-SECRET',
          },
          body: 'cardNo=4111222233334444&smsCode=123456',
        },
      );
      expect(response.status).toBe(200);
      upstream.answer = (_request, answer) => {
        answer.writeHead(502, { 'content-type': 'text/html' });
        answer.end('<html>bad gateway</html>');
      };
      const failed = await fetch(`${origin}/api/v3/x?userId=USER-SECRET`);
      expect(failed.status).toBe(502);
      const failure = await server.waitForLine(
        (line) => line.msg === 'upstream failure answered with an envelope',
      );
      // The line ops search for names the request: its id is the one the answer carried.
      expect(failure).toMatchObject({ level: 'warn', reqId: failed.headers.get('x-request-id') });
      await server.waitForLine((line) => line.raw.includes('orderId=PL2024174'));
    } finally {
      await server.stop();
    }
    expectJsonLines(server);
    for (const secret of [
      'SESSION-SECRET',
      'TOKEN-SECRET',
      'COOKIE-SECRET',
      'AUTH-SECRET',
      'USER-SECRET',
      '4111222233334444',
      '123456',
      'hunter2',
    ])
      expect(printed(server), secret).not.toContain(secret);
  }, 60_000);

  it('stops with one line naming PORT or FOREIGN_PORT when it is taken (a second npm start)', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const proxy = serve({ API_UPSTREAM: upstream.origin, PORT: String(address.port) });
      expect((await proxy.exited).code).toBe(1);
      expect(messages(proxy)).toContain(
        `Cannot start: PORT ${address.port} on 127.0.0.1 is already in use (is the app already running?). Stop what listens there or choose another PORT.`,
      );
      expect(printed(proxy)).not.toMatch(/\n\s+at /);

      const sandbox = serve({
        SANDBOX: '1',
        DATA_FILE: join(dir, 'sandbox.db'),
        FOREIGN_HOST: '127.0.0.1',
        FOREIGN_PORT: String(address.port),
      });
      expect((await sandbox.exited).code).toBe(1);
      expect(printed(sandbox)).toContain(
        `Cannot start: FOREIGN_PORT ${address.port} on 127.0.0.1 is already in use`,
      );
      expect(printed(sandbox)).not.toMatch(/\n\s+at /);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  }, 60_000);

  it('serves /metrics on its own loopback port (METRICS_PORT), and stops clearly when it is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const busy = serve({ API_UPSTREAM: upstream.origin, METRICS_PORT: String(address.port) });
      expect((await busy.exited).code).toBe(1);
      expect(printed(busy)).toContain(
        `Cannot start: METRICS_PORT ${address.port} on 127.0.0.1 is already in use`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }

    // The port just freed is the metrics port now.
    const server = serve({ API_UPSTREAM: upstream.origin, METRICS_PORT: String(address.port) });
    try {
      const origin = await servingOrigin(server);
      expect(messages(server)).toContain(
        `Metrics (Prometheus): http://127.0.0.1:${address.port}/metrics`,
      );
      const metrics = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('# TYPE borrower_web_vitals_seconds histogram');
      // Not on the app's own port without a token.
      expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 60_000);
});
