import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { repaymentCommit, repaymentConfirm } from '../../src/contract/card-payment';
import { uploadProblemImage } from '../../src/contract/complaint-filing';
import { endpointPath } from '../../src/contract/endpoint';
import { getSms } from '../../src/contract/promotion';
import { startRedis, type RedisProcess } from '../../tests/setup/redis-server';
import {
  answerJson,
  sha256,
  startStandInUpstream,
  type StandInUpstream,
} from '../../tests/setup/stand-in-upstream';
import { buildServer, type BuiltServer } from '../app';
import { REDIS_KEY_PREFIX } from '../limits/redis-counters';
import { RATE_LIMIT_OVERRIDE_ENV, RATE_LIMITS } from '../settings/limit-table';
import { SESSION_CONFLICT, SESSION_REPEATED } from '../lib/session-id';
import { listenOnLoopback } from '../test-support/listen-on-loopback';
import { BODY_READ_LIMIT } from './proxy-limits';
import { testConfig } from '../test-support/test-config';

/*
 * The bypasses of issue 42 ("Limits that do not hold"), each tried through the real proxy with a
 * stand-in lender API: a limit is keyed on exactly what the lender receives, the call's kind is
 * read from every body the app can send, and one phone gets a handful of codes an hour.
 */
let upstream: StandInUpstream;
let redis: RedisProcess;
const apps: BuiltServer[] = [];

beforeAll(async () => {
  [upstream, redis] = await Promise.all([startStandInUpstream(), startRedis()]);
});
afterEach(() => {
  upstream.received.length = 0;
  upstream.answer = answerJson;
  vi.unstubAllEnvs();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all([upstream.close(), redis.stop()]);
});

async function proxy(options: { redisUrl?: string; trustedProxies?: string[] } = {}) {
  const app = await buildServer(
    testConfig({
      dataFile: ':memory:',
      upstream: { base: `${upstream.origin}/api` },
      ...options,
    }),
  );
  apps.push(app);
  return app;
}

const api = (endpoint: Parameters<typeof endpointPath>[0]) =>
  `/api${endpointPath(endpoint, 'pesoloan')}`;
const CONFIRM = api(repaymentConfirm);
const COMMIT = api(repaymentCommit);
const UPLOAD = api(uploadProblemImage);
const SMS = api(getSms);
const FORM = 'application/x-www-form-urlencoded;charset=UTF-8';

let unique = 0;
const fresh = (what: string) => `${what}-${Date.now()}-${unique++}`;

/** A multipart body as a browser's FormData makes it. */
async function multipart(fields: Record<string, string>, file = false) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set('file', new Blob([Buffer.alloc(512, 1)], { type: 'image/png' }), 'a.png');
  const request = new Request('http://x/', { method: 'POST', body: form });
  return {
    type: request.headers.get('content-type') ?? '',
    bytes: Buffer.from(await request.arrayBuffer()),
  };
}

