import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  answerJson,
  startStandInUpstream,
  type StandInUpstream,
} from '../../tests/setup/stand-in-upstream';
import { buildServer } from '../app';
import { listenOnLoopback } from '../test-support/listen-on-loopback';
import { parseUpstream } from '../settings/upstream-target';
import { testConfig } from '../test-support/test-config';

const FORGED = {
  'x-forwarded-for': '6.6.6.6',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '8443',
  forwarded: 'for=6.6.6.6;host=evil.example;proto=https',
  'x-real-ip': '6.6.6.6',
};

let upstream: StandInUpstream;
const apps: Awaited<ReturnType<typeof buildServer>>[] = [];

beforeAll(async () => {
  upstream = await startStandInUpstream();
});
afterEach(() => {
  upstream.received.length = 0;
  upstream.answer = answerJson;
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await upstream.close();
});

/** The app in proxy mode on a loopback port. */
async function proxyApp(options: { path?: string; trustedProxies?: string[]; auth?: string } = {}) {
  const base = new URL(`${upstream.origin}${options.path ?? ''}`);
  if (options.auth) [base.username, base.password] = options.auth.split(':');
  // Read as API_UPSTREAM is: the credentials become the Authorization header.
  const upstreamTarget = parseUpstream(base.href);
  if (!upstreamTarget.ok) throw new Error(upstreamTarget.message);
  const app = await buildServer(
    testConfig({
      dataFile: ':memory:',
      upstream: upstreamTarget.value,
      trustedProxies: options.trustedProxies ?? [],
    }),
  );
  apps.push(app);
  return { app, ...(await listenOnLoopback(app)) };
}

/** A raw request (node:http lets a test set Host and hop-by-hop headers as a client could). */
function send(url: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const outgoing = httpRequest(url, { method, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      });
      outgoing.on('error', reject);
      outgoing.end();
    },
  );
}

function lastReceived() {
  const received = upstream.received.at(-1);
  if (!received) throw new Error('the upstream received nothing');
  return received;
}

