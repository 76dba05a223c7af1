import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { buildServer } from '../../app';
import { buildForeignServer } from '../../foreign/foreign-server';
import { queryAll, queryOne, type SandboxDb } from '../../lib/db';
import { DEMO_SESSION, demoQuery } from '../core/demo-borrower';

const FOREIGN = 'http://gateway.test:4999';
let app: FastifyInstance;
let gateway: FastifyInstance;
let db: SandboxDb | undefined;
let logs: string[];

beforeEach(async () => {
  logs = [];
  const server = await buildServer({
    dataFile: ':memory:',
    foreignOrigin: FOREIGN,
    onLog: (line) => logs.push(line),
  });
  app = server;
  db = server.db;
  if (!db) throw new Error('no database');
  gateway = await buildForeignServer({ db, appOrigin: 'http://app.test' });
});
afterEach(async () => {
  await gateway.close();
  await app.close();
});

/** The gateway page a pay URL names, asserting it is on the foreign origin. */
function gatewayPath(url: unknown): string {
  const parsed = new URL(String(url));
  expect(parsed.origin).toBe(FOREIGN);
  expect(parsed.pathname).toMatch(/^\/pay\/V[0-9a-f]{16}$/);
  return parsed.pathname;
}

const CARD = '/api/api/v1/pesoloan/service/loan';

async function post(path: string, body: Record<string, string | number>) {
  const response = await app.inject({
    method: 'POST',
    url: `${path}?${demoQuery()}`,
    payload: body,
  });
  return response.json<{ code: string | number; message: string; data: Record<string, unknown> }>();
}

function order(orderNo: string) {
  if (!db) throw new Error('no database');
  return queryOne(
    db,
    v.object({ status: v.number(), repay_amount: v.number(), repay_date: v.string() }),
    'SELECT status, repay_amount, repay_date FROM orders WHERE order_no = ?',
    orderNo,
  );
}

async function counts(orderNo: string) {
  const response = await app.inject({ url: `/api/sandbox/repayment-counts?orderId=${orderNo}` });
  return response.json<{ data: Record<string, number> }>().data;
}

function lastSmsCode(): string {
  const line = logs.filter((item) => item.includes('repayment SMS code')).at(-1) ?? '';
  return /: (\d{6})$/.exec(line)?.[1] ?? '';
}

async function way(orderId: string) {
  const body = await post(`${CARD}/repayment-way`, { orderId });
  expect(body.code).toBe('00');
  return body.data as {
    repayToken: string;
    repayAmount: number;
    bankCards: Array<{ id: number; bankName: string; cardNo: string; bankCode: string }>;
  };
}

/** A commit exactly as the app sends it, for a fresh repayment-way (a new repay token). */
async function commitBody(orderId: string, cardIndex: number, key: string, sendMsg = 0) {
  const data = await way(orderId);
  const card = data.bankCards[cardIndex];
  if (!card) throw new Error('no card');
  return {
    amount: data.repayAmount,
    bankName: card.bankName,
    cardId: card.id,
    cardNo: card.cardNo,
    couponId: '',
    orderId,
    repayToken: data.repayToken,
    bankCode: card.bankCode,
    sendMsg,
    idempotencyKey: key,
  };
}

async function commit(orderId: string, cardIndex: number, key: string, sendMsg = 0) {
  return post(`${CARD}/repayment-commit`, await commitBody(orderId, cardIndex, key, sendMsg));
}

/** A resend as the lender's API knows it: the order and sendMsg 1, no idempotency key. */
function resend(orderId: string) {
  return post(`${CARD}/repayment-commit`, { orderId, sendMsg: 1 });
}

function confirm(orderId: string, recordId: unknown, verifyCode: string) {
  return post(`${CARD}/repayment-confirm`, {
    orderId,
    verifyCode,
    repaymentRecordId: String(recordId),
  });
}

