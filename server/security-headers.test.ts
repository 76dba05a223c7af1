import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { buildServer } from './app';
import { queryAll, type SandboxDb } from './sandbox/db';
import { redactUrl } from './lib/redact';
import { DEMO_SESSION, demoQuery } from './sandbox/modules/core/demo-borrower';
import { testConfig } from './test-support/test-config';

let app: FastifyInstance;
let db: SandboxDb | undefined;
let distDir: string;

const SHELL_MARKER = '<div id="root" data-shell="test"></div>';

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'pesoloan-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(
    join(distDir, 'index.html'),
    `<!doctype html><html><head><title>t</title></head><body>${SHELL_MARKER}</body></html>`,
  );
  writeFileSync(join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(distDir, 'assets/x-abc.js'), 'export const x = 1;');
  writeFileSync(join(distDir, 'assets/x-abc.css'), 'body { color: black; }');
  // An SVG the build emits is a document when opened on its own: it keeps a document's headers.
  writeFileSync(
    join(distDir, 'assets/x-abc.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
  // `inject` comes from 127.0.0.1: trusting it stands in for the TLS-terminating load balancer.
  const server = await buildServer(
    testConfig({
      dataFile: ':memory:',
      distDir,
      trustedProxies: ['127.0.0.1'],
      onLog: () => undefined,
    }),
  );
  app = server;
  db = server.db;
});

afterAll(async () => {
  await app.close();
  rmSync(distDir, { recursive: true, force: true });
});

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

