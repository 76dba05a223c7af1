import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointPath, type Endpoint } from '../../../../src/contract/endpoint';
import { EnvelopeSchema } from '../../../../src/contract/envelope';
import {
  AGREEMENT_SCENE,
  contractJump,
  contractList,
  FIXED_CHANNEL,
  loanDetailConfirm,
  loanDetailPush,
  periodAgreementLink,
  periodAgreements,
  periodLoan,
  periodPush,
} from '../../../../src/contract/loan-confirm';
import { GOOGLE_SCORE, googleScore, loanDetails, orderList } from '../../../../src/contract/order';
import {
  jointLoginFailure,
  productClick,
  productDetail,
  productLink,
  productList,
  recommendList,
} from '../../../../src/contract/products';
import { buildServer } from '../../../app';
import { callEndpoint } from '../../../test-support/call-endpoint';
import { callHook } from '../../../test-support/call-hook';
import { demoQuery } from '../core/demo-borrower';
import { testConfig } from '../../../test-support/test-config';

const FOREIGN = 'http://foreign.test:4999';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildServer(testConfig({ dataFile: ':memory:', foreignOrigin: FOREIGN }));
});
afterAll(async () => {
  await app.close();
});

/** A sandbox-only route's `data` (not part of the contract), parsed with the shape it promises. */
async function sandbox<T>(path: `/sandbox/${string}`, schema: v.GenericSchema<unknown, T>) {
  const answer = await callHook(app, path, { data: schema });
  expect(answer).toMatchObject({ status: 200, code: 0 });
  return answer.data;
}

/**
 * A call with parameters the contract's types do not allow (left out, or of the wrong kind):
 * what a broken client or a hand-made request sends. GET in the query, POST as a form body.
 */
async function rawCall(endpoint: Endpoint, fields: Record<string, string>) {
  const inQuery = endpoint.method === 'GET';
  const response = await app.inject({
    method: endpoint.method,
    url: `/api${endpointPath(endpoint, 'pesoloan')}?${demoQuery(inQuery ? fields : {})}`,
    ...(inQuery
      ? {}
      : {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(fields).toString(),
        }),
  });
  const { code, message } = v.parse(EnvelopeSchema, response.json());
  return { status: response.statusCode, code, message };
}

function bad(message: string) {
  return { status: 400, code: 400, message };
}