function otherThan(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

function attemptRows(orderNo: string) {
  if (!db) throw new Error('no database');
  return queryAll(
    db,
    v.object({ id: v.number(), status: v.string() }),
    'SELECT id, status FROM repayment_attempts WHERE order_no = ? ORDER BY id',
    orderNo,
  );
}

describe('instalment and rollover details', () => {
  it('answers the instalment detail with code 0, channels, pay code and pay notice', async () => {
    const body = await post('/api/v3/installment/loan-play-detail', {
      productId: '1',
      orderId: 'PL2024170',
    });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      repayAmount: 765000,
      repayDate: '2026-12-05',
      productName: 'PesoLoan Plus',
      isShowReyTop: 1,
      defDetail: { payCode: '7001248813' },
    });
    expect((body.data.repayList as unknown[]).length).toBe(5);
    expect(body.data.repayList).toContainEqual({
      name: 'GCash',
      logo: `${FOREIGN}/images/repayment/logo-gcash.svg`,
      channel_number: '90006',
    });
    expect(body.data.productLogo).toBe(`${FOREIGN}/images/products/product-1.svg`);
    expect(body.data.defDetail).toMatchObject({
      logo: `${FOREIGN}/images/repayment/logo-dragonpay.svg`,
    });
    const notice = (body.data.defDetail as { payNotice: Record<string, unknown[]> }).payNotice;
    expect(Object.keys(notice)).toEqual(['E-wallet', 'Over the counter']);
  });

  it('refuses a settled order and another borrower', async () => {
    const paid = await post('/api/v3/installment/loan-play-detail', {
      productId: '4',
      orderId: 'PL2024200',
    });
    expect(paid).toMatchObject({ code: 1, message: 'This loan has already been repaid.' });
    const stranger = await app.inject({
      method: 'POST',
      url: '/api/v3/installment/loan-play-detail?sessionId=nobody',
      payload: { orderId: 'PL2024170', productId: '1' },
    });
    expect(stranger.json()).toMatchObject({ code: 1 });
  });

  it('answers the rollover detail with code 00 only where rollover is offered', async () => {
    const body = await post('/api/beautiful/memory', { productId: '1', orderId: 'PL2024174' });
    expect(body.code).toBe('00');
    expect(body.data).toMatchObject({
      delayInfo: { delayAmount: 185000 },
      repayDate: '2026-12-24',
      defDetail: { payCode: '7001249902' },
    });
    expect((body.data.repayPlan as unknown[]).length).toBe(2);
    const none = await post('/api/beautiful/memory', { productId: '2', orderId: 'PL2024180' });
    expect(none).toMatchObject({ code: '01', message: 'Rollover is not available for this loan.' });
  });
});

describe('vouchers', () => {
  it("creates a voucher whose payUrl opens the gateway's page on the foreign origin", async () => {
    const body = await post('/api/v3/loan-details/generate-vcode', {
      productId: '1',
      orderId: 'PL2024170',
      amount: 765000,
      channelNumber: '90011',
    });
    expect(body.code).toBe(0);
    const pagePath = gatewayPath(body.data.payUrl);
    const page = await gateway.inject({ url: pagePath });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('7001248813');
    expect(page.body).toContain('7-Eleven');
    expect(await counts('PL2024170')).toMatchObject({ vouchers: 1, voucherRequests: 1 });

    await gateway.inject({ method: 'POST', url: pagePath });
    expect(order('PL2024170')).toEqual({
      status: 200,
      repay_amount: 0,
      repay_date: '2026-12-05',
    });
  });

  it('checks the amount and the rollover flag; paying a rollover voucher moves the due date', async () => {
    const wrong = await post('/api/v3/loan-details/generate-vcode', {
      productId: '1',
      orderId: 'PL2024174',
      amount: 1,
      channelNumber: '90006',
    });
    expect(wrong).toMatchObject({ code: 1, message: 'The amount does not match the amount due.' });
    const noRollover = await post('/api/v3/loan-details/generate-vcode', {
      productId: '2',
      orderId: 'PL2024180',
      amount: 712000,
      isDelay: 1,
      channelNumber: '90006',
    });
    expect(noRollover.code).toBe(1);
    const rollover = await post('/api/v3/loan-details/generate-vcode', {
      productId: '1',
      orderId: 'PL2024174',
      amount: 185000,
      isDelay: 1,
      channelNumber: '90006',
    });
    expect(rollover.code).toBe(0);
    await gateway.inject({ method: 'POST', url: gatewayPath(rollover.data.payUrl) });
    expect(order('PL2024174')).toEqual({
      status: 170,
      repay_amount: 1092500,
      repay_date: '2026-12-24',
    });
  });
});