/** A POST over a real socket; chunks written one by one (no length: chunked). */
function post(
  origin: string,
  path: string,
  headers: Record<string, string>,
  chunks: readonly Buffer[],
): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${origin}${path}`, { method: 'POST', headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    outgoing.on('error', reject);
    for (const chunk of chunks) outgoing.write(chunk);
    outgoing.end();
  });
}

const count = (statuses: number[], status: number) =>
  statuses.filter((value) => value === status).length;

describe('a session named twice is refused before anything is forwarded', () => {
  const calls = [
    {
      name: 'confirm',
      url: CONFIRM,
      max: RATE_LIMITS.confirm.max,
      body: async () => ({
        type: FORM,
        bytes: Buffer.from('orderId=PL1&verifyCode=1&repaymentRecordId=1'),
      }),
    },
    {
      name: 'commit',
      url: COMMIT,
      max: RATE_LIMITS.commit.max,
      body: async () => ({
        type: FORM,
        bytes: Buffer.from('orderId=PL1&cardId=1&sendMsg=0&repayToken=t&amount=100'),
      }),
    },
    {
      name: 'upload',
      url: UPLOAD,
      max: RATE_LIMITS.upload.max,
      body: () => multipart({}, true),
    },
  ];

  it.each(calls)(
    '$name: ?sessionId=real&sessionId=x is 400 every time, the lender sees none, the real budget is untouched',
    async ({ url, max, body }) => {
      const app = await proxy();
      const real = fresh('real');
      const { type, bytes } = await body();
      const statuses: number[] = [];
      const messages = new Set<string>();
      for (let call = 0; call < max + 10; call++) {
        const decoy = fresh('decoy');
        const answer = await app.inject({
          method: 'POST',
          url: `${url}?sessionId=${real}&sessionId=${decoy}`,
          headers: { 'content-type': type, 'x-session-id': decoy },
          payload: bytes,
        });
        statuses.push(answer.statusCode);
        messages.add(JSON.stringify(answer.json()));
      }
      expect(count(statuses, 200)).toBe(0);
      expect(count(statuses, 400)).toBe(max + 10);
      expect([...messages]).toEqual([JSON.stringify({ code: 400, message: SESSION_REPEATED })]);
      expect(upstream.received).toHaveLength(0);
      // The borrower's own calls still have their whole budget.
      const own = await app.inject({
        method: 'POST',
        url: `${url}?sessionId=${real}`,
        headers: { 'content-type': type, 'x-session-id': real },
        payload: bytes,
      });
      expect(own.statusCode).toBe(200);
    },
  );

  it('a query session that differs from X-Session-Id, or from the form, is 400; the same one everywhere passes', async () => {
    const app = await proxy();
    const real = fresh('real');
    const confirm = (query: string, header: string | undefined, form: string) =>
      app.inject({
        method: 'POST',
        url: `${CONFIRM}?sessionId=${query}`,
        headers: { 'content-type': FORM, ...(header ? { 'x-session-id': header } : {}) },
        payload: `orderId=PL1&verifyCode=1&repaymentRecordId=1${form}`,
      });
    const statuses: number[] = [];
    for (let call = 0; call < RATE_LIMITS.confirm.max + 10; call++) {
      const answer = await confirm(fresh('decoy'), real, '');
      statuses.push(answer.statusCode);
      expect(answer.json()).toEqual({ code: 400, message: SESSION_CONFLICT });
    }
    expect(count(statuses, 400)).toBe(RATE_LIMITS.confirm.max + 10);
    const inForm = await confirm(real, undefined, `&sessionId=${fresh('decoy')}`);
    expect(inForm.json()).toEqual({ code: 400, message: SESSION_CONFLICT });
    const twiceInForm = await confirm(real, real, `&sessionId=${real}&sessionId=${real}`);
    expect(twiceInForm.json()).toEqual({ code: 400, message: SESSION_REPEATED });
    expect(upstream.received).toHaveLength(0);
    // What the app sends: the one session in the query, the header and (if at all) the form.
    expect((await confirm(real, real, `&sessionId=${real}`)).statusCode).toBe(200);
    expect((await confirm(real, undefined, '')).statusCode).toBe(200);
  });
});

describe("the call's kind is read from every body the app can send", () => {
  const resendFields = (order: string) => ({
    orderId: order,
    cardId: '1',
    sendMsg: '1',
    repayToken: 't',
  });
  type Encoding = (order: string) => Promise<{ headers: Record<string, string>; chunks: Buffer[] }>;
  const encodings: [string, Encoding][] = [
    [
      'chunked URL-encoded',
      async (order) => {
        const text = new URLSearchParams(resendFields(order)).toString();
        return {
          headers: { 'content-type': FORM },
          chunks: [Buffer.from(text.slice(0, 9)), Buffer.from(text.slice(9))],
        };
      },
    ],
    [
      'JSON',
      async (order) => ({
        headers: { 'content-type': 'application/json' },
        chunks: [Buffer.from(JSON.stringify({ ...resendFields(order), sendMsg: 1 }))],
      }),
    ],
    [
      'multipart',
      async (order) => {
        const { type, bytes } = await multipart(resendFields(order));
        return { headers: { 'content-type': type }, chunks: [bytes] };
      },
    ],
    [
      'URL-encoded padded past 16 KB',
      async (order) => {
        const text = new URLSearchParams({ ...resendFields(order), pad: 'x'.repeat(20_000) });
        const bytes = Buffer.from(text.toString());
        return {
          headers: { 'content-type': FORM, 'content-length': String(bytes.length) },
          chunks: [bytes],
        };
      },
    ],
  ];

  it.each(encodings)(
    'a resend sent %s counts under the resend limit',
    async (_name, encode) => {
      const app = await proxy();
      const { origin } = await listenOnLoopback(app);
      const session = fresh('session');
      const statuses: number[] = [];
      const sent: string[] = [];
      for (let call = 0; call <= RATE_LIMITS.resend.max; call++) {
        // Another order each time: the per-number cap is not what is counted here.
        const { headers, chunks } = await encode(fresh('PL'));
        sent.push(sha256(Buffer.concat(chunks)));
        statuses.push(await post(origin, `${COMMIT}?sessionId=${session}`, headers, chunks));
      }
      expect(count(statuses, 200)).toBe(RATE_LIMITS.resend.max);
      expect(statuses.at(-1)).toBe(429);
      // Each one passed went on byte for byte.
      expect(upstream.received.map((call) => sha256(call.body))).toEqual(
        sent.slice(0, RATE_LIMITS.resend.max),
      );
    },
    20_000,
  );

  it('a body that cannot be read (past the read limit, compressed, sendMsg twice) counts as the stricter resend', async () => {
    const app = await proxy();
    const { origin } = await listenOnLoopback(app);
    const session = fresh('session');
    const payment = (order: string) =>
      new URLSearchParams({ orderId: order, cardId: '1', sendMsg: '0', repayToken: 't' });
    // Five unreadable payments (padded past the read limit, compressed), then payments naming
    // sendMsg twice: the resend limit refuses the eleventh, so every one counted as a resend.
    const unreadable = (call: number): { headers: Record<string, string>; chunks: Buffer[] } => {
      if (call < 5 && call % 2 === 0) {
        const form = payment(fresh('PL'));
        form.set('pad', 'x'.repeat(BODY_READ_LIMIT));
        return { headers: { 'content-type': FORM }, chunks: [Buffer.from(form.toString())] };
      }
      if (call < 5)
        return {
          headers: { 'content-type': FORM, 'content-encoding': 'gzip' },
          chunks: [gzipSync(payment(fresh('PL')).toString())],
        };
      return {
        headers: { 'content-type': FORM },
        chunks: [Buffer.from(`${payment(fresh('PL')).toString()}&sendMsg=1`)],
      };
    };
    const statuses: number[] = [];
    let padded: Buffer[] = [];
    for (let call = 0; call <= RATE_LIMITS.resend.max; call++) {
      const { headers, chunks } = unreadable(call);
      if (call === 0) padded = chunks;
      statuses.push(await post(origin, `${COMMIT}?sessionId=${session}`, headers, chunks));
    }
    expect(count(statuses, 200)).toBe(RATE_LIMITS.resend.max);
    expect(statuses.at(-1)).toBe(429);
    // The padded body still reached the lender whole.
    expect(sha256(upstream.received[0]?.body ?? Buffer.alloc(0))).toBe(
      sha256(Buffer.concat(padded)),
    );
    // An unreadable body's phone is unknown: all of them share one number's budget (5), spent.
    const another = unreadable(0);
    expect(
      await post(
        origin,
        `${COMMIT}?sessionId=${fresh('session')}`,
        another.headers,
        another.chunks,
      ),
    ).toBe(429);
  });
});

describe('a per-number cap on SMS, across addresses and replicas', () => {
  const sms = (app: BuiltServer, address: string, phone: string) =>
    app.inject({
      method: 'POST',
      url: SMS,
      remoteAddress: address,
      headers: { 'content-type': FORM },
      payload: `phone=${encodeURIComponent(phone)}&sid=s1&capcode=abcd`,
    });

  it('three addresses asking codes for one phone (written three ways) get five between them', async () => {
    const app = await proxy();
    const digits = String(Date.now()).slice(-7);
    const spellings = [`0917${digits}`, `+63 917 ${digits}`, `63917${digits}`];
    const statuses: number[] = [];
    for (let round = 0; round < 10; round++)
      for (const [index, spelling] of spellings.entries())
        statuses.push((await sms(app, `203.0.113.${index + 1}`, spelling)).statusCode);
    expect(count(statuses, 200)).toBe(RATE_LIMITS.smsPerNumber.max);
    expect(upstream.received).toHaveLength(RATE_LIMITS.smsPerNumber.max);
    const refused = await sms(app, '203.0.113.9', spellings[0] ?? '');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(600);
    // Another phone is not held back.
    expect((await sms(app, '203.0.113.9', '09991112222')).statusCode).toBe(200);
  });

  it('with REDIS_URL the cap holds across two replicas', async () => {
    const [a, b] = [await proxy({ redisUrl: redis.url }), await proxy({ redisUrl: redis.url })];
    const phone = `0918${String(Date.now()).slice(-7)}`;
    const statuses: number[] = [];
    for (let call = 0; call < 12; call++)
      statuses.push((await sms(call % 2 ? b : a, `198.51.100.${call}`, phone)).statusCode);
    expect(count(statuses, 200)).toBe(RATE_LIMITS.smsPerNumber.max);
  });

  it('repayment codes: resends for one order from two sessions get five between them', async () => {
    const app = await proxy();
    const order = fresh('PL');
    const statuses: number[] = [];
    for (let call = 0; call < 8; call++)
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: `${COMMIT}?sessionId=${call % 2 ? 'session-a' : 'session-b'}`,
            headers: { 'content-type': FORM },
            payload: `orderId=${order}&sendMsg=1`,
          })
        ).statusCode,
      );
    expect(count(statuses, 200)).toBe(RATE_LIMITS.smsPerNumber.max);
  });

  it('the sandbox holds the same cap', async () => {
    const sandbox = await buildServer(testConfig({ dataFile: ':memory:', onLog: () => undefined }));
    apps.push(sandbox);
    const statuses: number[] = [];
    for (let call = 0; call < 9; call++)
      statuses.push((await sms(sandbox, `203.0.113.${call % 3}`, '09171234567')).statusCode);
    expect(count(statuses, 429)).toBe(9 - RATE_LIMITS.smsPerNumber.max);
  });
});

describe('sandbox-only settings do nothing in proxy mode', () => {
  it(`${RATE_LIMIT_OVERRIDE_ENV} does not lift the proxy's limits`, async () => {
    vi.stubEnv(RATE_LIMIT_OVERRIDE_ENV, '1000000');
    const app = await proxy();
    const statuses: number[] = [];
    for (let call = 0; call <= RATE_LIMITS.promotionSms.max; call++)
      statuses.push(
        (
          await app.inject({
            method: 'POST',
            url: SMS,
            remoteAddress: '192.0.2.7',
            headers: { 'content-type': FORM },
            payload: `phone=0917${String(call).padStart(7, '0')}&sid=s&capcode=c`,
          })
        ).statusCode,
      );
    expect(count(statuses, 200)).toBe(RATE_LIMITS.promotionSms.max);
  });
});