describe('order detail', () => {
  it.each([
    ['PL2024021', 21, 'Under review'],
    ['PL2024110', 110, 'Disbursing'],
    ['PL2024151', 151, 'Not approved'],
    ['PL2024170', 170, 'Repaying'],
    ['PL2024174', 174, 'Due soon'],
    ['PL2024180', 180, 'Overdue'],
    ['PL2024200', 200, 'Settled'],
    ['PL2024160', 160, 'Processing'],
  ])('answers order %s with status %i', async (orderId, status, text) => {
    const reply = await callEndpoint(app, loanDetails, { orderId, productId: '1' });
    expect(reply.code).toBe(0);
    expect(reply.data).toMatchObject({ orderStatus: status, noticeStatusText: text });
    expect(reply.data?.userOrderDetail.detail.length).toBeGreaterThan(0);
  });

  it('seeds the pop-up and link states', async () => {
    const get = async (orderId: string) =>
      (await callEndpoint(app, loanDetails, { orderId, productId: '1' })).data;
    expect(await get('PL2024174')).toMatchObject({ isDelay: 1, h5Url: '', playeduL: '' });
    expect(await get('PL2024170')).toMatchObject({
      h5Url: expect.stringMatching(/^\/repaymentOfCode/),
    });
    expect(await get('PL2024110')).toMatchObject({ cardNeedPop: 1 });
    expect(await get('PL2024151')).toMatchObject({ reyMsg: expect.any(String) });
    expect(await get('PL2024111')).toMatchObject({
      orderStatus: 110,
      playeduL: '/productDetail?productId=2',
    });
    const settled = await get('PL2024200');
    expect(settled).toMatchObject({ isScore: 1, inside: 1 });
    expect(settled?.recProducts).toHaveLength(4);
  });

  it('refuses an unknown order and a missing session', async () => {
    const unknown = await callEndpoint(app, loanDetails, { orderId: 'X', productId: '1' });
    expect(unknown).toMatchObject({ status: 200, code: 1001 });
    const anonymous = await callEndpoint(
      app,
      loanDetails,
      { orderId: 'PL2024174', productId: '1' },
      { session: {} },
    );
    expect(anonymous.code).toBe(401);
  });

  it('answers 400 naming the parameter when the order or product is missing', async () => {
    expect(await rawCall(loanDetails, { productId: '1' })).toEqual(bad('orderId is required'));
    expect(await rawCall(loanDetails, { orderId: 'PL2024174', productId: ' ' })).toEqual(
      bad('productId is required'),
    );
  });

  it('takes a google score of 5 only and stops asking afterwards', async () => {
    const rate = (score: number | string) =>
      callEndpoint(app, googleScore, { orderId: 'PL2024200', productId: '4', score });
    expect(await rate(3)).toMatchObject(bad('score must be between 5 and 5'));
    expect(await rate('five')).toMatchObject(bad('score must be a whole number'));
    expect(await rawCall(googleScore, { orderId: 'PL2024200' })).toEqual(bad('score is required'));
    expect(await rawCall(googleScore, { score: '5' })).toEqual(bad('orderId is required'));
    expect(await rate(GOOGLE_SCORE)).toMatchObject({ status: 200, code: 0 });
    const after = await callEndpoint(app, loanDetails, { orderId: 'PL2024200', productId: '4' });
    expect(after.data?.isScore).toBe(0);
    const scores = await sandbox(
      '/sandbox/order-scores',
      v.array(v.object({ order_no: v.string(), score: v.number() })),
    );
    expect(scores).toEqual([{ order_no: 'PL2024200', score: 5 }]);
  });

  it('answers its status texts and detail-row labels in Filipino when the call asks for fil-PH', async () => {
    const filipino = { headers: { 'Accept-Language': 'fil-PH' } };
    const detail = await callEndpoint(
      app,
      loanDetails,
      { orderId: 'PL2024174', productId: '1' },
      filipino,
    );
    expect(detail.data).toMatchObject({
      noticeStatusText: 'Malapit na ang due date',
      noticeDesText: expect.stringMatching(/^Malapit na ang due date ng iyong bayad\./),
    });
    // Labels in Filipino; amounts and dates as in English (DECISIONS.md section 11).
    const english = await callEndpoint(app, loanDetails, { orderId: 'PL2024174', productId: '1' });
    expect(english.data?.noticeStatusText).toBe('Due soon');
    expect(detail.data?.userOrderDetail.detail.map((row) => row.text)).toEqual([
      'Numero ng order',
      'Halaga ng loan',
      'Halagang dapat bayaran',
      'Rollover fee',
      'Due date',
      'Petsa ng pag-apply',
    ]);
    expect(detail.data?.userOrderDetail.detail.map((row) => row.value)).toEqual(
      english.data?.userOrderDetail.detail.map((row) => row.value),
    );
    expect(detail.data?.userOrderDetail.detail[1]?.value).toMatch(/^₱\d{1,3}(,\d{3})*\.\d{2}$/);
    const other = await callEndpoint(
      app,
      loanDetails,
      { orderId: 'PL2024160', productId: '1' },
      filipino,
    );
    expect(other.data?.noticeStatusText).toBe('Pinoproseso');
    const list = await callEndpoint(app, orderList, {}, filipino);
    expect(list.data?.list.find((order) => order.orderId === 'PL2024200')?.statusText).toBe(
      'Bayad na',
    );
    // Tagalog as phones report it is Filipino; a language the sandbox does not speak is English.
    const tagalog = await callEndpoint(
      app,
      orderList,
      {},
      { headers: { 'Accept-Language': 'tl' } },
    );
    expect(tagalog.data?.list.find((order) => order.orderId === 'PL2024200')?.statusText).toBe(
      'Bayad na',
    );
    const other2 = await callEndpoint(
      app,
      orderList,
      {},
      { headers: { 'Accept-Language': 'ja-JP' } },
    );
    expect(other2.data?.list.find((order) => order.orderId === 'PL2024200')?.statusText).toBe(
      'Settled',
    );
  });

  it('lists the borrower orders', async () => {
    const reply = await callEndpoint(app, orderList, {});
    expect(reply.data?.list.map((order) => order.orderId).sort()).toEqual([
      'PL2024021',
      'PL2024110',
      'PL2024151',
      'PL2024170',
      'PL2024174',
      'PL2024180',
      'PL2024200',
    ]);
    expect(reply.data?.list.find((order) => order.orderId === 'PL2024180')).toMatchObject({
      statusText: 'Overdue',
      productLogo: expect.stringMatching(`^${FOREIGN}/`),
    });
  });
});

