import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../app';
import { demoQuery } from '../core/demo-borrower';

const FOREIGN = 'http://foreign.test:4999';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildServer({ dataFile: ':memory:', foreignOrigin: FOREIGN });
});
afterAll(async () => {
  await app.close();
});

interface Reply {
  code: string | number;
  message: string;
  data?: unknown;
}

async function call(
  method: 'GET' | 'POST',
  path: string,
  query: Record<string, string> = {},
  body?: Record<string, string | number>,
  form = false,
): Promise<Reply> {
  const response = await app.inject({
    method,
    url: `/api${path}?${demoQuery(query)}`,
    ...(body
      ? form
        ? {
            payload: new URLSearchParams(
              Object.entries(body).map(([key, value]) => [key, String(value)]),
            ).toString(),
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
          }
        : { payload: body }
      : {}),
  });
  return response.json<Reply>();
}

function data<T>(reply: Reply): T {
  return reply.data as T;
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
    const reply = await call('GET', '/v3/loan-details/loan-details', { orderId, productId: '1' });
    expect(reply.code).toBe(0);
    const order = data<Record<string, unknown>>(reply);
    expect(order.orderStatus).toBe(status);
    expect(order.noticeStatusText).toBe(text);
    expect(order).toHaveProperty('userOrderDetail.detail');
  });

  it('seeds the pop-up and link states', async () => {
    const get = async (orderId: string) =>
      data<Record<string, unknown>>(
        await call('GET', '/v3/loan-details/loan-details', { orderId, productId: '1' }),
      );
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
    expect(settled.recProducts).toHaveLength(4);
  });

  it('refuses an unknown order and a missing session', async () => {
    const unknown = await call('GET', '/v3/loan-details/loan-details', {
      orderId: 'X',
      productId: '1',
    });
    expect(unknown.code).toBe(1001);
    const response = await app.inject({
      method: 'GET',
      url: '/api/v3/loan-details/loan-details?orderId=PL2024174&productId=1',
    });
    expect(response.json<Reply>().code).toBe(401);
  });

  it('takes a google score of 5 only and stops asking afterwards', async () => {
    const wrong = await call(
      'POST',
      '/v3/loan-details/google-score',
      {},
      { orderId: 'PL2024200', productId: '4', score: 3 },
    );
    expect(wrong.code).toBe(400);
    const right = await call(
      'POST',
      '/v3/loan-details/google-score',
      {},
      { orderId: 'PL2024200', productId: '4', score: 5 },
    );
    expect(right.code).toBe(0);
    const after = await call('GET', '/v3/loan-details/loan-details', {
      orderId: 'PL2024200',
      productId: '4',
    });
    expect(data<{ isScore: number }>(after).isScore).toBe(0);
    expect(data(await call('GET', '/sandbox/order-scores'))).toEqual([
      { order_no: 'PL2024200', score: 5 },
    ]);
  });

  it('lists the borrower orders', async () => {
    const reply = await call('POST', '/v3/order/order-list', {}, {});
    const { list } = data<{ list: Array<{ orderId: string; statusText: string }> }>(reply);
    expect(list.map((order) => order.orderId).sort()).toEqual([
      'PL2024021',
      'PL2024110',
      'PL2024151',
      'PL2024170',
      'PL2024174',
      'PL2024180',
      'PL2024200',
    ]);
  });
});

describe('loan confirm V3', () => {
  it('answers the offer with an instalment plan', async () => {
    const reply = await call(
      'POST',
      '/v3/loan-confirm/loan-detail-confirm',
      {},
      { productId: '1' },
    );
    expect(reply.code).toBe(0);
    const offer = data<{ amount: number; periods: number; repay_plans: Array<{ amount: number }> }>(
      reply,
    );
    expect(offer).toMatchObject({ amount: 1000000, periods: 4, termUnit: 30, isPopType: 1 });
    expect(offer.repay_plans.reduce((sum, plan) => sum + plan.amount, 0)).toBe(1060000);
  });

  it('lists agreements with scene 3 and jumps to one', async () => {
    const list = await call('GET', '/v3/contract/contract', { productId: '1', scene: '3' });
    expect(data(list)).toEqual([
      { position: 1, title: 'Loan Agreement' },
      { position: 2, title: 'Disclosure Statement' },
    ]);
    expect(
      data(await call('GET', '/v3/contract/contract', { productId: '3', scene: '3' })),
    ).toEqual([]);
    expect((await call('GET', '/v3/contract/contract', { productId: '1', scene: '2' })).code).toBe(
      400,
    );
    const jump = await call('GET', '/v3/contract/contract-jump', {
      productId: '1',
      scene: '3',
      position: '2',
      orderId: '',
      channel: 'h5',
    });
    // The page itself is the foreign origin's (server/foreign/foreign-server.test.ts).
    expect(data(jump)).toEqual({
      contract_url: `${FOREIGN}/agreements/disclosure-statement?productId=1`,
    });
  });

  it('points logos, the forced agreement and the promo image at the foreign origin', async () => {
    const forced = data<{ comProductLogo: string; popAgreementUrl: string }>(
      await call('POST', '/v3/loan-confirm/loan-detail-confirm', {}, { productId: '2' }),
    );
    expect(forced).toMatchObject({
      comProductLogo: `${FOREIGN}/images/products/product-2.svg`,
      popAgreementUrl: `${FOREIGN}/agreements/loan-agreement?productId=2`,
    });
    const none = data<{ popAgreementUrl: string }>(
      await call('POST', '/v3/loan-confirm/loan-detail-confirm', {}, { productId: '1' }),
    );
    expect(none.popAgreementUrl).toBe('');
    const period = data<{ promoImage: string }>(
      await call('POST', '/gopia/goya/satire', {}, { productId: '1' }, true),
    );
    expect(period.promoImage).toBe(`${FOREIGN}/images/products/promo-gift.svg`);
    const order = data<{ productLogo: string; recProducts: Array<{ logo: string }> }>(
      await call('GET', '/v3/loan-details/loan-details', { orderId: 'PL2024200', productId: '4' }),
    );
    expect(order.productLogo).toBe(`${FOREIGN}/images/products/product-4.svg`);
    expect(order.recProducts[0]?.logo).toBe(`${FOREIGN}/images/products/partner-bayanihan.svg`);
  });

  it('records a push and answers the next page; an expired offer fails', async () => {
    const push = await call(
      'POST',
      '/v3/loan-confirm/loan-detail-push',
      {},
      {
        amount: 1000000,
        periods: 4,
        termUnit: 30,
        productId: '1',
        channel: 'h5',
      },
    );
    expect(data(push)).toEqual({ lendDetailsUrl: '/loanDetail?orderId=PL2024021&productId=1' });
    const expired = await call(
      'POST',
      '/v3/loan-confirm/loan-detail-push',
      {},
      {
        amount: 300000,
        periods: 1,
        termUnit: 120,
        productId: '4',
        channel: 'h5',
      },
    );
    expect(expired.code).toBe(1003);
    expect(data(await call('GET', '/sandbox/loan-pushes'))).toEqual([
      { variant: 'v3', product_id: '1', amount: 1000000 },
    ]);
  });
});

