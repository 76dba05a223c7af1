import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually } from '../setup/expect-page';
import { PROMO_QUERY, field, openPromotion } from './promotion-helpers';

/*
 * SPEC.md section 7's calls as the browser sends them: the HTTP method and the literal path
 * under the API base `/api` (DECISIONS.md section 1: the `{provider}` is `pesoloan`, the
 * `/api/v1` and `/api/v2` paths keep their own `/api`). The paths are written here, never taken
 * from src/contract: a contract that drifted from the spec must fail this test.
 */
const suite = browserSuite();

interface Call {
  /** The call, as SPEC.md section 7 names it. */
  call: string;
  method: 'GET' | 'POST';
  path: string;
  /** The screen that makes it, and what the borrower does there first (if anything). */
  screen: string;
  act?: (page: Page) => Promise<void>;
  /** Query parameters the call must carry. */
  query?: Record<string, string>;
}

const order = (path: string, orderId = 'PL2024170', productId = '1') =>
  demoPath(path, { orderId, productId });

/** A tap on a partner lender on the joint-login failure screen (click log, then its link). */
const applyToPartner = (page: Page) =>
  page.getByRole('button', { name: 'Apply now: Tindahan Credit' }).click();

const CALLS: Call[] = [
  {
    call: 'rollover details',
    method: 'POST',
    path: '/api/beautiful/memory',
    screen: order('/repayDelay', 'PL2024174'),
  },
  {
    call: 'log a product click',
    method: 'POST',
    path: '/api/gopia/goya/because',
    screen: demoPath('/loginError', { productId: '1' }),
    act: applyToPartner,
  },
  {
    call: 'product click-through',
    method: 'POST',
    path: '/api/gopia/goya/define',
    screen: demoPath('/loginError', { productId: '1' }),
    act: applyToPartner,
  },
  {
    call: 'promotion track-visit',
    method: 'GET',
    path: '/api/api/v2/pesoloan/promotion/track-visit',
    screen: `/promotion?${PROMO_QUERY}`,
    query: { page_type: '1', user_from: 'fb', utm_tag: 'summer', app_from: 'web' },
  },
  {
    call: 'promotion channel-template',
    method: 'GET',
    path: '/api/api/v2/pesoloan/service/channel/channel-template',
    screen: `/promotion?${PROMO_QUERY}`,
    query: { templateId: '7' },
  },
  {
    call: 'promotion track-click',
    method: 'GET',
    path: '/api/api/v2/pesoloan/promotion/track-click',
    screen: `/promotion?${PROMO_QUERY}`,
    act: async (page) => {
      await field(page, 'Mobile number').fill('09171234567');
      await field(page, 'Image captcha').fill('abcd');
      await field(page, 'SMS code').fill('123456');
      await page.getByRole('button', { name: 'Register', exact: true }).click();
    },
    query: { phone: '09171234567' },
  },
  {
    call: 'problem-init (types, GET with the session)',
    method: 'GET',
    path: '/api/user-problem/problem-init',
    screen: demoPath('/complainPageNext', { problemType: '2', orderNo: 'PL2024170' }),
  },
  {
    call: 'problem-init (older path, with the order)',
    method: 'POST',
    path: '/api/problem/problem-init',
    screen: demoPath('/complaint'),
  },
  {
    call: 'problem-detail',
    method: 'POST',
    path: '/api/user-problem/problem-detail',
    screen: demoPath('/complainDetails', { problemId: '2' }),
  },
  {
    call: 'problem-list',
    method: 'POST',
    path: '/api/user-problem/problem-list',
    screen: demoPath('/complaintList'),
  },
  {
    call: 'contact-kf-info',
    method: 'POST',
    path: '/api/v3/personal-center/contact-kf-info',
    screen: demoPath('/customerService'),
  },
  {
    call: 'bind-card init',
    method: 'POST',
    path: '/api/v3/bind-card/init',
    screen: demoPath('/bindCard', { productId: '1' }),
  },
  {
    call: 'loan-detail-confirm',
    method: 'POST',
    path: '/api/v3/loan-confirm/loan-detail-confirm',
    screen: demoPath('/loanConfirm', { productId: '1' }),
  },
  {
    call: 'cultures (agreements of the older confirm variant)',
    method: 'GET',
    path: '/api/gopia/goya/cultures',
    screen: demoPath('/confirmOfPeriod', { productId: '1' }),
  },
  {
    call: 'repayment-way (orderId in the query of a POST)',
    method: 'POST',
    path: '/api/api/v1/pesoloan/service/loan/repayment-way',
    screen: order('/repayment', 'PL2024180', '2'),
    query: { orderId: 'PL2024180' },
  },
];

describe('the calls of SPEC.md section 7, as the browser sends them', () => {
  it.each(CALLS)('$call: $method $path', async ({ method, path, screen, act, query }) => {
    const { page } = await suite.phone({
      // Screens left for others (a partner's page, the download page) may still be loading.
      allowErrors: [/Failed to load resource/, /request failed: /],
    });
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === path) sent.push(request);
    });
    if (screen.startsWith('/promotion')) await openPromotion(page, suite.url(screen));
    else await page.goto(suite.url(screen));
    await act?.(page);
    await eventually(() => sent.length, `${path} was not requested`).toBeGreaterThan(0);
    for (const request of sent) {
      expect(request.method()).toBe(method);
      const sentQuery = Object.fromEntries(new URL(request.url()).searchParams);
      expect(sentQuery).toMatchObject(query ?? {});
    }
  });
});