describe('loan confirm V3', () => {
  const jump = { productId: '1', scene: AGREEMENT_SCENE, orderId: '', channel: FIXED_CHANNEL };
  const push = { amount: 1000000, periods: 4, termUnit: 30, productId: '1', channel: 'h5' };

  it('answers the offer with an instalment plan', async () => {
    const reply = await callEndpoint(app, loanDetailConfirm, { productId: '1' });
    expect(reply.code).toBe(0);
    expect(reply.data?.details.map((row) => row.text)).toContain('Total repayment');
    const filipino = await callEndpoint(
      app,
      loanDetailConfirm,
      { productId: '1' },
      { headers: { 'Accept-Language': 'fil-PH' } },
    );
    expect(filipino.data?.details.map((row) => row.text)).toEqual([
      'Halaga ng loan',
      'Service fee',
      'Halagang matatanggap',
      'Interes',
      'Kabuuang babayaran',
    ]);
    expect(reply.data).toMatchObject({ amount: 1000000, periods: 4, termUnit: 30, isPopType: 1 });
    expect(reply.data?.repay_plans.reduce((sum, plan) => sum + plan.amount, 0)).toBe(1060000);
  });

  it('lists agreements with scene 3 and jumps to one', async () => {
    const list = await callEndpoint(app, contractList, { productId: '1', scene: 3 });
    expect(list.data).toEqual([
      { position: 1, title: 'Loan Agreement' },
      { position: 2, title: 'Disclosure Statement' },
    ]);
    expect((await callEndpoint(app, contractList, { productId: '3', scene: 3 })).data).toEqual([]);
    const link = await callEndpoint(app, contractJump, { ...jump, position: 2 });
    // The page itself is the foreign origin's (server/sandbox/foreign/foreign-server.test.ts).
    expect(link.data).toEqual({
      contract_url: `${FOREIGN}/agreements/disclosure-statement?productId=1`,
    });
    const missing = await callEndpoint(app, contractJump, { ...jump, position: 9 });
    expect(missing).toMatchObject({ status: 200, code: 1002 });
  });

  it('answers 400 for a wrong scene, channel or position, or a missing product', async () => {
    expect(await callEndpoint(app, contractList, { productId: '1', scene: 2 })).toMatchObject(
      bad('scene must be between 3 and 3'),
    );
    expect(await rawCall(contractList, { scene: '3' })).toEqual(bad('productId is required'));
    expect(await rawCall(contractList, { productId: '1' })).toEqual(bad('scene is required'));
    expect(await callEndpoint(app, contractJump, { ...jump, position: 0 })).toMatchObject(
      bad('position must be between 1 and 9007199254740991'),
    );
    expect(await callEndpoint(app, contractJump, { ...jump, position: 'first' })).toMatchObject(
      bad('position must be a whole number'),
    );
    expect(
      await callEndpoint(app, contractJump, { ...jump, position: 1, channel: 'app' }),
    ).toMatchObject(bad('channel must be h5'));
    expect(await rawCall(loanDetailConfirm, {})).toEqual(bad('productId is required'));
  });

  it('points logos, the forced agreement and the promo image at the foreign origin', async () => {
    const forced = await callEndpoint(app, loanDetailConfirm, { productId: '2' });
    expect(forced.data).toMatchObject({
      comProductLogo: `${FOREIGN}/images/products/product-2.svg`,
      popAgreementUrl: `${FOREIGN}/agreements/loan-agreement?productId=2`,
    });
    const none = await callEndpoint(app, loanDetailConfirm, { productId: '1' });
    expect(none.data?.popAgreementUrl).toBe('');
    const period = await callEndpoint(app, periodLoan, { productId: '1' });
    expect(period.data?.promoImage).toBe(`${FOREIGN}/images/products/promo-gift.svg`);
    const order = await callEndpoint(app, loanDetails, { orderId: 'PL2024200', productId: '4' });
    expect(order.data?.productLogo).toBe(`${FOREIGN}/images/products/product-4.svg`);
    expect(order.data?.recProducts[0]).toMatchObject({
      logo: `${FOREIGN}/images/products/partner-bayanihan.svg`,
    });
  });

  it('refuses a push with wrong terms or fields, before recording anything', async () => {
    expect(await callEndpoint(app, loanDetailPush, { ...push, periods: 3 })).toMatchObject(
      bad('periods and termUnit must match the offer'),
    );
    expect(await callEndpoint(app, loanDetailPush, { ...push, amount: 0 })).toMatchObject(
      bad('amount must be between 1 and 9007199254740991'),
    );
    expect(await callEndpoint(app, loanDetailPush, { ...push, channel: '' })).toMatchObject(
      bad('channel is required'),
    );
    const noTerm = { amount: '1000000', periods: '4', productId: '1', channel: 'h5' };
    expect(await rawCall(loanDetailPush, noTerm)).toEqual(bad('termUnit is required'));
    const pushes = await sandbox('/sandbox/loan-pushes', v.array(v.unknown()));
    expect(pushes).toEqual([]);
  });

  it('records a push and answers the next page; an expired offer fails', async () => {
    const pushed = await callEndpoint(app, loanDetailPush, push);
    expect(pushed.data).toEqual({ lendDetailsUrl: '/loanDetail?orderId=PL2024021&productId=1' });
    const expired = await callEndpoint(app, loanDetailPush, {
      amount: 300000,
      periods: 1,
      termUnit: 120,
      productId: '4',
      channel: 'h5',
    });
    expect(expired.code).toBe(1003);
    const pushes = await sandbox(
      '/sandbox/loan-pushes',
      v.array(v.object({ variant: v.string(), product_id: v.string(), amount: v.number() })),
    );
    expect(pushes).toEqual([{ variant: 'v3', product_id: '1', amount: 1000000 }]);
  });
});

