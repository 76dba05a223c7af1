import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { endpointPath } from '../src/contract/endpoint';
import { getSid } from '../src/contract/promotion';
import {
  answerJson,
  startStandInUpstream,
  type StandInUpstream,
} from '../tests/setup/stand-in-upstream';
import { buildServer } from './app';
import { RATE_LIMIT_OVERRIDE_ENV } from './settings/limit-table';
import { answerHeads, rawExchange, type RawAnswer } from './test-support/raw-http';
import { listenOnLoopback } from './test-support/listen-on-loopback';
import { testConfig } from './test-support/test-config';

/**
 * Every answer of the app server, Fastify's and Node's own included, carries the security
 * headers: the requests below are the ways to get one that no route handler writes.
 */
const REQUIRED = {
  'content-security-policy': /^default-src 'self';.*frame-ancestors 'self'/,
  'referrer-policy': /^no-referrer$/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^SAMEORIGIN$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
  'permissions-policy': /microphone=\(\)/,
};

function expectSecurityHeaders(answer: RawAnswer | undefined, status: number) {
  expect(answer?.status).toBe(status);
  for (const [name, value] of Object.entries(REQUIRED))
    expect(answer?.headers[name], name).toMatch(value);
}

const get = (path: string, headers = '') =>
  `GET ${path} HTTP/1.1\r\nHost: app.example\r\n${headers}Connection: close\r\n\r\n`;
const post = (path: string, type: string, body: string | Buffer) =>
  Buffer.concat([
    Buffer.from(
      `POST ${path} HTTP/1.1\r\nHost: app.example\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`,
    ),
    Buffer.from(body),
  ]);

type App = Awaited<ReturnType<typeof buildServer>>;
let distDir: string;
let upstream: StandInUpstream;
let sandbox: App;
let proxy: App;

async function listen(app: App): Promise<number> {
  return (await listenOnLoopback(app)).port;
}

/** The head of the first answer the app sends to a raw request. */
async function answerHead(app: App, request: string | Buffer): Promise<RawAnswer | undefined> {
  const port = (app.server.address() as AddressInfo).port;
  return answerHeads(await rawExchange(port, request))[0];
}

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'headers-dist-'));
  writeFileSync(
    join(distDir, 'index.html'),
    '<!doctype html><html><head></head><body></body></html>',
  );
  // One sid per client, then a 429: the limit the sandbox answers itself.
  vi.stubEnv(RATE_LIMIT_OVERRIDE_ENV, '1');
  sandbox = await buildServer(
    testConfig({ dataFile: ':memory:', distDir, onLog: () => undefined }),
  );
  vi.unstubAllEnvs();
  upstream = await startStandInUpstream();
  proxy = await buildServer(
    testConfig({
      dataFile: ':memory:',
      distDir,
      upstream: { base: upstream.origin },
      proxyBodyLimit: 1024,
      onLog: () => undefined,
      hosts: { link: ['pay.gateway.example'], frame: [], image: [] },
    }),
  );
  await listen(sandbox);
  await listen(proxy);
});
afterAll(async () => {
  await Promise.all([sandbox.close(), proxy.close()]);
  await upstream.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('answers Node and Fastify write themselves', () => {
  it.each([
    ['a malformed request line', 'GARBAGE\r\n\r\n', 400],
    ['headers over 16 KB', get('/', `X-Big: ${'a'.repeat(20_000)}\r\n`), 431],
    ['a bad % escape in a page address', get('/loanDetail%zz'), 400],
    ['a bad % escape in an API address', get('/api/v3/%E0%A4%A'), 400],
    ['an Expect Node does not know', get('/', 'Expect: tea\r\n'), 417],
  ])('%s', async (_case, request, status) => {
    expectSecurityHeaders(await answerHead(sandbox, request), status);
  });
});

describe('while the server closes', () => {
  it('a request that arrives is served, not refused, and carries the headers', async () => {
    const closing = await buildServer(
      testConfig({ dataFile: ':memory:', upstream: { base: upstream.origin } }),
    );
    const closeStarted = new Promise<void>((resolve) =>
      closing.addHook('preClose', (done) => {
        resolve();
        done();
      }),
    );
    const port = await listen(closing);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      upstream.answer = (request, response, body) => {
        release = () => answerJson(request, response, body);
        resolve();
      };
    });
    try {
      // A keep-alive connection busy with a call: closing leaves it open for its answer, and
      // the next request on it is served too (a load balancer cannot retry a payment that
      // met a 503), asking the client to reconnect elsewhere.
      const exchange = rawExchange(
        port,
        'GET /api/v3/slow HTTP/1.1\r\nHost: app.example\r\n\r\n',
        (write) => {
          void held
            .then(() => {
              void closing.close();
              return closeStarted;
            })
            .then(() => {
              // Only the first call waits; the one sent while closing is answered at once.
              upstream.answer = answerJson;
              write(get('/api/v3/after'));
              release();
            });
        },
      );
      const [first, second] = answerHeads(await exchange);
      expect(first?.status).toBe(200);
      expectSecurityHeaders(second, 200);
    } finally {
      upstream.answer = answerJson;
      await closing.close();
    }
  });
});

describe('errors Fastify answers through its hooks', () => {
  const contactInfo = '/api/v3/personal-center/contact-kf-info';

  it.each([
    ['a malformed JSON body', post(contactInfo, 'application/json', '{"overall": 30,'), 400],
    ['a body type no parser reads', post(contactInfo, 'application/xml', '<a/>'), 415],
    [
      'a JSON body over 1 MB',
      post(contactInfo, 'application/json', Buffer.alloc(1_100_000, 32)),
      413,
    ],
    ['an unknown API', get('/api/v9/nothing-here'), 404],
    ['a missing asset', get('/assets/x-gone.js'), 404],
  ])('sandbox: %s', async (_case, request, status) => {
    expectSecurityHeaders(await answerHead(sandbox, request), status);
  });

  it('sandbox: a rate-limited call (429)', async () => {
    const sid = `/api${endpointPath(getSid, 'pesoloan')}`;
    await answerHead(sandbox, get(sid));
    expectSecurityHeaders(await answerHead(sandbox, get(sid)), 429);
  });

  it('proxy: a body over its limit (413)', async () => {
    expectSecurityHeaders(
      await answerHead(
        proxy,
        post('/api/v3/upload', 'application/octet-stream', Buffer.alloc(2048)),
      ),
      413,
    );
  });

  it.each([
    [429, 'text/plain', 'Slow down', 429],
    [503, 'text/html', '<h1>Down for maintenance</h1>', 503],
    [200, 'text/html', '<meta http-equiv="refresh" content="0;url=https://evil.example">', 502],
  ])('proxy: an upstream %i %s', async (upstreamStatus, type, body, status) => {
    upstream.answer = (_request, response) => {
      response.writeHead(upstreamStatus, {
        'content-type': type,
        // The upstream's own policy never replaces ours.
        'content-security-policy': 'default-src *',
        'x-frame-options': 'ALLOWALL',
      });
      response.end(body);
    };
    try {
      expectSecurityHeaders(await answerHead(proxy, get('/api/v3/x')), status);
    } finally {
      upstream.answer = answerJson;
    }
  });

  it('proxy: an upstream JSON answer keeps our headers over its own', async () => {
    upstream.answer = (_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'content-security-policy': 'default-src *',
        'cross-origin-resource-policy': 'cross-origin',
      });
      response.end('{"code":0,"message":"success","data":null}');
    };
    try {
      expectSecurityHeaders(await answerHead(proxy, get('/api/v3/x')), 200);
    } finally {
      upstream.answer = answerJson;
    }
  });
});
