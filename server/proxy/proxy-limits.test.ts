import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath } from '../../src/contract/endpoint';
import { repaymentCommit } from '../../src/contract/card-payment';
import { getSms } from '../../src/contract/promotion';
import { startRedis, type RedisProcess } from '../../tests/setup/redis-server';
import {
  answerJson,
  sha256,
  startStandInUpstream,
  type StandInUpstream,
} from '../../tests/setup/stand-in-upstream';
import { buildServer, type BuiltServer } from '../app';
import { RATE_LIMITS } from '../settings/limit-table';
import { TOO_MANY_TRIES } from '../limits/rate-limits';
import { testConfig } from '../test-support/test-config';

/*
 * The limits hold in proxy mode too (the calls then go to the lender's API, which may have none):
 * per client address or borrower, and with REDIS_URL across every replica.
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
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all([upstream.close(), redis.stop()]);
});

async function proxy(redisUrl?: string): Promise<BuiltServer> {
  const app = await buildServer(
    testConfig({
      dataFile: ':memory:',
      upstream: { base: `${upstream.origin}/api` },
      redisUrl,
    }),
  );
  apps.push(app);
  return app;
}

const SMS = `/api${endpointPath(getSms, 'pesoloan')}`;
const COMMIT = `/api${endpointPath(repaymentCommit, 'pesoloan')}`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' };

/** Each call to another phone unless told: the per-number cap is tested on its own. */
let phones = 0;
function sendSms(
  app: BuiltServer,
  address: string,
  phone = `0917${String(phones++).padStart(7, '0')}`,
) {
  return app.inject({
    method: 'POST',
    url: SMS,
    remoteAddress: address,
    headers: FORM,
    payload: `phone=${phone}&sid=s1&capcode=abcd`,
  });
}

describe('limits in proxy mode', () => {
  it('the SMS limit of one client is reached at its number; the next answer is the 429 envelope', async () => {
    const app = await proxy();
    const max = RATE_LIMITS.promotionSms.max;
    const statuses = [];
    for (let call = 0; call <= max; call++)
      statuses.push((await sendSms(app, '203.0.113.9')).statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(max);
    const refused = await sendSms(app, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(refused.json()).toEqual({ code: 429, message: TOO_MANY_TRIES(seconds) });
    // Refused here: the lender's API never saw the calls over the limit.
    expect(upstream.received).toHaveLength(max);
    // Another borrower's phone is not held back by this one.
    expect((await sendSms(app, '203.0.113.10')).statusCode).toBe(200);
  });

  it('a commit and an SMS resend have their own limits (read from the form body, forwarded byte for byte)', async () => {
    const app = await proxy();
    const body = (sendMsg: 0 | 1, order = 'PL2024170') =>
      `orderId=${order}&cardId=1&sendMsg=${sendMsg}&repayToken=t&idempotencyKey=k-${sendMsg}`;
    // Each resend for another order: the per-number cap (5 codes an hour) is tested on its own.
    const resend = (call: number) =>
      app.inject({
        method: 'POST',
        url: `${COMMIT}?sessionId=session-a`,
        headers: FORM,
        payload: body(1, `PL90${call}`),
      });
    for (let call = 0; call < RATE_LIMITS.resend.max; call++)
      expect((await resend(call)).statusCode).toBe(200);
    expect((await resend(99)).statusCode).toBe(429);
    // The payment itself still goes: its budget is its own.
    const pay = await app.inject({
      method: 'POST',
      url: `${COMMIT}?sessionId=session-a&orderId=PL2024170`,
      headers: FORM,
      payload: body(0),
    });
    expect(pay.statusCode).toBe(200);
    const last = upstream.received.at(-1);
    expect(last?.body.toString()).toBe(body(0));
    expect(sha256(last?.body ?? Buffer.alloc(0))).toBe(sha256(Buffer.from(body(0))));
  });

  it('calls no limit protects are never counted', async () => {
    const app = await proxy();
    for (let call = 0; call < 150; call++) {
      const answer = await app.inject({ url: '/api/v3/loan-details/loan-details?orderId=x' });
      expect(answer.statusCode).toBe(200);
    }
  });

  it('with REDIS_URL, two replicas share one budget: the limit is reached at its number, not twice it', async () => {
    const [a, b] = [await proxy(redis.url), await proxy(redis.url)];
    const address = `198.51.100.${Date.now() % 200}`;
    const max = RATE_LIMITS.promotionSms.max;
    const answers = [];
    for (let call = 0; call < max * 2; call++)
      answers.push((await sendSms(call % 2 ? b : a, address)).statusCode);
    expect(answers.filter((status) => status === 200)).toHaveLength(max);
    expect(answers.filter((status) => status === 429)).toHaveLength(max);
    expect((await a.inject({ url: '/readyz' })).json()).toMatchObject({
      checks: { limits: 'shared (redis)' },
    });
  });
});