describe('a client address from a trusted hop must be an IP address', () => {
  it('8 KB of anything in X-Forwarded-For is ignored: the socket address is counted and forwarded, never a Redis key', async () => {
    const app = await proxy({ redisUrl: redis.url, trustedProxies: ['127.0.0.0/8'] });
    const { origin } = await listenOnLoopback(app);
    const client = new Redis(redis.url);
    try {
      await client.flushall();
      const statuses: number[] = [];
      for (let call = 0; call <= RATE_LIMITS.promotionSms.max; call++)
        statuses.push(
          await post(
            origin,
            SMS,
            {
              'content-type': FORM,
              'x-forwarded-for': `${String(call).repeat(10)}${'z'.repeat(8000)}`,
            },
            [Buffer.from(`phone=0917${String(call).padStart(7, '0')}&sid=s&capcode=c`)],
          ),
        );
      expect(count(statuses, 200)).toBe(RATE_LIMITS.promotionSms.max);
      expect(statuses.at(-1)).toBe(429);
      expect(new Set(upstream.received.map((call) => call.headers['x-forwarded-for']))).toEqual(
        new Set(['127.0.0.1']),
      );
      const keys = await client.keys(`${REDIS_KEY_PREFIX}*`);
      expect(keys.length).toBeGreaterThan(0);
      expect(keys.filter((key) => key.length > 200)).toEqual([]);
    } finally {
      client.disconnect();
    }
  });
});