describe('loan confirm V32 (form, 00)', () => {
  it('answers the old variant with the rupee flag per product', async () => {
    const peso = await callEndpoint(app, periodLoan, { productId: '1' });
    expect(peso.code).toBe('00');
    expect(peso.data).toMatchObject({ currencyFlag: 0, promoShow: 1, buttonText: 'Get my loan' });
    const rupee = await callEndpoint(app, periodLoan, { productId: '2' });
    expect(rupee.data).toMatchObject({ currencyFlag: 1, promoShow: 0 });
    expect((await callEndpoint(app, periodLoan, { productId: '9' })).code).toBe('01');
  });

  it('serves agreements, the link and the push', async () => {
    const list = await callEndpoint(app, periodAgreements, { productId: '2', scene: 3 });
    expect(list.data).toHaveLength(2);
    const link = await callEndpoint(app, periodAgreementLink, {
      productId: '2',
      scene: 3,
      position: 1,
      orderId: '',
      channel: 'h5',
    });
    expect(link).toMatchObject({
      code: '00',
      data: { contract_url: `${FOREIGN}/agreements/loan-agreement?productId=2` },
    });
    const push = await callEndpoint(app, periodPush, {
      productId: '2',
      amount: 500000,
      periods: 3,
      termUnit: 30,
      channel: 'h5',
    });
    expect(push).toMatchObject({
      code: '00',
      data: { lendDetailsUrl: '/loanDetail?orderId=PL2024021&productId=2' },
    });
  });

  it('keeps its business code for an unknown agreement, and 400 for bad input', async () => {
    const missing = await callEndpoint(app, periodAgreementLink, {
      productId: '2',
      scene: 3,
      position: 7,
      channel: 'h5',
    });
    expect(missing).toMatchObject({ status: 200, code: '01' });
    expect(await rawCall(periodAgreements, { productId: '2', scene: 'three' })).toEqual(
      bad('scene must be a whole number'),
    );
    expect(
      await rawCall(periodAgreementLink, { productId: '2', scene: '3', channel: 'h5' }),
    ).toEqual(bad('position is required'));
    expect(await rawCall(periodLoan, {})).toEqual(bad('productId is required'));
    expect(
      await callEndpoint(app, periodPush, { productId: '2', amount: 500000, channel: 'web' }),
    ).toMatchObject(bad('channel must be h5'));
    expect(await rawCall(periodPush, { productId: '2', amount: '5000.5', channel: 'h5' })).toEqual(
      bad('amount must be a whole number'),
    );
  });
});

