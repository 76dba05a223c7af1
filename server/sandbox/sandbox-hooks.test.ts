import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bindCardSave } from '../../src/contract/bank-account';
import { repaymentCommit } from '../../src/contract/card-payment';
import { problemSave } from '../../src/contract/complaint-filing';
import { problemDetail, problemList } from '../../src/contract/complaints';
import { saveEvent } from '../../src/contract/core';
import { loanDetailPush } from '../../src/contract/loan-confirm';
import { googleScore } from '../../src/contract/order';
import { productClick } from '../../src/contract/products';
import { DEFAULT_FOREIGN_ORIGIN } from '../lib/foreign-origin';
import { SESSION_EXPIRED } from './module';
import { DEMO_SESSION, SECOND_DEMO_SESSION } from './modules/core/demo-borrower';
import { callEndpoint } from '../test-support/call-endpoint';
import { callHook } from '../test-support/call-hook';
import { DEMO_WALLET } from '../test-support/demo-accounts';
import { registerSandbox } from './register-sandbox';
import { memoryCounters } from '../limits/counters';

/**
 * The sandbox's test hooks act for the session's borrower only. The server is the sandbox alone
 * on a bare Fastify, so an `onRoute` hook sees every route it registers: a new `/sandbox/` route
 * that skips the shared guard fails the first test.
 */
let app: FastifyInstance;
let dir: string;
const routes: Array<{ method: string; url: string }> = [];

const OTHER = SECOND_DEMO_SESSION.sessionId;
const NO_SESSION = { status: 401, code: 401, message: SESSION_EXPIRED, data: undefined };
const Rows = v.array(v.record(v.string(), v.unknown()));

/** The read-outs of what a borrower did; each holds one row of the demo borrower's by now. */
const READ_OUTS = [
  '/sandbox/bound-cards',
  '/sandbox/product-clicks',
  '/sandbox/loan-pushes',
  '/sandbox/order-scores',
  '/sandbox/events',
] as const;

