import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import {
  cardCommitInput,
  repaymentCommit,
  repaymentConfirm,
  type CardCommitInput,
  type CardPayment,
} from '../../../../src/contract/card-payment';
import { repaymentHuichao, repaymentWay } from '../../../../src/contract/card-repayment';
import { endpointPath, type Endpoint, type InputOf } from '../../../../src/contract/endpoint';
import { EnvelopeSchema } from '../../../../src/contract/envelope';
import { generateVcode, loanPlayDetail, rolloverDetail } from '../../../../src/contract/repayment';
import { buildServer } from '../../../app';
import { buildForeignServer } from '../../foreign/foreign-server';
import { queryAll, queryOne, type SandboxDb } from '../../db';
import { callEndpoint } from '../../../test-support/call-endpoint';
import { callHook } from '../../../test-support/call-hook';
import { DEMO_SESSION, demoQuery } from '../core/demo-borrower';
import { testConfig } from '../../../test-support/test-config';

const FOREIGN = 'http://gateway.test:4999';
let app: FastifyInstance;
let gateway: FastifyInstance;
let db: SandboxDb | undefined;
let logs: string[];

beforeEach(async () => {
  logs = [];
  const server = await buildServer(
    testConfig({
      dataFile: ':memory:',
      foreignOrigin: FOREIGN,
      onLog: (line) => logs.push(line),
    }),
  );
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
function gatewayPath(url: string | undefined): string {
  const parsed = new URL(url ?? '');
  expect(parsed.origin).toBe(FOREIGN);
  expect(parsed.pathname).toMatch(/^\/pay\/V[0-9a-f]{16}$/);
  return parsed.pathname;
}

/**
 * A form-encoded call with parameters the contract's types do not allow (left out, or not a
 * choice it offers): what a broken client or a hand-made request sends.
 */
async function rawCall(
  endpoint: Endpoint,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api${endpointPath(endpoint, 'pesoloan')}?${demoQuery()}`,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  const { code, message } = v.parse(EnvelopeSchema, response.json());
  return { status: response.statusCode, code, message };
}

/**
 * Asks for a voucher: an instalment, or with `isDelay: 1` the rollover fee; on channel 90006
 * unless `more` names another.
 */
function requestVoucher(
  productId: string,
  orderId: string,
  amount: number,
  more: Pick<InputOf<typeof generateVcode>, 'isDelay' | 'channelNumber'> = {},
) {
  return callEndpoint(app, generateVcode, {
    productId,
    orderId,
    amount,
    channelNumber: '90006',
    ...more,
  });
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
  const answer = await callHook(app, '/sandbox/repayment-counts', {
    query: { orderId: orderNo },
    data: v.record(v.string(), v.number()),
  });
  expect(answer).toMatchObject({ status: 200, code: 0 });
  return answer.data;
}

function lastSmsCode(): string {
  const line = logs.filter((item) => item.includes('repayment SMS code')).at(-1) ?? '';
  return /: (\d{6})$/.exec(line)?.[1] ?? '';
}

async function way(orderId: string) {
  const answer = await callEndpoint(app, repaymentWay, { orderId });
  expect(answer.code).toBe('00');
  if (!answer.data) throw new Error('no repayment-way answer');
  return answer.data;
}

/** A commit exactly as the app sends it, for a fresh repayment-way (a new repay token). */
async function commitBody(orderId: string, cardIndex: number, key: string): Promise<CardPayment> {
  const data = await way(orderId);
  const card = data.bankCards[cardIndex];
  if (!card || data.repayAmount === undefined) throw new Error('no card or amount');
  return cardCommitInput({
    orderId,
    repayToken: data.repayToken,
    amount: data.repayAmount,
    card,
    couponId: '',
    idempotencyKey: key,
  });
}

async function commit(orderId: string, cardIndex: number, key: string) {
  return callEndpoint(app, repaymentCommit, await commitBody(orderId, cardIndex, key));
}

/** A resend as the lender's API knows it: the order and sendMsg 1, no idempotency key. */
function resend(orderId: string) {
  return callEndpoint(app, repaymentCommit, { orderId, sendMsg: 1 });
}

function confirm(orderId: string, recordId: string | undefined, verifyCode: string) {
  return callEndpoint(app, repaymentConfirm, {
    orderId,
    verifyCode,
    repaymentRecordId: recordId ?? '',
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
    const body = await callEndpoint(app, loanPlayDetail, { productId: '1', orderId: 'PL2024170' });
    expect(body.code).toBe(0);
    expect(body.data).toMatchObject({
      repayAmount: 765000,
      repayDate: '2026-12-05',
      productName: 'PesoLoan Plus',
      isShowReyTop: 1,
      defDetail: { payCode: '7001248813' },
    });
    expect(body.data?.repayList).toHaveLength(5);
    expect(body.data?.repayList).toContainEqual({
      name: 'GCash',
      logo: `${FOREIGN}/images/repayment/logo-gcash.svg`,
      channel_number: '90006',
    });
    expect(body.data?.productLogo).toBe(`${FOREIGN}/images/products/product-1.svg`);
    expect(body.data?.defDetail).toMatchObject({
      logo: `${FOREIGN}/images/repayment/logo-dragonpay.svg`,
    });
    const notice = body.data?.defDetail?.payNotice ?? {};
    expect(Object.keys(notice)).toEqual(['E-wallet', 'Over the counter']);
  });

  it('labels the instalment detail rows in Filipino when the call asks for fil-PH', async () => {
    const input = { productId: '1', orderId: 'PL2024170' };
    const english = await callEndpoint(app, loanPlayDetail, input);
    const filipino = await callEndpoint(app, loanPlayDetail, input, {
      headers: { 'Accept-Language': 'fil-PH' },
    });
    expect(filipino.data?.detail).toEqual([
      { text: 'Halaga ng loan', value: english.data?.detail[0]?.value },
      { text: 'Interes at iba pang bayarin', value: english.data?.detail[1]?.value },
      { text: 'Numero ng order', value: 'PL2024170' },
      { text: 'Due date', value: '2026-12-05' },
      { text: 'Halagang dapat bayaran', value: '₱7,650.00' },
    ]);
    expect(english.data?.detail[0]?.text).toBe('Loan amount');
  });

  it('refuses a settled order and another borrower', async () => {
    const paid = await callEndpoint(app, loanPlayDetail, { productId: '4', orderId: 'PL2024200' });
    expect(paid).toMatchObject({ code: 1, message: 'This loan has already been repaid.' });
    const stranger = await callEndpoint(
      app,
      loanPlayDetail,
      { orderId: 'PL2024170', productId: '1' },
      { session: { sessionId: 'nobody' } },
    );
    expect(stranger).toMatchObject({ status: 200, code: 1 });
  });

  it('answers the rollover detail with code 00 only where rollover is offered', async () => {
    const body = await callEndpoint(app, rolloverDetail, { productId: '1', orderId: 'PL2024174' });
    expect(body.code).toBe('00');
    expect(body.data).toMatchObject({
      delayInfo: { delayAmount: 185000 },
      repayDate: '2026-12-24',
      defDetail: { payCode: '7001249902' },
    });
    expect(body.data?.repayPlan).toHaveLength(2);
    const none = await callEndpoint(app, rolloverDetail, { productId: '2', orderId: 'PL2024180' });
    expect(none).toMatchObject({ code: '01', message: 'Rollover is not available for this loan.' });
  });

  it("dates 'Pay today' by the day in Manila, also between midnight and 8 am there (still yesterday in UTC)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      // 00:30 on 29 November in Manila is 16:30 on 28 November in UTC.
      vi.setSystemTime(new Date('2026-11-28T16:30:00Z'));
      const early = await callEndpoint(app, rolloverDetail, {
        productId: '1',
        orderId: 'PL2024174',
      });
      expect(early.data?.repayPlan[0]).toMatchObject({ remark: 'Pay today', time: '2026-11-29' });
      // 23:59 on 28 November in Manila.
      vi.setSystemTime(new Date('2026-11-28T15:59:00Z'));
      const late = await callEndpoint(app, rolloverDetail, {
        productId: '1',
        orderId: 'PL2024174',
      });
      expect(late.data?.repayPlan[0]).toMatchObject({ remark: 'Pay today', time: '2026-11-28' });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('vouchers', () => {
  it("creates a voucher whose payUrl opens the gateway's page on the foreign origin", async () => {
    const body = await requestVoucher('1', 'PL2024170', 765000, { channelNumber: '90011' });
    expect(body.code).toBe(0);
    const pagePath = gatewayPath(body.data?.payUrl);
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
    const wrong = await requestVoucher('1', 'PL2024174', 1);
    expect(wrong).toMatchObject({ code: 1, message: 'The amount does not match the amount due.' });
    const noRollover = await requestVoucher('2', 'PL2024180', 712000, { isDelay: 1 });
    expect(noRollover.code).toBe(1);
    const rollover = await requestVoucher('1', 'PL2024174', 185000, { isDelay: 1 });
    expect(rollover.code).toBe(0);
    await gateway.inject({ method: 'POST', url: gatewayPath(rollover.data?.payUrl) });
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
    const recordId = first.data?.repayRecordId;
    const code = lastSmsCode();
    expect(code).toMatch(/^\d{6}$/);
    expect(logs.join('\n')).not.toContain(DEMO_SESSION.sessionId);

    const resent = await resend('PL2024180');
    expect(resent).toEqual({
      status: 200,
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
    const first = await callEndpoint(app, repaymentCommit, body);
    const again = await callEndpoint(app, repaymentCommit, body);
    const third = await callEndpoint(app, repaymentCommit, body);
    expect(first).toMatchObject({ code: '00', data: { needValid: 1 } });
    expect(again).toEqual(first);
    expect(third).toEqual(first);
    expect(attemptRows('PL2024180')).toEqual([
      { id: Number(first.data?.repayRecordId), status: 'pending' },
    ]);
    expect(await counts('PL2024180')).toMatchObject({ commitRequests: 3, smsSent: 1, debits: 0 });
    expect(logs.filter((line) => line.includes('repayment SMS code'))).toHaveLength(1);
  });

  it('replays an instant debit and a refusal as they were: the money moves once', async () => {
    const instant = await commitBody('PL2024170', 1, 'key-instant');
    const paid = await callEndpoint(app, repaymentCommit, instant);
    expect(paid).toMatchObject({ code: '00', data: { needValid: 0 } });
    expect(await callEndpoint(app, repaymentCommit, instant)).toEqual(paid);
    expect(attemptRows('PL2024170').map((row) => row.status)).toEqual(['success']);
    expect(await counts('PL2024170')).toMatchObject({ debits: 1, commitRequests: 2 });

    const declined = await commitBody('PL2024180', 2, 'key-declined-replay');
    const refusal = await callEndpoint(app, repaymentCommit, declined);
    expect(refusal.code).toBe('800008');
    expect(await callEndpoint(app, repaymentCommit, declined)).toEqual(refusal);
    expect(attemptRows('PL2024180')).toEqual([]);
  });

  it('reads the key from the Idempotency-Key header, and from the body of an older client', async () => {
    const body = await commitBody('PL2024180', 0, 'key-in-header');
    const fields = Object.fromEntries(
      Object.entries(body).map(([name, value]) => [name, String(value ?? '')]),
    );
    const { idempotencyKey: key, ...withoutKey } = fields;
    // As the app sends it: the key in the header, nowhere in the body.
    const first = await rawCall(repaymentCommit, withoutKey, { 'Idempotency-Key': key ?? '' });
    expect(first).toMatchObject({ status: 200, code: '00' });
    // A client built before the header: the same key as a body field is the same payment.
    expect(await rawCall(repaymentCommit, fields)).toEqual(first);
    // Both: the header names the payment (a new key here, so a new attempt on this loan).
    const both = await rawCall(repaymentCommit, fields, { 'Idempotency-Key': 'key-other' });
    expect(both).toMatchObject({ status: 200, code: '00' });
    expect(attemptRows('PL2024180').map((row) => row.status)).toEqual(['cancelled', 'pending']);
    expect(await counts('PL2024180')).toMatchObject({ commitRequests: 3, smsSent: 2 });
  });

  it('refuses the same key with another payload, with a clear message and no new attempt', async () => {
    const body = await commitBody('PL2024180', 0, 'key-twice');
    const first = await callEndpoint(app, repaymentCommit, body);
    expect(first.code).toBe('00');
    const other = await commitBody('PL2024180', 1, 'key-twice');
    expect(await callEndpoint(app, repaymentCommit, other)).toEqual({
      status: 422,
      code: 422,
      message:
        'This payment request key was already used for a different payment. Please start a new payment.',
    });
    expect(attemptRows('PL2024180')).toEqual([
      { id: Number(first.data?.repayRecordId), status: 'pending' },
    ]);
    expect(order('PL2024180')).toMatchObject({ status: 180 });
  });

  it('sendMsg 1 finds the payment by order, not by key; 800004 when none waits', async () => {
    expect((await resend('PL2024180')).code).toBe('800004');
    const first = await commit('PL2024180', 0, 'key-by-order');
    // Any key, or none: the resend acts on the order's pending payment.
    const payment = await commitBody('PL2024180', 0, 'x');
    const whole: CardCommitInput = { ...payment, sendMsg: 1, idempotencyKey: undefined };
    const withOtherKey = await callEndpoint(app, repaymentCommit, whole, {
      headers: { 'Idempotency-Key': 'some-other-key' },
    });
    expect(withOtherKey).toMatchObject({
      code: '00',
      data: { needValid: 1, repayRecordId: first.data?.repayRecordId },
    });
    expect(attemptRows('PL2024180')).toHaveLength(1);
  });

  it('spends the code after five wrong tries; a resend issues a fresh code that works', async () => {
    const first = await commit('PL2024180', 0, 'key-guess');
    const recordId = first.data?.repayRecordId;
    const code = lastSmsCode();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect(await confirm('PL2024180', recordId, otherThan(code))).toMatchObject({
        code: '800006',
      });
    }
    // The sixth try is refused even with the right code: the code is spent.
    expect(await confirm('PL2024180', recordId, code)).toEqual({
      status: 200,
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
      const recordId = first.data?.repayRecordId;
      const code = lastSmsCode();
      vi.setSystemTime(new Date('2026-06-01T08:05:00Z'));
      // Exactly 5 minutes: still good for a wrong try…
      expect((await confirm('PL2024180', recordId, otherThan(code))).code).toBe('800006');
      vi.setSystemTime(new Date('2026-06-01T08:05:01Z'));
      // …one second later even the right code has expired.
      expect(await confirm('PL2024180', recordId, code)).toEqual({
        status: 200,
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
    const after = await callEndpoint(app, repaymentWay, { orderId: 'PL2024170' });
    expect(after.code).toBe('01');
    // A new attempt (new key) on the paid loan is a repeated payment request.
    const fresh = await callEndpoint(app, repaymentCommit, {
      ...(await commitBody('PL2024180', 1, 'key-other-order')),
      orderId: 'PL2024170',
      idempotencyKey: 'key-fresh',
    });
    expect(fresh).toMatchObject({ code: '800005', message: 'do not repeat the payment request' });
  });

  it('passes on a declined card and a wrong amount', async () => {
    const declined = await commit('PL2024180', 2, 'key-declined');
    expect(declined).toMatchObject({ code: '800008' });
    const wrongAmount = await callEndpoint(app, repaymentCommit, {
      ...(await commitBody('PL2024180', 0, 'key-amount')),
      amount: 1,
    });
    expect(wrongAmount.code).toBe('800003');
    expect(order('PL2024180')).toMatchObject({ status: 180 });
  });

  it('a new attempt on another key cancels the pending one', async () => {
    const first = await commit('PL2024180', 0, 'key-a');
    const code = lastSmsCode();
    await commit('PL2024180', 0, 'key-b');
    expect((await confirm('PL2024180', first.data?.repayRecordId, code)).code).toBe('800004');
  });

  it('returns the online payment url for huichao', async () => {
    const body = await callEndpoint(app, repaymentHuichao, {
      userId: DEMO_SESSION.userId,
      orderId: 'PL2024180',
      amount: 712000,
    });
    expect(body.code).toBe('00');
    const page = await gateway.inject({ url: gatewayPath(body.data?.url) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Online payment');
  });
});

describe('pay links come from the configured foreign origin', () => {
  const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

  it('never from a forged Host header (voucher payUrl and huichao url)', async () => {
    const voucher = await callEndpoint(
      app,
      generateVcode,
      { productId: '1', orderId: 'PL2024170', amount: 765000, channelNumber: '90006' },
      { headers: forged },
    );
    const online = await callEndpoint(
      app,
      repaymentHuichao,
      { userId: DEMO_SESSION.userId, orderId: 'PL2024180', amount: 712000 },
      { headers: { ...forged, 'x-forwarded-proto': 'https' } },
    );
    for (const link of [voucher.data?.payUrl, online.data?.url]) {
      expect(link).not.toContain('evil.example');
      gatewayPath(link);
    }
  });
});

describe('bad input: 400 naming the parameter; business codes where the lender answers them', () => {
  const MAX = Number.MAX_SAFE_INTEGER;

  it('detail calls need the order and the product', async () => {
    for (const endpoint of [loanPlayDetail, rolloverDetail]) {
      expect(await callEndpoint(app, endpoint, { productId: '1', orderId: ' ' })).toMatchObject({
        status: 400,
        code: 400,
        message: 'orderId is required',
      });
      expect(await rawCall(endpoint, { orderId: 'PL2024174' })).toEqual({
        status: 400,
        code: 400,
        message: 'productId is required',
      });
    }
    // An order that is not the borrower's stays the business answer of each generation.
    const unknown = { productId: '1', orderId: 'PL0000000' };
    expect(await callEndpoint(app, loanPlayDetail, unknown)).toMatchObject({
      status: 200,
      code: 1,
      message: 'Order not found.',
    });
    expect(await callEndpoint(app, rolloverDetail, unknown)).toMatchObject({
      status: 200,
      code: '01',
      message: 'Order not found.',
    });
  });

  it('a voucher needs a whole positive amount and a 0/1 rollover flag; no channel is a business answer', async () => {
    const voucher = { productId: '1', orderId: 'PL2024170', channelNumber: '90006' };
    expect(await callEndpoint(app, generateVcode, { ...voucher, amount: 0 })).toMatchObject({
      status: 400,
      message: `amount must be between 1 and ${MAX}`,
    });
    expect(await callEndpoint(app, generateVcode, { ...voucher, amount: '7650.00' })).toMatchObject(
      { status: 400, message: 'amount must be a whole number' },
    );
    expect(
      await callEndpoint(app, generateVcode, { ...voucher, amount: 765000, isDelay: 2 }),
    ).toMatchObject({ status: 400, message: 'isDelay must be between 0 and 1' });
    expect(await rawCall(generateVcode, { ...voucher, amount: '765000', productId: '' })).toEqual({
      status: 400,
      code: 400,
      message: 'productId is required',
    });
    // Refused before the lender's logic: no voucher request is recorded.
    expect(await counts('PL2024170')).toMatchObject({ voucherRequests: 0, vouchers: 0 });

    const noChannel = await callEndpoint(app, generateVcode, {
      ...voucher,
      channelNumber: '',
      amount: 765000,
    });
    expect(noChannel).toMatchObject({
      status: 200,
      code: 1,
      message: 'Please choose a payment channel.',
    });
    expect(await counts('PL2024170')).toMatchObject({ voucherRequests: 1, vouchers: 0 });
  });

  it('repayment-way needs the order; an unknown order or session is 01', async () => {
    expect(await rawCall(repaymentWay, {})).toEqual({
      status: 400,
      code: 400,
      message: 'orderId is required',
    });
    expect(await callEndpoint(app, repaymentWay, { orderId: 'PL0000000' })).toMatchObject({
      status: 200,
      code: '01',
      message: 'Order not found.',
    });
    expect(
      await callEndpoint(
        app,
        repaymentWay,
        { orderId: 'PL2024180' },
        { session: { sessionId: 'nobody' } },
      ),
    ).toMatchObject({ status: 200, code: '01' });
  });

  it('a commit needs sendMsg 0 or 1, and a payment its key, card, amount and token', async () => {
    expect(await rawCall(repaymentCommit, { orderId: 'PL2024180' })).toEqual({
      status: 400,
      code: 400,
      message: 'sendMsg is required',
    });
    expect(await rawCall(repaymentCommit, { orderId: 'PL2024180', sendMsg: '2' })).toEqual({
      status: 400,
      code: 400,
      message: 'sendMsg must be 0 or 1',
    });
    const body = await commitBody('PL2024180', 0, 'key-bad-input');
    const cases: Array<[Partial<CardCommitInput>, string]> = [
      [{ idempotencyKey: '' }, 'Idempotency-Key header is required'],
      [{ cardId: 'BDO' }, 'cardId must be a whole number'],
      [{ amount: '7120.00' }, 'amount must be a whole number'],
      [{ repayToken: '  ' }, 'repayToken is required'],
      [{ orderId: '' }, 'orderId is required'],
    ];
    for (const [change, message] of cases) {
      expect(await callEndpoint(app, repaymentCommit, { ...body, ...change })).toEqual({
        status: 400,
        code: 400,
        message,
      });
    }
    // None of them reached the payment: nothing recorded, no attempt, no SMS.
    expect(await counts('PL2024180')).toMatchObject({ commitRequests: 0, smsSent: 0 });
    expect(attemptRows('PL2024180')).toEqual([]);
    // An unknown order stays the business answer '01'.
    const unknown = await callEndpoint(app, repaymentCommit, { ...body, orderId: 'PL0000000' });
    expect(unknown).toMatchObject({ status: 200, code: '01', message: 'Order not found.' });
  });

  it('a confirm needs the order, the code and a whole record id', async () => {
    const first = await commit('PL2024180', 0, 'key-confirm-input');
    const recordId = first.data?.repayRecordId;
    expect(await confirm('PL2024180', 'seven', lastSmsCode())).toEqual({
      status: 400,
      code: 400,
      message: 'repaymentRecordId must be a whole number',
    });
    expect(await confirm('PL2024180', recordId, '')).toEqual({
      status: 400,
      code: 400,
      message: 'verifyCode is required',
    });
    expect(await confirm('', recordId, lastSmsCode())).toEqual({
      status: 400,
      code: 400,
      message: 'orderId is required',
    });
    expect(await counts('PL2024180')).toMatchObject({ confirmRequests: 0, debits: 0 });
  });

  it('online payment needs the borrower, the order and a positive whole amount', async () => {
    const online = { userId: DEMO_SESSION.userId, orderId: 'PL2024180', amount: 712000 };
    expect(await callEndpoint(app, repaymentHuichao, { ...online, userId: '' })).toEqual({
      status: 400,
      code: 400,
      message: 'userId is required',
    });
    expect(await callEndpoint(app, repaymentHuichao, { ...online, amount: -5 })).toEqual({
      status: 400,
      code: 400,
      message: `amount must be between 1 and ${MAX}`,
    });
    expect(await callEndpoint(app, repaymentHuichao, { ...online, amount: 1 })).toMatchObject({
      status: 200,
      code: '800003',
    });
  });
});