describe('joint-login failure and products', () => {
  it('answers the failure with recommended products, and fails for the sandbox product 99', async () => {
    const reply = await callEndpoint(app, jointLoginFailure, { productId: '1' });
    expect(reply.code).toBe('00');
    expect(reply.data?.noticeMessage).toBe('Failed');
    expect(reply.data?.recommendList.map((item) => item.enabled)).toEqual([1, 1, 1, 0]);
    const raw = await app.inject({
      method: 'POST',
      url: `/api${jointLoginFailure.path}?${demoQuery()}`,
      payload: { productId: '1' },
    });
    // The link comes only from the click-through (define), after the click is logged.
    expect(
      raw.json<{ data: { recommendList: object[] } }>().data.recommendList[0],
    ).not.toHaveProperty('link');
    const failed = await callEndpoint(app, jointLoginFailure, { productId: '99' });
    expect(failed.code).toBe('01');
  });

  it('answers the failure without a product id too (the screen may open without one)', async () => {
    const reply = await rawCall(jointLoginFailure, {});
    expect(reply).toMatchObject({ status: 200, code: '00' });
  });

  it('logs a click and answers http and app links', async () => {
    expect((await callEndpoint(app, productClick, { productId: 'r1' })).code).toBe('00');
    const link = async (productId: string) =>
      (await callEndpoint(app, productLink, { productId })).data?.link;
    expect(await link('r1')).toBe(`${FOREIGN}/partners/r1`);
    expect(await link('r3')).toBe('HTTP://foreign.test:4999/partners/r3');
    expect(await link('r2')).toBe('pesoloan://productDetail?productId=r2');
    const clicks = await sandbox(
      '/sandbox/product-clicks',
      v.array(v.object({ product_id: v.string(), kind: v.string() })),
    );
    expect(clicks).toEqual([
      { product_id: 'r1', kind: 'log' },
      { product_id: 'r1', kind: 'define' },
      { product_id: 'r3', kind: 'define' },
      { product_id: 'r2', kind: 'define' },
    ]);
  });

  it('answers 400 for a click without a product and 01 for an unknown one', async () => {
    expect(await rawCall(productClick, {})).toEqual(bad('productId is required'));
    expect(await rawCall(productLink, { productId: '  ' })).toEqual(bad('productId is required'));
    expect(await callEndpoint(app, productLink, { productId: 'nope' })).toMatchObject({
      status: 200,
      code: '01',
    });
  });

  it('lists products and answers a product detail', async () => {
    const list = await callEndpoint(app, productList, {});
    expect(list.data?.list).toHaveLength(4);
    const detail = await callEndpoint(app, productDetail, { productId: '3' });
    expect(detail).toMatchObject({ code: 0, data: { name: 'Kaagapay Credit', rate: '0.04%' } });
    const recommend = await callEndpoint(app, recommendList, {});
    expect(recommend.data?.list).toHaveLength(4);
    expect(await rawCall(productDetail, {})).toEqual(bad('productId is required'));
    expect(await callEndpoint(app, productDetail, { productId: '42' })).toMatchObject({
      code: 1001,
    });
  });
});