describe('security headers on every response', () => {
  const urls = [
    '/',
    '/loanDetail?sessionId=abc',
    '/sw.js',
    '/assets/x-abc.svg',
    '/assets/x-gone.js',
    '/api/nope',
    '/missing.js',
  ];

  it.each(urls)('%s carries a strict CSP', async (url) => {
    const response = await app.inject({ url });
    const csp = String(response.headers['content-security-policy'] ?? '');
    const policy = directives(csp);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')?.join(' ')).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    // No third-party origin anywhere: every source is our own origin or a local scheme.
    const sources = [...policy.values()].flat();
    expect(sources.every((source) => ["'self'", "'none'", 'data:', 'blob:'].includes(source))).toBe(
      true,
    );
  });

  it.each(urls)('%s sends no Referer, no MIME sniffing and no foreign framing', async (url) => {
    const response = await app.inject({ url });
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it.each(['/assets/x-abc.js', '/assets/x-abc.css', '/assets/x-abc.js?v=1'])(
    "%s, the build's own script or stylesheet: what applies to it, none of a document's headers",
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'permissions-policy',
      ])
        expect(response.headers[name], name).toBeUndefined();
      // Revalidated (304), the same.
      const etag = String(response.headers.etag);
      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.headers['content-security-policy']).toBeUndefined();
      expect(again.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('adds HSTS when the request reached the proxy over TLS, and not on plain http', async () => {
    const tls = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const apiTls = await app.inject({
      url: '/api/nope',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(apiTls.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forwardedHttp = await app.inject({ url: '/', headers: { 'x-forwarded-proto': 'http' } });
    expect(forwardedHttp.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('cache headers and static files', () => {
  it('revalidates the shell and the worker on every load', async () => {
    for (const url of ['/index.html', '/sw.js', '/']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps hashed assets immutable for a year, as JavaScript', async () => {
    const response = await app.inject({ url: '/assets/x-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toBe('export const x = 1;');
  });

  it('answers a repeat request with 304 by ETag, and a byte range with 206', async () => {
    const first = await app.inject({ url: '/assets/x-abc.js' });
    const etag = String(first.headers.etag ?? '');
    expect(etag).not.toBe('');
    const again = await app.inject({ url: '/assets/x-abc.js', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const part = await app.inject({ url: '/assets/x-abc.js', headers: { range: 'bytes=0-5' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe('bytes 0-5/19');
    expect(part.body).toBe('export');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/assets/x-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-length']).toBe('19');
    expect(response.body).toBe('');
  });

  it('answers a malformed percent-encoding with 400, not a server error', async () => {
    const response = await app.inject({ url: '/assets/%E0%A4%A.js' });
    expect(response.statusCode).toBe(400);
  });

  it('answers a missing asset with a real 404 that is not JavaScript and is not cached', async () => {
    const response = await app.inject({ url: '/assets/x-gone.js' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain(SHELL_MARKER);
  });

  it('serves the app shell for an app route, with its query', async () => {
    const response = await app.inject({
      url: `/loanDetail?${demoQuery({ orderId: 'PL2024174' })}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain(SHELL_MARKER);
  });

  it('names the screen’s first call first in <head>, with no value from the request', async () => {
    const response = await app.inject({
      url: `/loanDetail?${demoQuery({ orderId: 'PL2024174' })}`,
    });
    const meta = /^<!doctype html><html><head><meta name="first-call" content="([^"]+)">/.exec(
      response.body,
    );
    const wire: unknown = JSON.parse((meta?.[1] ?? '').replaceAll('&quot;', '"'));
    expect(wire).toMatchObject({ path: '/v3/loan-details/loan-details', method: 'GET' });
    expect(meta?.[0]).not.toContain('PL2024174');
    expect(meta?.[0]).not.toContain(DEMO_SESSION.sessionId);
    for (const url of ['/repayment', '/', '/aboutUs', '/nowhere']) {
      expect((await app.inject({ url })).body).not.toContain('first-call');
    }
  });

  it('never serves a file outside the built app', async () => {
    for (const url of ['/..%2f..%2fetc%2fpasswd', '/assets/..%2f..%2fpackage.json']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.body, url).not.toContain('root:');
      expect(response.body, url).not.toContain('"dependencies"');
    }
  });
});

describe('API error envelopes', () => {
  it('answers a malformed JSON body with the 400 envelope and no stack trace', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v3/personal-center/contact-kf-info',
      headers: { 'content-type': 'application/json' },
      payload: '{"overall": 30,',
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<Record<string, unknown>>();
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    expect(body.code).toBe(400);
    expect(typeof body.message).toBe('string');
    expect(response.body).not.toMatch(/\bat .+:\d+:\d+|node_modules|stack/i);
  });

  it('answers an unknown API with a 404 envelope, for GET and POST', async () => {
    const get = await app.inject({ url: '/api/v9/nothing-here?sessionId=x' });
    expect(get.statusCode).toBe(404);
    expect(get.json()).toEqual({ code: 404, message: 'No such API: GET /api/v9/nothing-here' });
    const post = await app.inject({ method: 'POST', url: '/api/v9/nothing-here', payload: {} });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ code: 404, message: 'No such API: POST /api/v9/nothing-here' });
    expect(post.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('request logs redact session values', () => {
  it('replaces every borrower-identifying query value and keeps the rest', () => {
    const redacted = redactUrl(`/loanDetail?${demoQuery({ orderId: 'PL2024174' })}`);
    const query = new URLSearchParams(redacted.split('?')[1]);
    for (const key of ['sessionId', 'userId', 'deviceId', 'mobilePhone'])
      expect(query.get(key), key).toBe('***');
    expect(query.get('orderId')).toBe('PL2024174');
    expect(query.get('appVersion')).toBe('3.2.0');
    expect(redacted).not.toContain('demo-session-10001');
    expect(redacted).not.toContain('09171234567');
  });

  it('matches names case-insensitively, covers codes and card numbers, and leaves bare paths', () => {
    const redacted = redactUrl(
      '/api/x?SESSIONID=s1&smsCode=123456&verifyCode=654321&cardNo=4111&phone=0917&sid=zz',
    );
    expect(redacted).toBe(
      '/api/x?SESSIONID=***&smsCode=***&verifyCode=***&cardNo=***&phone=***&sid=***',
    );
    expect(redactUrl('/loanDetail')).toBe('/loanDetail');
  });

  it('redacts values that arrive percent-encoded or repeated', () => {
    const redacted = redactUrl('/x?sessionId=a%22%3E%3Cscript%3E&sessionId=second');
    expect(redacted).not.toContain('script');
    expect(redacted).not.toContain('second');
    expect(redacted).toBe('/x?sessionId=***');
  });
});

describe('double submission of money', () => {
  const LOAN = '/api/api/v1/pesoloan/service/loan';

  async function post(path: string, payload: Record<string, string | number>) {
    const response = await app.inject({ method: 'POST', url: `${path}?${demoQuery()}`, payload });
    return response.json<{ code: string | number; data: Record<string, unknown> | null }>();
  }

  async function commitBody(orderId: string, bankCode: string, key: string) {
    const way = await post(`${LOAN}/repayment-way`, { orderId });
    const data = v.parse(
      v.object({
        repayToken: v.string(),
        repayAmount: v.number(),
        bankCards: v.array(
          v.object({
            id: v.number(),
            bankName: v.string(),
            cardNo: v.string(),
            bankCode: v.string(),
          }),
        ),
      }),
      way.data,
    );
    const card = data.bankCards.find((item) => item.bankCode === bankCode);
    if (!card) throw new Error(`no card ${bankCode}`);
    return {
      amount: data.repayAmount,
      bankName: card.bankName,
      cardId: card.id,
      cardNo: card.cardNo,
      couponId: '',
      orderId,
      repayToken: data.repayToken,
      bankCode: card.bankCode,
      sendMsg: 0,
      idempotencyKey: key,
    };
  }

  function attempts(orderNo: string) {
    if (!db) throw new Error('no database');
    return queryAll(
      db,
      v.object({ status: v.string(), idempotency_key: v.string() }),
      'SELECT status, idempotency_key FROM repayment_attempts WHERE order_no = ? ORDER BY id',
      orderNo,
    );
  }

  it('20 simultaneous identical commits make one attempt and all get its answer (replay)', async () => {
    const body = await commitBody('PL2024170', 'BDO', 'dup-key-170');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(`${LOAN}/repayment-commit`, body)),
    );
    const first = answers[0];
    expect(first).toMatchObject({ code: '00', data: { needValid: 1 } });
    expect(
      answers.filter((answer) => JSON.stringify(answer) === JSON.stringify(first)),
    ).toHaveLength(20);
    expect(attempts('PL2024170')).toEqual([{ status: 'pending', idempotency_key: 'dup-key-170' }]);
  });

  it('moves the money once when 20 commits with distinct keys hit an instant-debit card', async () => {
    const bodies = await Promise.all(
      Array.from({ length: 20 }, (_, index) => commitBody('PL2024180', 'UBP', `k-180-${index}`)),
    );
    const answers = await Promise.all(bodies.map((body) => post(`${LOAN}/repayment-commit`, body)));
    const codes = answers.map((answer) => answer.code);
    expect(codes.filter((code) => code === '00')).toHaveLength(1);
    expect(codes.filter((code) => code === '800005')).toHaveLength(19);
    expect(attempts('PL2024180').map((row) => row.status)).toEqual(['success']);
  });

  it('never restarts a replaced attempt: its key replays the old answer or is refused', async () => {
    const first = await commitBody('PL2024174', 'BDO', 'k1-174');
    const second = await commitBody('PL2024174', 'BDO', 'k2-174');
    const accepted = await post(`${LOAN}/repayment-commit`, first);
    expect(accepted.code).toBe('00');
    expect((await post(`${LOAN}/repayment-commit`, second)).code).toBe('00');
    expect(await post(`${LOAN}/repayment-commit`, first)).toEqual(accepted);
    const changed = await post(`${LOAN}/repayment-commit`, {
      ...first,
      repayToken: second.repayToken,
    });
    expect(changed.code).toBe(422);
    expect(attempts('PL2024174')).toEqual([
      { status: 'cancelled', idempotency_key: 'k1-174' },
      { status: 'pending', idempotency_key: 'k2-174' },
    ]);
  });
});