const COMPLAINT_TEXT = 'My payment is not showing.';
let complaintId = 0;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-hooks-'));
  app = Fastify();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  await registerSandbox(app, {
    dataFile: ':memory:',
    uploadsDir: join(dir, 'uploads'),
    provider: 'pesoloan',
    log: () => undefined,
    foreignOrigin: DEFAULT_FOREIGN_ORIGIN,
    counters: memoryCounters(),
  });
  await app.ready();

  // The demo borrower leaves a row behind every hook.
  const done = [
    await callEndpoint(app, bindCardSave, DEMO_WALLET),
    await callEndpoint(app, productClick, { productId: 'r1' }),
    await callEndpoint(app, loanDetailPush, {
      amount: 1000000,
      periods: 4,
      termUnit: 30,
      productId: '1',
      channel: 'h5',
    }),
    await callEndpoint(app, googleScore, { orderId: 'PL2024200', productId: '4', score: 5 }),
    await callEndpoint(app, saveEvent, { productId: '4', moduleId: 30, positionId: 0 }),
  ];
  for (const answer of done) expect(answer.status).toBe(200);
  // A resend with no payment waiting: still a commit request the counts record.
  expect(
    (await callEndpoint(app, repaymentCommit, { orderId: 'PL2024180', sendMsg: 1 })).code,
  ).toBe('800004');
  const saved = await callEndpoint(app, problemSave, {
    problemType: 2,
    problemDetail: COMPLAINT_TEXT,
    problemImage: '',
    orderNo: 'PL2024170',
  });
  expect(saved.code).toBe(0);
  const listed = await callEndpoint(app, problemList, {});
  const filed = listed.data?.tabs[0]?.list.find((item) => item.content === COMPLAINT_TEXT);
  complaintId = filed?.id ?? 0;
});
afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('every sandbox hook needs a session', () => {
  it('answers 401 without one on every /api/sandbox/ route but the photos', async () => {
    const hooks = routes.filter(
      ({ method, url }) =>
        url.startsWith('/api/sandbox/') && !url.includes('/uploads/') && method !== 'HEAD',
    );
    expect(hooks.map(({ method, url }) => `${method} ${url}`).sort()).toEqual([
      'GET /api/sandbox/bound-cards',
      'GET /api/sandbox/events',
      'GET /api/sandbox/loan-pushes',
      'GET /api/sandbox/order-scores',
      'GET /api/sandbox/product-clicks',
      'GET /api/sandbox/repayment-counts',
      'POST /api/sandbox/complaints/reply',
    ]);
    for (const { method, url } of hooks) {
      for (const headers of [{}, { 'x-session-id': 'not-a-session' }]) {
        const response = await app.inject({
          method: method === 'POST' ? 'POST' : 'GET',
          url,
          headers,
        });
        expect(response.statusCode, url).toBe(401);
        expect(response.json(), url).toEqual({ code: 401, message: SESSION_EXPIRED });
      }
    }
  });

  it('takes the session from the sessionId query parameter too, as the app sends it', async () => {
    const response = await app.inject({
      url: `/api/sandbox/events?sessionId=${DEMO_SESSION.sessionId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: [{ product_id: '4' }] });
  });
});

describe('a hook shows a borrower only their own rows', () => {
  it.each(READ_OUTS)('%s', async (path) => {
    expect(await callHook(app, path, { sessionId: '' })).toEqual(NO_SESSION);
    const mine = await callHook(app, path, { data: Rows });
    expect(mine).toMatchObject({ status: 200, code: 0 });
    expect(mine.data).toHaveLength(1);
    expect(await callHook(app, path, { sessionId: OTHER, data: Rows })).toMatchObject({
      status: 200,
      code: 0,
      data: [],
    });
  });

  it('counts repayment calls only of an order of the session borrower', async () => {
    const query = { orderId: 'PL2024180' };
    const Counts = v.record(v.string(), v.number());
    expect(await callHook(app, '/sandbox/repayment-counts', { query, sessionId: '' })).toEqual(
      NO_SESSION,
    );
    expect(await callHook(app, '/sandbox/repayment-counts', { query, data: Counts })).toMatchObject(
      { status: 200, data: { commitRequests: 1, debits: 0 } },
    );
    // Another borrower's order reads as one that does not exist.
    for (const orderId of ['PL2024180', 'NOPE']) {
      expect(
        await callHook(app, '/sandbox/repayment-counts', {
          query: { orderId },
          sessionId: OTHER,
        }),
      ).toEqual({ status: 404, code: 404, message: 'Order not found.', data: undefined });
    }
    expect(
      await callHook(app, '/sandbox/repayment-counts', {
        query: { orderId: 'JR2024174' },
        sessionId: OTHER,
        data: Counts,
      }),
    ).toMatchObject({ status: 200, data: { commitRequests: 0 } });
  });
});

describe('the agent reply changes only the session borrower’s complaint', () => {
  const reply = { disposeDetail: 'Your payment is now posted.' };

  async function disposeDetail(): Promise<string | undefined> {
    return (await callEndpoint(app, problemDetail, { problemId: complaintId })).data?.disposeDetail;
  }

  it('refuses without a session or for another borrower, and changes nothing', async () => {
    const body = { ...reply, problemId: complaintId };
    expect(await callHook(app, '/sandbox/complaints/reply', { body, sessionId: '' })).toEqual(
      NO_SESSION,
    );
    expect(await callHook(app, '/sandbox/complaints/reply', { body, sessionId: OTHER })).toEqual({
      status: 404,
      code: 404,
      message: 'This complaint was not found.',
      data: undefined,
    });
    expect(await disposeDetail()).toBe('');

    expect(await callHook(app, '/sandbox/complaints/reply', { body })).toMatchObject({
      status: 200,
      code: 0,
    });
    expect(await disposeDetail()).toBe(reply.disposeDetail);
  });
});