describe('forwarding headers', () => {
  it('never passes forged X-Forwarded-* / Forwarded on; without a trusted proxy it says only the socket address', async () => {
    const { origin, port } = await proxyApp();
    const response = await send(`${origin}/api/v3/ping?a=1`, {
      ...FORGED,
      host: `app.example:${port}`,
    });
    expect(response.status).toBe(200);
    const { headers } = lastReceived();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    // The client's Host is its own claim: no forwarding header repeats it.
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(headers['x-forwarded-proto']).toBeUndefined();
    expect(headers['x-forwarded-port']).toBeUndefined();
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-real-ip']).toBeUndefined();
    expect(JSON.stringify(headers)).not.toContain('6.6.6.6');
    expect(JSON.stringify(headers)).not.toContain('evil.example');
    expect(JSON.stringify(headers)).not.toContain('app.example');
    // The upstream is addressed as itself.
    expect(headers.host).toBe(new URL(upstream.origin).host);
  });

  it('believes the load balancer listed in TRUSTED_PROXIES, and only the hop it reports', async () => {
    const { origin } = await proxyApp({ trustedProxies: ['127.0.0.0/8'] });
    await send(`${origin}/api/v3/ping`, {
      // What the balancer appends: a forged entry from the client, then the real client address.
      'x-forwarded-for': '6.6.6.6, 203.0.113.7',
      'x-forwarded-host': 'app.lender.example',
      'x-forwarded-proto': 'https',
      forwarded: 'for=6.6.6.6',
    });
    const { headers } = lastReceived();
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(headers['x-forwarded-host']).toBe('app.lender.example');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers.forwarded).toBeUndefined();
  });

  it('ignores a hop that is not in TRUSTED_PROXIES', async () => {
    const { origin } = await proxyApp({ trustedProxies: ['10.0.0.0/8'] });
    await send(`${origin}/api/v3/ping`, FORGED);
    const { headers } = lastReceived();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-host']).toBeUndefined();
    expect(headers['x-forwarded-proto']).toBeUndefined();
  });

  it('passes on only what the trusted balancer said: its Host is not a forwarding claim', async () => {
    const { origin } = await proxyApp({ trustedProxies: ['127.0.0.0/8'] });
    await send(`${origin}/api/v3/ping`, {
      host: 'app.example',
      'x-forwarded-for': '203.0.113.7',
      'x-forwarded-proto': 'https',
    });
    const { headers } = lastReceived();
    expect(headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(headers['x-forwarded-proto']).toBe('https');
    expect(headers['x-forwarded-host']).toBeUndefined();
  });

  it('strips hop-by-hop headers in both directions and keeps the allowed ones', async () => {
    const { origin } = await proxyApp();
    upstream.answer = (_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'keep-alive': 'timeout=99',
        'x-upstream-note': 'kept',
        'proxy-authenticate': 'Basic',
        trailer: 'x-checksum',
        connection: 'keep-alive, X-Upstream-Hop',
        'x-upstream-hop': 'meant-for-the-proxy-only',
      });
      response.end('{"code":0,"message":"success","data":null}');
    };
    const response = await send(`${origin}/api/v3/ping`, {
      connection: 'keep-alive, x-private-hop',
      'x-private-hop': 'secret-hop-value',
      'keep-alive': 'timeout=5',
      'proxy-authorization': 'Basic c2VjcmV0',
      te: 'trailers',
      upgrade: 'websocket',
      'x-session-id': 'kept-session-header',
      'x-requested-with': 'XMLHttpRequest',
    });
    const { headers } = lastReceived();
    for (const name of ['x-private-hop', 'proxy-authorization', 'te', 'upgrade', 'keep-alive'])
      expect(headers[name], name).toBeUndefined();
    expect(headers['x-session-id']).toBe('kept-session-header');
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    // Not on the answer allow-list (./forwarded-headers.ts): the browser never sees it.
    expect(response.headers['x-upstream-note']).toBeUndefined();
    // RFC 9110 7.6.1: what the upstream's Connection header names is for this hop only.
    expect(response.headers['x-upstream-hop']).toBeUndefined();
    expect(response.headers['proxy-authenticate']).toBeUndefined();
    expect(response.headers.trailer).toBeUndefined();
    expect(response.headers['keep-alive']).not.toBe('timeout=99');
  });

  it('answers Expect: 100-continue itself and forwards the body without it (curl sends it)', async () => {
    const { origin } = await proxyApp();
    const body = Buffer.alloc(2048, 7);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(`${origin}/api/v3/upload`, {
        method: 'POST',
        headers: { expect: '100-continue', 'content-length': String(body.length) },
      });
      outgoing.on('continue', () => outgoing.end(body));
      outgoing.on('response', (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      outgoing.on('error', reject);
    });
    expect(status).toBe(200);
    const received = lastReceived();
    expect(received.headers.expect).toBeUndefined();
    expect(received.body.equals(body)).toBe(true);
  });

  it('sends credentials from API_UPSTREAM as Basic auth, never in the URL', async () => {
    const { origin } = await proxyApp({ auth: 'lender-app:s3cr%40t' });
    await send(`${origin}/api/v3/ping`, { authorization: 'Bearer client-made-up' });
    const received = lastReceived();
    expect(received.headers.authorization).toBe(
      `Basic ${Buffer.from('lender-app:s3cr@t').toString('base64')}`,
    );
    expect(received.url).toBe('/v3/ping');
  });
});