describe('card repayment', () => {
  it('lists the demo cards with a repay token', async () => {
    const data = await way('PL2024180');
    expect(data.bankCards.map((card) => card.bankName)).toEqual([
      'BDO Unibank',
      'UnionBank',
      'Metrobank',
    ]);
    expect(data.bankCards[0]?.cardNo).toBe('**** **** **** 4821');
    expect(data.repayToken).toMatch(/^RT/);
  });

  it('asks for an SMS code; resend by order answers the same record with a fresh code; confirm settles', async () => {
    const first = await commit('PL2024180', 0, 'key-1');
    expect(first).toMatchObject({ code: '00', data: { needValid: 1 } });
    const recordId = Number(first.data.repayRecordId);
    const code = lastSmsCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(logs.join('\n')).not.toContain(DEMO_SESSION.sessionId);

    const resent = await resend('PL2024180');
    expect(resent).toEqual({
      code: '00',
      message: 'success',
      data: { needValid: 1, repayRecordId: recordId },
    });
    const second = lastSmsCode();

    expect((await confirm('PL2024180', recordId, otherThan(second))).code).toBe('800006');
    if (code !== second) {
      // The resend replaced the first code.
      expect((await confirm('PL2024180', recordId, code)).code).toBe('800006');
    }
    expect((await confirm('PL2024180', recordId, second)).code).toBe('00');
    expect(order('PL2024180')).toMatchObject({ status: 200, repay_amount: 0 });

    expect((await confirm('PL2024180', recordId, second)).code).toBe('800005');
    // Paid: a resend says so instead of sending a code.
    expect(await resend('PL2024180')).toMatchObject({
      code: '800005',
      message: 'do not repeat the payment request',
    });
    expect(await counts('PL2024180')).toMatchObject({
      debits: 1,
      commitRequests: 3,
      confirmRequests: 4,
      smsSent: 2,
    });
  });

  it('replays the first answer to the same key and payload: one attempt row, one SMS', async () => {
    const body = await commitBody('PL2024180', 0, 'key-replay');
    const first = await post(`${CARD}/repayment-commit`, body);
    const again = await post(`${CARD}/repayment-commit`, body);
    const third = await post(`${CARD}/repayment-commit`, body);
    expect(first).toMatchObject({ code: '00', data: { needValid: 1 } });
    expect(again).toEqual(first);
    expect(third).toEqual(first);
    expect(attemptRows('PL2024180')).toEqual([
      { id: Number(first.data.repayRecordId), status: 'pending' },
    ]);
    expect(await counts('PL2024180')).toMatchObject({ commitRequests: 3, smsSent: 1, debits: 0 });
    expect(logs.filter((line) => line.includes('repayment SMS code'))).toHaveLength(1);
  });

  it('replays an instant debit and a refusal as they were: the money moves once', async () => {
    const instant = await commitBody('PL2024170', 1, 'key-instant');
    const paid = await post(`${CARD}/repayment-commit`, instant);
    expect(paid).toMatchObject({ code: '00', data: { needValid: 0 } });
    expect(await post(`${CARD}/repayment-commit`, instant)).toEqual(paid);
    expect(attemptRows('PL2024170').map((row) => row.status)).toEqual(['success']);
    expect(await counts('PL2024170')).toMatchObject({ debits: 1, commitRequests: 2 });

    const declined = await commitBody('PL2024180', 2, 'key-declined-replay');
    const refusal = await post(`${CARD}/repayment-commit`, declined);
    expect(refusal.code).toBe('800008');
    expect(await post(`${CARD}/repayment-commit`, declined)).toEqual(refusal);
    expect(attemptRows('PL2024180')).toEqual([]);
  });

  it('refuses the same key with another payload, with a clear message and no new attempt', async () => {
    const body = await commitBody('PL2024180', 0, 'key-twice');
    const first = await post(`${CARD}/repayment-commit`, body);
    expect(first.code).toBe('00');
    const other = await commitBody('PL2024180', 1, 'key-twice');
    const response = await app.inject({
      method: 'POST',
      url: `${CARD}/repayment-commit?${demoQuery()}`,
      payload: other,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 422,
      message:
        'This payment request key was already used for a different payment. Please start a new payment.',
    });
    expect(attemptRows('PL2024180')).toEqual([
      { id: Number(first.data.repayRecordId), status: 'pending' },
    ]);
    expect(order('PL2024180')).toMatchObject({ status: 180 });
  });

  it('sendMsg 1 finds the payment by order, not by key; 800004 when none waits', async () => {
    expect((await resend('PL2024180')).code).toBe('800004');
    const first = await commit('PL2024180', 0, 'key-by-order');
    // Any key, or none: the resend acts on the order's pending payment.
    const withOtherKey = await commit('PL2024180', 0, 'some-other-key', 1);
    expect(withOtherKey).toMatchObject({
      code: '00',
      data: { needValid: 1, repayRecordId: first.data.repayRecordId },
    });
    expect(attemptRows('PL2024180')).toHaveLength(1);
  });

  it('spends the code after five wrong tries; a resend issues a fresh code that works', async () => {
    const first = await commit('PL2024180', 0, 'key-guess');
    const recordId = first.data.repayRecordId;
    const code = lastSmsCode();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await confirm('PL2024180', recordId, otherThan(code))).toMatchObject({
        code: '800006',
      });
    }
    // The sixth try is refused even with the right code: the code is spent.
    expect(await confirm('PL2024180', recordId, code)).toEqual({
      code: '800010',
      message: "Too many wrong codes. Tap 'get verification code' for a new one.",
    });
    expect(order('PL2024180')).toMatchObject({ status: 180 });

    expect((await resend('PL2024180')).code).toBe('00');
    expect((await confirm('PL2024180', recordId, lastSmsCode())).code).toBe('00');
    expect(await counts('PL2024180')).toMatchObject({ debits: 1 });
  });

  it('lets a code expire after 5 minutes; a resend works', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-06-01T08:00:00Z'));
      const first = await commit('PL2024180', 0, 'key-expiry');
      const recordId = first.data.repayRecordId;
      const code = lastSmsCode();
      vi.setSystemTime(new Date('2026-06-01T08:05:00Z'));
      // Exactly 5 minutes: still good for a wrong try…
      expect((await confirm('PL2024180', recordId, otherThan(code))).code).toBe('800006');
      vi.setSystemTime(new Date('2026-06-01T08:05:01Z'));
      // …one second later even the right code has expired.
      expect(await confirm('PL2024180', recordId, code)).toEqual({
        code: '800011',
        message: "This verification code has expired. Tap 'get verification code' for a new one.",
      });
      expect((await resend('PL2024180')).code).toBe('00');
      vi.setSystemTime(new Date('2026-06-01T08:09:00Z'));
      expect((await confirm('PL2024180', recordId, lastSmsCode())).code).toBe('00');
    } finally {
      vi.useRealTimers();
    }
  });

  it('pays at once with a card that needs no code (needValid 0)', async () => {
    const body = await commit('PL2024170', 1, 'key-direct');
    expect(body).toMatchObject({ code: '00', data: { needValid: 0 } });
    expect(order('PL2024170')).toMatchObject({ status: 200, repay_amount: 0 });
    const after = await post(`${CARD}/repayment-way`, { orderId: 'PL2024170' });
    expect(after.code).toBe('01');
    // A new attempt (new key) on the paid loan is a repeated payment request.
    const fresh = await post(`${CARD}/repayment-commit`, {
      ...(await commitBody('PL2024180', 1, 'key-other-order')),
      orderId: 'PL2024170',
      idempotencyKey: 'key-fresh',
    });
    expect(fresh).toMatchObject({ code: '800005', message: 'do not repeat the payment request' });
  });

  it('passes on a declined card and a wrong amount', async () => {
    const declined = await commit('PL2024180', 2, 'key-declined');
    expect(declined).toMatchObject({ code: '800008' });
    const data = await way('PL2024180');
    const card = data.bankCards[0];
    const wrongAmount = await post(`${CARD}/repayment-commit`, {
      amount: 1,
      bankName: card?.bankName ?? '',
      cardId: card?.id ?? 0,
      cardNo: card?.cardNo ?? '',
      couponId: '',
      orderId: 'PL2024180',
      repayToken: data.repayToken,
      bankCode: card?.bankCode ?? '',
      sendMsg: 0,
      idempotencyKey: 'key-amount',
    });
    expect(wrongAmount.code).toBe('800003');
    expect(order('PL2024180')).toMatchObject({ status: 180 });
  });

  it('a new attempt on another key cancels the pending one', async () => {
    const first = await commit('PL2024180', 0, 'key-a');
    const code = lastSmsCode();
    await commit('PL2024180', 0, 'key-b');
    expect((await confirm('PL2024180', first.data.repayRecordId, code)).code).toBe('800004');
  });

  it('returns the online payment url for huichao', async () => {
    const body = await post(`${CARD}/repayment-huichao`, {
      userId: DEMO_SESSION.userId,
      orderId: 'PL2024180',
      amount: 712000,
    });
    expect(body.code).toBe('00');
    const page = await gateway.inject({ url: gatewayPath(body.data.url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Online payment');
  });
});

describe('pay links come from the configured foreign origin', () => {
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

  it('never from a forged Host header (voucher payUrl and huichao url)', async () => {
    const voucher = await app.inject({
      method: 'POST',
      url: `/api/v3/loan-details/generate-vcode?${demoQuery()}`,
      headers: forged,
      payload: { productId: '1', orderId: 'PL2024170', amount: 765000, channelNumber: '90006' },
    });
    const online = await app.inject({
      method: 'POST',
      url: `${CARD}/repayment-huichao?${demoQuery()}`,
      headers: { ...forged, 'x-forwarded-proto': 'https' },
      payload: { userId: DEMO_SESSION.userId, orderId: 'PL2024180', amount: 712000 },
    });
    const payUrl = voucher.json<{ data: { payUrl: string } }>().data.payUrl;
    const url = online.json<{ data: { url: string } }>().data.url;
    for (const link of [payUrl, url]) {
      expect(link).not.toContain('evil.example');
      gatewayPath(link);
    }
  });
});
