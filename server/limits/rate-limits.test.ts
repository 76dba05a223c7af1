import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildServer } from '../app';
import {
  DEMO_SESSION,
  demoQuery,
  SECOND_DEMO_SESSION,
} from '../sandbox/modules/core/demo-borrower';
import { uploadPhoto } from '../test-support/upload-photo';
import { RATE_LIMIT_OVERRIDE_ENV, RATE_LIMITS } from '../settings/limit-table';
import { testConfig } from '../test-support/test-config';

type App = Awaited<ReturnType<typeof buildServer>>;

const PROMO = '/api/api/v2/pesoloan/promotion';
const LOAN = '/api/api/v1/pesoloan/service/loan';
const Envelope = v.object({ code: v.union([v.string(), v.number()]), message: v.string() });

let app: App | undefined;
let uploadsDir: string | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
  if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  uploadsDir = undefined;
  vi.unstubAllEnvs();
});

async function serverWithMax(max: number | undefined): Promise<App> {
  vi.stubEnv(RATE_LIMIT_OVERRIDE_ENV, max === undefined ? undefined : String(max));
  uploadsDir = mkdtempSync(join(tmpdir(), 'rate-limits-'));
  app = await buildServer(testConfig({ dataFile: ':memory:', uploadsDir, onLog: () => undefined }));
  return app;
}

function form(server: App, path: string, fields: Record<string, string>, query = demoQuery()) {
  return server.inject({
    method: 'POST',
    url: `${path}?${query}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

function expectTooMany(response: Awaited<ReturnType<App['inject']>>) {
  expect(response.statusCode).toBe(429);
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
  expect(v.parse(Envelope, response.json())).toEqual({
    code: 429,
    message: `Too many tries. Please wait ${retryAfter} s and try again.`,
  });
}

describe('rate limits', () => {
  it('answers the third promotion SMS request with 429, an envelope and Retry-After', async () => {
    const server = await serverWithMax(2);
    const fields = { phone: '13812345678', capcode: 'zzzz', sid: 'none' };
    for (let call = 0; call < 2; call += 1) {
      const allowed = await form(server, `${PROMO}/get-sms`, fields);
      expect(allowed.statusCode).not.toBe(429);
    }
    expectTooMany(await form(server, `${PROMO}/get-sms`, fields));
    // Other routes keep their own budget.
    expect((await server.inject({ url: `${PROMO}/get-sid` })).statusCode).toBe(200);
  });

  it('limits captchas and registrations per client', async () => {
    const server = await serverWithMax(2);
    for (const url of [`${PROMO}/get-sid`, `${PROMO}/get-captcha?sid=none`]) {
      await server.inject({ url });
      await server.inject({ url });
      expectTooMany(await server.inject({ url }));
    }
    const fields = { phone: '13812345678', capcode: 'x', sid: 'none', smsCode: '1' };
    await form(server, `${PROMO}/register`, fields);
    await form(server, `${PROMO}/register`, fields);
    expectTooMany(await form(server, `${PROMO}/register`, fields));
  });

  it('limits commits, resends and confirms per borrower, each on its own budget', async () => {
    const server = await serverWithMax(2);
    // A whole payment (the contract checks its fields before the borrower; the token is stale).
    const commit = {
      orderId: 'PL2024180',
      sendMsg: '0',
      idempotencyKey: 'k',
      amount: '712000',
      cardId: '1',
      repayToken: 'RT-stale',
    };
    const resend = { orderId: 'PL2024180', sendMsg: '1' };
    const confirm = { orderId: 'PL2024180', repaymentRecordId: '1', verifyCode: '000000' };
    for (const fields of [commit, resend, confirm]) {
      const path = fields === confirm ? `${LOAN}/repayment-confirm` : `${LOAN}/repayment-commit`;
      await form(server, path, fields);
      await form(server, path, fields);
      expectTooMany(await form(server, path, fields));
    }
    // Another borrower (another session) is not held back by the first one's tries.
    const other = await form(
      server,
      `${LOAN}/repayment-commit`,
      commit,
      demoQuery({ sessionId: `${DEMO_SESSION.sessionId}-other` }),
    );
    expect(other.statusCode).toBe(200);
  });

  it('limits complaint photo uploads per borrower', async () => {
    const server = await serverWithMax(2);
    expect((await uploadPhoto(server)).code).toBe('00');
    expect((await uploadPhoto(server)).code).toBe('00');
    const refused = await uploadPhoto(server);
    expect(refused.status).toBe(429);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused).toMatchObject({
      code: 429,
      message: `Too many tries. Please wait ${refused.retryAfter} s and try again.`,
      url: undefined,
    });
    // The second demo borrower has a budget of their own.
    expect((await uploadPhoto(server, { session: SECOND_DEMO_SESSION })).code).toBe('00');
  });

  it('keeps the documented limits without the override', async () => {
    const server = await serverWithMax(undefined);
    // Each to another phone: the per-number cap (5 an hour) is not what is counted here.
    const fields = (call: number) => ({
      phone: `0917123${String(call).padStart(4, '0')}`,
      capcode: 'zzzz',
      sid: 'none',
    });
    for (let call = 0; call < RATE_LIMITS.promotionSms.max; call += 1) {
      expect((await form(server, `${PROMO}/get-sms`, fields(call))).statusCode).toBe(200);
    }
    expectTooMany(await form(server, `${PROMO}/get-sms`, fields(99)));
  });
});