describe('allow-lists', () => {
  it("only what the app needs of the lender's answer headers reaches the browser", async () => {
    const { origin } = await proxyApp();
    const hostile = {
      'set-cookie': 'session=stolen; Path=/',
      'clear-site-data': '"*"',
      refresh: '0; url=https://evil.example/',
      link: '<https://evil.example/x.js>; rel=preload; as=script',
      'strict-transport-security': 'max-age=0',
      'access-control-allow-origin': '*',
      'access-control-allow-credentials': 'true',
      'content-security-policy': 'default-src *',
      'x-frame-options': 'ALLOWALL',
      'content-disposition': 'attachment; filename=evil.html',
      etag: '"lender"',
      'x-powered-by': 'lender',
    };
    upstream.answer = (_request, response) => {
      response.writeHead(429, {
        ...hostile,
        'content-type': 'application/json; charset=utf-8',
        'retry-after': '42',
      });
      response.end('{"code":429,"message":"slow down"}');
    };
    const response = await send(`${origin}/api/v3/x`, {});
    expect(response.status).toBe(429);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toBe('{"code":429,"message":"slow down"}');
    expect(response.headers['retry-after']).toBe('42');
    // The app's own headers, not the lender's.
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).not.toBe('default-src *');
    const leaked = Object.keys(hostile).filter(
      (name) => response.headers[name] === hostile[name as keyof typeof hostile],
    );
    expect(leaked).toEqual([]);
    for (const name of [
      'set-cookie',
      'clear-site-data',
      'refresh',
      'link',
      'strict-transport-security',
      'access-control-allow-origin',
      'access-control-allow-credentials',
      'etag',
      'x-powered-by',
    ])
      expect(response.headers[name], name).toBeUndefined();
  });

  it("only the contract's request headers reach the lender: no method override or URL rewrite", async () => {
    const { origin } = await proxyApp();
    const kept = {
      accept: 'application/json',
      'accept-language': 'fil-PH',
      'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      'user-agent': 'Mozilla/5.0 test',
      'x-requested-with': 'XMLHttpRequest',
      'x-session-id': 's-1',
      'x-user-id': 'u-1',
      'x-device-id': 'd-1',
      'x-app-version': '1.2.3',
      'idempotency-key': 'k-1',
    };
    const dropped = {
      'x-http-method-override': 'DELETE',
      'x-http-method': 'DELETE',
      'x-method-override': 'DELETE',
      'x-original-url': '/admin',
      'x-rewrite-url': '/admin',
      'x-original-method': 'DELETE',
      cookie: 'lang=fil; lb=sticky',
      authorization: 'Bearer client-made-up',
      origin: 'https://evil.example',
      'x-custom-ip-authorization': '127.0.0.1',
      'x-forwarded-server': 'evil.example',
    };
    await send(`${origin}/api/v3/x?sessionId=s-1`, { ...kept, ...dropped }, 'POST');
    const { headers, method, url } = lastReceived();
    expect(method).toBe('POST');
    expect(url).toBe('/v3/x?sessionId=s-1');
    for (const [name, value] of Object.entries(kept)) expect(headers[name], name).toBe(value);
    for (const name of Object.keys(dropped)) expect(headers[name], name).toBeUndefined();
  });
});

describe('paths, queries and caching', () => {
  it('honours a path on API_UPSTREAM and passes the query string as it came', async () => {
    const { origin } = await proxyApp({ path: '/base' });
    const query = 'sessionId=s%2B1&q=a+b&q=c&empty=&x=%E2%82%B1';
    await send(`${origin}/api/api/v1/pesoloan/service/loan/repayment-way?${query}`, {});
    expect(lastReceived().url).toBe(`/base/api/v1/pesoloan/service/loan/repayment-way?${query}`);
  });

  it('maps /api alone and an upstream path with a trailing slash', async () => {
    const { origin } = await proxyApp({ path: '/base/' });
    await send(`${origin}/api/x`, {});
    expect(lastReceived().url).toBe('/base/x');
  });

  it('refuses to leave the upstream base path', async () => {
    const { origin } = await proxyApp({ path: '/base' });
    const response = await send(`${origin}/api/..%2fadmin`, {});
    expect(response.status).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(upstream.received).toHaveLength(0);
  });

  it('marks every /api answer no-store, whatever the upstream said, errors included', async () => {
    const { origin } = await proxyApp();
    upstream.answer = (_request, response) => {
      response.writeHead(200, {
        'content-type': 'application/json',
        'cache-control': 'public, max-age=3600',
      });
      response.end('{"code":0,"message":"success","data":{}}');
    };
    expect((await send(`${origin}/api/v3/cached`, {})).headers['cache-control']).toBe('no-store');
    upstream.answer = (_request, response) => {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"code":404,"message":"nope"}');
    };
    expect((await send(`${origin}/api/v3/missing`, {})).headers['cache-control']).toBe('no-store');
    const refused = await send(`${origin}/api/..%2fadmin`, {});
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe('the request id reaches the lender', () => {
  it('the id the client sent (when acceptable) or the one this server made, the same as in the answer', async () => {
    const { origin } = await proxyApp();
    const given = await send(`${origin}/api/v3/x`, { 'x-request-id': 'edge-7f3a-0001' });
    expect(given.headers['x-request-id']).toBe('edge-7f3a-0001');
    const made = await send(`${origin}/api/v3/x`, { 'x-request-id': 'not an id' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(upstream.received.map((call) => call.headers['x-request-id'])).toEqual([
      'edge-7f3a-0001',
      made.headers['x-request-id'],
    ]);
  });
});
