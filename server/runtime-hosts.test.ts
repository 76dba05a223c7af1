import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runServerToExit } from '../scripts/lib/server-process';
import { cspSource, parseHostEntry } from '../src/lib/links/host-policy';
import { parseRuntimeConfig, parseRuntimeConfigText } from '../src/lib/links/runtime-config';
import { buildServer, type AppConfig } from './app';
import { CLIENT_EVENT_LINES_PER_MINUTE } from './host-policy/client-events';
import { hostListsFromEnv } from './lib/deployment-hosts';
import { createLogger } from './ops/logger';
import { testConfig } from './test-support/test-config';

let distDir: string;
const servers: FastifyInstance[] = [];

beforeAll(() => {
  // One build for every deployment below: nothing is rebuilt between them.
  distDir = mkdtempSync(join(tmpdir(), 'pesoloan-hosts-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>',
  );
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

afterAll(() => {
  rmSync(distDir, { recursive: true, force: true });
});

async function start(options: Partial<AppConfig> = {}, logs: string[] = []) {
  const server = await buildServer(
    testConfig({
      dataFile: ':memory:',
      distDir,
      onLog: (line) => logs.push(line),
      ...options,
    }),
  );
  servers.push(server);
  return server;
}

function directive(csp: string, name: string): string[] {
  const part = csp
    .split(';')
    .map((item) => item.trim().split(/\s+/))
    .find((tokens) => tokens[0] === name);
  return part ? part.slice(1) : [];
}

function metaConfig(html: string) {
  const match = /<meta name="runtime-config" content="([^"]*)">/.exec(html);
  const content = (match?.[1] ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return parseRuntimeConfigText(content);
}

describe('one build, many deployments: the CSP and the app’s lists come from the same env lists', () => {
  const deployments = [
    {
      LINK_HOSTS: 'pay.gateway.example,*.lender.example',
      FRAME_HOSTS: 'docs.lender.example',
      IMAGE_HOSTS: '*.cdn.lender.example,localhost:5173',
    },
    {
      LINK_HOSTS: 'checkout.other.example:8443',
      FRAME_HOSTS: '',
      IMAGE_HOSTS: 'img.other.example',
    },
  ];

  it.each(deployments)('%j', async (env) => {
    const hosts = hostListsFromEnv(env);
    if (!hosts) throw new Error('lists expected');
    const server = await start({ hosts });

    const fromEndpoint = await server.inject({ url: '/app-config.json' });
    expect(fromEndpoint.statusCode).toBe(200);
    expect(fromEndpoint.headers['cache-control']).toBe('no-store');
    const config = parseRuntimeConfig(fromEndpoint.json());
    expect(config?.hosts).toEqual(hosts);

    for (const url of ['/', '/loanDetail?sessionId=abc', '/index.html']) {
      const page = await server.inject({ url });
      expect(metaConfig(page.body), url).toEqual(config);
    }

    const csp = String(fromEndpoint.headers['content-security-policy']);
    const expectedSources = (entries: string[]) =>
      entries.map((entry) => cspSource(parseHostEntry(entry)));
    expect(directive(csp, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      ...expectedSources(hosts.image),
    ]);
    expect(directive(csp, 'frame-src')).toEqual(["'self'", ...expectedSources(hosts.frame)]);
    // Navigation is not CSP-controlled: link hosts never widen what the page may load.
    const foreign = csp.match(/https?:\/\/[^\s;]+/g) ?? [];
    expect(foreign.sort()).toEqual(expectedSources([...hosts.image, ...hosts.frame]).sort());
    for (const name of ['default-src', 'script-src', 'connect-src', 'form-action']) {
      expect(directive(csp, name), name).toEqual(["'self'"]);
    }
    const page = await server.inject({ url: '/loanDetail' });
    expect(page.headers['content-security-policy']).toBe(csp);
  });

  it('writes loopback hosts as http and everything else as https in the CSP', async () => {
    const server = await start({
      hosts: { link: [], frame: ['127.0.0.1:4000'], image: ['localhost:5173', '*.cdn.example'] },
    });
    const csp = String((await server.inject({ url: '/' })).headers['content-security-policy']);
    expect(directive(csp, 'frame-src')).toEqual(["'self'", 'http://127.0.0.1:4000']);
    expect(directive(csp, 'img-src')).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://localhost:5173',
      'https://*.cdn.example',
    ]);
  });

  it('serves the demo’s link hosts in sandbox mode by default and no foreign host in proxy mode', async () => {
    const sandbox = await start();
    expect((await sandbox.inject({ url: '/app-config.json' })).json()).toEqual({
      v: 1,
      hosts: { link: ['pesoloan.example', '*.pesoloan.example'], frame: [], image: [] },
    });
    const lines: { level: string; msg: string }[] = [];
    const log = createLogger('info', {
      write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]),
    });
    const proxy = await start({ upstream: { base: 'http://127.0.0.1:9/api' }, log });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        msg: expect.stringMatching(/LINK_HOSTS is not set.*payment pages/) as string,
      }),
    ]);
    expect((await proxy.inject({ url: '/app-config.json' })).json()).toEqual({
      v: 1,
      hosts: { link: [], frame: [], image: [] },
    });
  });

  it('refuses to build with a bad entry, naming it', async () => {
    await expect(
      buildServer(
        testConfig({
          dataFile: ':memory:',
          hosts: { link: ['ok.example', 'pay.example/path'], frame: [], image: [] },
        }),
      ),
    ).rejects.toThrow('LINK_HOSTS: "pay.example/path"');
  });

  it('stops `npm run serve` at start with a message naming the bad entry', () => {
    const run = runServerToExit({ SANDBOX: '1', LINK_HOSTS: 'pay.example,http://evil.example' });
    expect(run.status).toBe(1);
    expect(run.lines.map((line) => line.msg)).toContainEqual(
      expect.stringContaining(
        'Cannot start: LINK_HOSTS: "http://evil.example": write the host only, without a scheme',
      ),
    );
  }, 70_000);
});