describe('loan confirm V32 (form, 00)', () => {
  it('answers the old variant with the rupee flag per product', async () => {
    const peso = await call('POST', '/gopia/goya/satire', {}, { productId: '1' }, true);
    expect(peso.code).toBe('00');
    expect(data(peso)).toMatchObject({ currencyFlag: 0, promoShow: 1, buttonText: 'Get my loan' });
    const rupee = await call('POST', '/gopia/goya/satire', {}, { productId: '2' }, true);
    expect(data(rupee)).toMatchObject({ currencyFlag: 1, promoShow: 0 });
    expect((await call('POST', '/gopia/goya/satire', {}, { productId: '9' }, true)).code).toBe(
      '01',
    );
  });

  it('serves agreements, the link and the push', async () => {
    expect(
      data(await call('GET', '/gopia/goya/cultures', { productId: '2', scene: '3' })),
    ).toHaveLength(2);
    const link = await call('GET', '/gopia/goya/misunderstood', {
      productId: '2',
      scene: '3',
      position: '1',
      channel: 'h5',
    });
    expect(link).toMatchObject({
      code: '00',
      data: { contract_url: `${FOREIGN}/agreements/loan-agreement?productId=2` },
    });
    const push = await call(
      'POST',
      '/gopia/goya/depush',
      {},
      { productId: '2', amount: 500000, channel: 'h5' },
      true,
    );
    expect(push).toMatchObject({
      code: '00',
      data: { lendDetailsUrl: '/loanDetail?orderId=PL2024021&productId=2' },
    });
  });
});

describe('joint-login failure and products', () => {
  it('answers the failure with recommended products, and fails for the sandbox product 99', async () => {
    const reply = await call('POST', '/panda/honey/scholarships', {}, { productId: '1' }, true);
    expect(reply.code).toBe('00');
    const body = data<{ noticeMessage: string; recommendList: Array<{ enabled: number }> }>(reply);
    expect(body.noticeMessage).toBe('Failed');
    expect(body.recommendList.map((item) => item.enabled)).toEqual([1, 1, 1, 0]);
    expect(body.recommendList[0]).not.toHaveProperty('link');
    const failed = await call('POST', '/panda/honey/scholarships', {}, { productId: '99' }, true);
    expect(failed.code).toBe('01');
  });

  it('logs a click and answers http and app links', async () => {
    expect((await call('POST', '/gopia/goya/because', {}, { productId: 'r1' }, true)).code).toBe(
      '00',
    );
    const http = await call('POST', '/gopia/goya/define', {}, { productId: 'r1' }, true);
    expect(data<{ link: string }>(http).link).toBe(`${FOREIGN}/partners/r1`);
    const upper = await call('POST', '/gopia/goya/define', {}, { productId: 'r3' }, true);
    expect(data<{ link: string }>(upper).link).toBe('HTTP://foreign.test:4999/partners/r3');
    const native = await call('POST', '/gopia/goya/define', {}, { productId: 'r2' }, true);
    expect(data<{ link: string }>(native).link).toBe('pesoloan://productDetail?productId=r2');
    expect(data(await call('GET', '/sandbox/product-clicks'))).toEqual([
      { product_id: 'r1', kind: 'log' },
      { product_id: 'r1', kind: 'define' },
      { product_id: 'r3', kind: 'define' },
      { product_id: 'r2', kind: 'define' },
    ]);
  });

  it('lists products and answers a product detail', async () => {
    const list = data<{ list: unknown[] }>(await call('POST', '/v3/product/product-list', {}, {}));
    expect(list.list).toHaveLength(4);
    const detail = await call('POST', '/v3/product/product-detail', {}, { productId: '3' });
    expect(detail).toMatchObject({ code: 0, data: { name: 'Kaagapay Credit', rate: '0.04%' } });
    const recommend = data<{ list: unknown[] }>(
      await call('POST', '/v3/product/recommend-list', {}, {}),
    );
    expect(recommend.list).toHaveLength(4);
  });
});
