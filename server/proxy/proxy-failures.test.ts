import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  answerJson,
  startStandInUpstream,
  type StandInUpstream,
} from '../../tests/setup/stand-in-upstream';
import { endpointPath } from '../../src/contract/endpoint';
import { getCaptcha } from '../../src/contract/promotion';
import { buildServer } from '../app';
import { PROXY_MESSAGES } from './proxy-messages';
import { testConfig } from '../test-support/test-config';

const TIMEOUT_MS = 300;
let upstream: StandInUpstream;
let app: Awaited<ReturnType<typeof buildServer>>;

beforeAll(async () => {
  upstream = await startStandInUpstream();
  app = await buildServer(
    testConfig({
      dataFile: ':memory:',
      upstream: { base: upstream.origin },
      upstreamTimeoutMs: TIMEOUT_MS,
    }),
  );
});
afterEach(() => {
  upstream.answer = answerJson;
});
afterAll(async () => {
  await app.close();
  await upstream.close();
});

async function call(target = app, url = '/api/v3/order/detail?orderId=PL2024174') {
  const started = Date.now();
  const response = await target.inject({ method: 'POST', url, payload: { orderId: 'PL2024174' } });
  return { response, elapsed: Date.now() - started };
}

function expectEnvelope(
  response: Awaited<ReturnType<typeof call>>['response'],
  status: number,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({ code: status, message });
  expect(response.body).not.toMatch(/<html|\bat .+:\d+:\d+|node_modules|ECONN|UND_ERR/i);
}