describe('POST /client-events: refused-link reports for ops', () => {
  const event = {
    kind: 'link-refused',
    target: 'link',
    scheme: 'https',
    host: 'gateway.unlisted.example',
    reason: 'host',
    route: '/repay',
  };

  it('answers 204 and logs one redacted line', async () => {
    const logs: string[] = [];
    const server = await start({}, logs);
    const response = await server.inject({
      method: 'POST',
      url: '/client-events',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(event),
    });
    expect(response.statusCode).toBe(204);
    expect(logs).toEqual([
      '[client-event] link-refused target=link scheme=https host=gateway.unlisted.example reason=host route=/repay',
    ]);
  });

  it('ignores garbage and anything carrying more than scheme and host, still with 204', async () => {
    const logs: string[] = [];
    const server = await start({}, logs);
    for (const payload of [
      'not json',
      '{"kind":"link-refused"',
      JSON.stringify({ ...event, host: 'evil.example/pay?token=1' }),
      JSON.stringify({ ...event, route: '/repay?sessionId=abc' }),
      JSON.stringify({ ...event, reason: 'because' }),
      JSON.stringify({ ...event, scheme: 'https\nforged line' }),
      JSON.stringify([event]),
    ]) {
      const response = await server.inject({
        method: 'POST',
        url: '/client-events',
        headers: { 'content-type': 'text/plain' },
        payload,
      });
      expect(response.statusCode, payload).toBe(204);
    }
    const json = await server.inject({
      method: 'POST',
      url: '/client-events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(json.statusCode).toBe(204);
    expect(logs).toHaveLength(1);
  });

  it('bounds the body and the number of lines a minute', async () => {
    const logs: string[] = [];
    const server = await start({}, logs);
    const big = await server.inject({
      method: 'POST',
      url: '/client-events',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ ...event, pad: 'x'.repeat(4000) }),
    });
    expect(big.statusCode).toBe(413);
    for (let index = 0; index < CLIENT_EVENT_LINES_PER_MINUTE + 10; index += 1) {
      await server.inject({
        method: 'POST',
        url: '/client-events',
        headers: { 'content-type': 'text/plain' },
        payload: JSON.stringify(event),
      });
    }
    expect(logs).toHaveLength(CLIENT_EVENT_LINES_PER_MINUTE);
  });
});
