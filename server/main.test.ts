import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** `npm run serve` as an operator runs it, output collected. */
function serve(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DIST_DIR: dir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { text: '' };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output.text += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output.text += chunk));
  return { child, output };
}

describe('npm run serve', () => {
  it('refuses an API_UPSTREAM that is not an http(s) URL, with a clear message', async () => {
    const { child, output } = serve({ API_UPSTREAM: 'ftp://files.lender.example' });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output.text).toContain('Cannot start: API_UPSTREAM must be an http(s) URL, not ftp:.');
  }, 30_000);

  it('serves a build named by a relative DIST_DIR (the default, dist, is one)', async () => {
    const { child, output } = serve({ DIST_DIR: relative(process.cwd(), dir), PORT: '0' });
    try {
      await expect.poll(() => output.text, { timeout: 20_000 }).toContain('Serving the app at');
      const origin = /Serving the app at (http:\/\/\S+)\//.exec(output.text)?.[1] ?? '';
      const page = await fetch(`${origin}/loanDetail`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>Built app</title>');
    } finally {
      child.kill();
    }
  }, 30_000);

  it('refuses to start without a build, saying how to make one', async () => {
    const { child, output } = serve({ DIST_DIR: join(dir, 'not-built') });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output.text).toContain(
      `Cannot start: ${join(dir, 'not-built')} holds no built app (no index.html). Build it first with npm run build, or run npm start, which builds and serves.`,
    );
  }, 30_000);

  it('says what it runs, and logs requests without bodies, headers or session values', async () => {
    const { child, output } = serve({
      API_UPSTREAM: `http://ops:hunter2@${new URL(upstream.origin).host}/api`,
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_REQUESTS: '1',
    });
    try {
      await expect.poll(() => output.text, { timeout: 20_000 }).toContain('Serving the app at');
      const origin = /Serving the app at (http:\/\/\S+)\//.exec(output.text)?.[1] ?? '';
      const lines = output.text.split('\n');
      expect(lines).toContain(
        `Mode: proxy. /api goes to ${upstream.origin}/api (with the credentials from API_UPSTREAM); the sandbox is not loaded`,
      );
      expect(lines).toContain(
        'Trusted proxies: 127.0.0.1 (their X-Forwarded-For/-Proto/-Host are believed)',
      );

      const response = await fetch(
        `${origin}/api/api/v1/pesoloan/service/loan/repayment-commit?sessionId=SESSION-SECRET&orderId=PL2024174&repayToken=TOKEN-SECRET`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-session-id': 'HEADER-SECRET',
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
      await expect.poll(() => output.text).toContain('upstream failure answered with an envelope');
      await expect.poll(() => output.text).toContain('orderId=PL2024174');
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
    for (const secret of [
      'SESSION-SECRET',
      'TOKEN-SECRET',
      'HEADER-SECRET',
      'USER-SECRET',
      '4111222233334444',
      '123456',
      'hunter2',
    ])
      expect(output.text, secret).not.toContain(secret);
  }, 60_000);

  it('stops with one line naming PORT or FOREIGN_PORT when it is taken (a second npm start)', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const address = taken.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    try {
      const proxy = serve({ API_UPSTREAM: upstream.origin, PORT: String(address.port) });
      const [code] = await once(proxy.child, 'exit');
      expect(code).toBe(1);
      expect(proxy.output.text).toContain(
        `Cannot start: PORT ${address.port} on 127.0.0.1 is already in use (is the app already running?). Stop what listens there or choose another PORT.`,
      );
      expect(proxy.output.text).not.toMatch(/\n\s+at /);

      const sandbox = serve({
        DATA_FILE: join(dir, 'sandbox.db'),
        FOREIGN_HOST: '127.0.0.1',
        FOREIGN_PORT: String(address.port),
      });
      const [sandboxCode] = await once(sandbox.child, 'exit');
      expect(sandboxCode).toBe(1);
      expect(sandbox.output.text).toContain(
        `Cannot start: FOREIGN_PORT ${address.port} on 127.0.0.1 is already in use`,
      );
      expect(sandbox.output.text).not.toMatch(/\n\s+at /);
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
      const [code] = await once(busy.child, 'exit');
      expect(code).toBe(1);
      expect(busy.output.text).toContain(
        `Cannot start: METRICS_PORT ${address.port} on 127.0.0.1 is already in use`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }

    // The port just freed is the metrics port now.
    const { child, output } = serve({
      API_UPSTREAM: upstream.origin,
      METRICS_PORT: String(address.port),
    });
    try {
      await expect.poll(() => output.text, { timeout: 20_000 }).toContain('Serving the app at');
      expect(output.text).toContain(
        `Metrics (Prometheus): http://127.0.0.1:${address.port}/metrics`,
      );
      const origin = /Serving the app at (http:\/\/\S+)\//.exec(output.text)?.[1] ?? '';
      const metrics = await fetch(`http://127.0.0.1:${address.port}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('# TYPE borrower_web_vitals_seconds histogram');
      // Not on the app's own port without a token.
      expect((await fetch(`${origin}/metrics`)).status).toBe(404);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  }, 60_000);
});