describe('an upstream that fails answers the app with a clear envelope, quickly', () => {
  it('connection refused: 503, at once', async () => {
    const closed = await startStandInUpstream();
    await closed.close();
    const refusing = await buildServer(
      testConfig({ dataFile: ':memory:', upstream: { base: closed.origin } }),
    );
    const { response, elapsed } = await call(refusing);
    await refusing.close();
    // "Not answering" (503), not "too slow" (504): the proxy did not wait out its time-out.
    expectEnvelope(response, 503, PROXY_MESSAGES.notAnswering);
    console.info(`refused connection answered in ${elapsed} ms`);
  });

  it('no answer within the time-out: 504 after the time-out, not a hang', async () => {
    upstream.answer = () => undefined;
    const { response, elapsed } = await call();
    // "Too slow" (504) is the time-out's answer; a hang would run into the test's time-out.
    expectEnvelope(response, 504, PROXY_MESSAGES.tooSlow);
    console.info(`unanswered call cut after ${elapsed} ms (time-out ${TIMEOUT_MS} ms)`);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
  });

  it('headers, then a body that stalls before its first byte: 504', async () => {
    upstream.answer = (_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/plain',
        'content-length': '1000',
        'set-cookie': 'half=1',
      });
      response.flushHeaders();
    };
    const { response } = await call();
    expectEnvelope(response, 504, PROXY_MESSAGES.tooSlow);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('a 500 with an HTML error page: 502', async () => {
    upstream.answer = (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<html><body><h1>500 Internal Server Error</h1><pre>at Foo.java:42</pre>');
    };
    expectEnvelope((await call()).response, 502, PROXY_MESSAGES.brokenAnswer);
  });

  it('a 503 in plain text from a gateway: 503', async () => {
    upstream.answer = (_request, response) => {
      response.writeHead(503, { 'content-type': 'text/plain' });
      response.end('Service Unavailable');
    };
    expectEnvelope((await call()).response, 503, PROXY_MESSAGES.notAnswering);
  });

  it('a 200 HTML page where data belongs (a gateway or login page): 502, its headers dropped', async () => {
    upstream.answer = (_request, response) => {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'set-cookie': 'gateway=1; Path=/',
        etag: '"page"',
      });
      response.end('<!doctype html><html><title>Please wait</title></html>');
    };
    const { response } = await call();
    expectEnvelope(response, 502, PROXY_MESSAGES.brokenAnswer);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers.etag).toBeUndefined();
  });

  it('an unlabelled page and a gzipped HTML page: 502', async () => {
    upstream.answer = (_request, response) => {
      response.writeHead(200);
      response.end('\n  <html>maintenance</html>');
    };
    expectEnvelope((await call()).response, 502, PROXY_MESSAGES.brokenAnswer);
    upstream.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(gzipSync('<html>maintenance</html>'));
    };
    expectEnvelope((await call()).response, 502, PROXY_MESSAGES.brokenAnswer);
  });

  it('a 200 that is text or a file, not JSON: 502, never shown on our origin', async () => {
    for (const [type, content] of [
      ['text/plain', 'OK'],
      ['application/xml', '<ok/>'],
      ['application/pdf', '%PDF-1.4'],
    ]) {
      upstream.answer = (_request, response) => {
        response.writeHead(200, { 'content-type': type });
        response.end(content);
      };
      expectEnvelope((await call()).response, 502, PROXY_MESSAGES.brokenAnswer);
    }
  });

  it('a connection dropped without an answer: 502', async () => {
    upstream.answer = (request) => request.socket.destroy();
    expectEnvelope((await call()).response, 502, PROXY_MESSAGES.brokenAnswer);
  });

  it('an https upstream whose certificate does not verify: refused, 502', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'proxy-tls-'));
    execFileSync(
      'openssl',
      [
        ...[
          'req',
          '-x509',
          '-newkey',
          'rsa:2048',
          '-nodes',
          '-days',
          '1',
          '-subj',
          '/CN=127.0.0.1',
        ],
        ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
      ],
      { stdio: 'ignore' },
    );
    const server = createHttpsServer(
      { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
      (_request, response) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"code":0,"message":"should never be trusted","data":null}');
      },
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const tls = await buildServer(
      testConfig({ dataFile: ':memory:', upstream: { base: `https://127.0.0.1:${port}` } }),
    );
    try {
      expectEnvelope((await call(tls)).response, 502, PROXY_MESSAGES.brokenAnswer);
    } finally {
      await tls.close();
      server.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('usable upstream answers pass unchanged', () => {
  it('JSON with any status, byte for byte', async () => {
    const body = '{"code":"800005","message":"Duplicate request","data":null}';
    for (const status of [200, 400, 500, 503]) {
      upstream.answer = (_request, response) => {
        response.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
        response.end(body);
      };
      const { response } = await call();
      expect(response.statusCode, String(status)).toBe(status);
      expect(response.body).toBe(body);
      expect(response.headers['content-type']).toBe('application/json;charset=UTF-8');
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('JSON a legacy server labels text/html: the same bytes, labelled JSON, so no browser renders them', async () => {
    // A page that renders this would follow the refresh: on our origin, to wherever it says.
    const body =
      ' {"code":"00","message":"<meta http-equiv=refresh content=\'0;url=https://evil.example\'>","data":{"repayToken":"t"}}';
    upstream.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html;charset=UTF-8' });
      response.end(body);
    };
    const { response } = await call();
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(body);
    expect(response.headers['content-type']).toBe('application/json; charset=UTF-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compressed JSON, still compressed', async () => {
    const json = JSON.stringify({ code: 0, message: 'success', data: 'x'.repeat(4000) });
    upstream.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' });
      response.end(gzipSync(json));
    };
    const response = await app.inject({
      url: '/api/v3/x',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(response.rawPayload).toString()).toBe(json);
  });

  it('the promotion captcha, an SVG: passed as an image, saved rather than shown if opened on its own', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><path d="M0 0h9"/></svg>';
    upstream.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/svg+xml; charset=utf-8' });
      response.end(svg);
    };
    const response = await app.inject({
      url: `/api${endpointPath(getCaptcha, 'pesoloan')}?sid=s1&t=1`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(svg);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment');
  });

  it('an answer with nothing in it, without a label', async () => {
    upstream.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': '0' });
      response.end();
    };
    const response = await app.inject({ url: '/api/v3/track' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-type']).toBeUndefined();
  });

  it('an image', async () => {
    const png = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13, 73, 72, 68, 82]);
    upstream.answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(png);
    };
    const response = await app.inject({ url: '/api/sandbox/qr/ABC' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
  });
});

describe('upstream failures are counted for ops, by reason', () => {
  it('borrower_upstream_failures_total counts each envelope the proxy answered in place of the lender', async () => {
    const counted = async (reason: string) => {
      const text = await app.metrics.registry.metrics();
      return Number(
        new RegExp(`^borrower_upstream_failures_total\\{reason="${reason}"\\} (\\d+)`, 'm').exec(
          text,
        )?.[1],
      );
    };
    const before = { timeout: await counted('timeout'), bad: await counted('bad_answer') };
    upstream.answer = () => undefined;
    await call();
    upstream.answer = (_request, response) => {
      response.writeHead(500, { 'content-type': 'text/html' });
      response.end('<html>oops</html>');
    };
    await call();
    await call();
    upstream.answer = answerJson;
    await call();
    expect(await counted('timeout')).toBe(before.timeout + 1);
    expect(await counted('bad_answer')).toBe(before.bad + 2);
  });
});
