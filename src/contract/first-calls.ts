import type { ScreenName } from '../config/paths';
import type { Endpoint } from './endpoint';
import type { FirstCallWire, LinkValue } from './first-call-wire';
import { bindCardInit } from './bank-account';
import { problemInitOrder } from './complaint-types';
import { problemList } from './complaints';
import { CALL_CENTER_OVERALL, contactInfo } from './core';
import { loanDetailConfirm, periodLoan } from './loan-confirm';
import { loanDetails, orderList } from './order';
import { jointLoginFailure, productDetail, productList, recommendList } from './products';
import { loanPlayDetail, rolloverDetail } from './repayment';

export interface FirstCall {
  endpoint: Endpoint;
  /**
   * Each input field and the link value it takes ('' when the link has none), or the number the
   * screen always sends in it, in the order the screen's hook writes them: the request, and so
   * the handover key, must match the screen's.
   */
  input: Record<string, LinkValue | number>;
  /** Without these the screen makes no call (it shows what is missing instead). */
  required: LinkValue[];
}

/** The screen calls no API when it opens: drawn from its link, saved data or its own text. */
export const NO_CALL = 'no call';
/** The screen calls the API when it opens, but that call is not one to start before the app runs. */
const NOT_EARLY = 'not early';

type ScreenCall = FirstCall | typeof NO_CALL | { [NOT_EARLY]: string };

/**
 * Route → first call, for every screen of the route table (src/config/paths.ts; a new screen does
 * not compile until it is placed here): what the screen asks the API for first, so the boot
 * script can start it while the screen's code is still downloading
 * (docs/decisions/performance-boot-preload.md); `NO_CALL` for screens that ask for nothing (the
 * sweeps check they make no call, tests/setup/sweep.ts); `NOT_EARLY` with the reason for the
 * others.
 */
export const SCREEN_CALLS = {
  corporateHome: NO_CALL,
  corporateLenderInfo: NO_CALL,
  corporatePolicy: NO_CALL,
  corporateLoanTerms: NO_CALL,
  corporateContact: NO_CALL,
  loginError: { endpoint: jointLoginFailure, input: { productId: 'productId' }, required: [] },
  orderDetail: {
    endpoint: loanDetails,
    input: { productId: 'productId', orderId: 'orderId' },
    required: ['orderId'],
  },
  loanConfirm: {
    endpoint: loanDetailConfirm,
    input: { productId: 'productId' },
    required: ['productId'],
  },
  confirmOfPeriod: {
    endpoint: periodLoan,
    input: { productId: 'productId' },
    required: ['productId'],
  },
  repay: {
    endpoint: loanPlayDetail,
    input: { productId: 'productId', orderId: 'orderId' },
    required: [],
  },
  repayDelay: {
    endpoint: rolloverDetail,
    input: { productId: 'productId', orderId: 'orderId' },
    required: [],
  },
  cardRepayment: {
    [NOT_EARLY]:
      'its first call mints a repay token, which the screen skips for a loan this device has paid: only the page itself (or the server, for a page the device then renders afresh; src/server-render/server-calls.ts) may make it',
  },
  onlinePayment: NO_CALL,
  customerService: {
    endpoint: contactInfo,
    input: { overall: CALL_CENTER_OVERALL },
    required: [],
  },
  loanAgreement: NO_CALL,
  aboutUs: { [NOT_EARLY]: 'its call takes a fixed parameter, not a link value' },
  privacyPolicy: NO_CALL,
  // Without an order in the link it asks for the complaint order number saved earlier: then
  // nothing starts early.
  complaint: {
    endpoint: problemInitOrder,
    input: { orderId: 'orderId' },
    required: ['orderId'],
  },
  complaintSubmit: {
    [NOT_EARLY]:
      'it calls only with a complaint type and an order number, which may be saved data (the server renders a link naming both: src/server-render/server-calls.ts)',
  },
  complaintList: { endpoint: problemList, input: {}, required: [] },
  complaintDetail: {
    [NOT_EARLY]:
      'its call takes the problemId link value, not an order value (the server renders it: src/server-render/server-calls.ts)',
  },
  bankAccount: {
    endpoint: bindCardInit,
    input: { product_id: 'productId' },
    required: ['productId'],
  },
  product: { endpoint: productList, input: {}, required: [] },
  productDetail: {
    endpoint: productDetail,
    input: { productId: 'productId' },
    required: ['productId'],
  },
  recommendList: { endpoint: recommendList, input: {}, required: [] },
  orderList: { endpoint: orderList, input: {}, required: [] },
  providerInstructions: NO_CALL,
  rolloverInstructions: NO_CALL,
  repaymentCode: NO_CALL,
  repaymentCodeSaved: NO_CALL,
  // Its connection check: the customer-service screen's call.
  testPreview: {
    endpoint: contactInfo,
    input: { overall: CALL_CENTER_OVERALL },
    required: [],
  },
  promotion: {
    [NOT_EARLY]: 'a public page without a borrower session; its call opens a captcha session',
  },
  promotionDownload: NO_CALL,
  promotionAgreement: NO_CALL,
} as const satisfies Record<ScreenName, ScreenCall>;

function isFirstCall(call: ScreenCall): call is FirstCall {
  return typeof call === 'object' && 'endpoint' in call;
}

/** The screens whose first call the boot script starts, with that call. */
export const FIRST_CALLS: Partial<Record<ScreenName, FirstCall>> = Object.fromEntries(
  Object.entries(SCREEN_CALLS).filter(([, call]) => isFirstCall(call)),
);

/** The screens that call no API when they open (the sweeps check both ways). */
export const SCREENS_WITHOUT_CALLS = (Object.keys(SCREEN_CALLS) as ScreenName[]).filter(
  (screen) => SCREEN_CALLS[screen] === NO_CALL,
);

/** A call's wire facts: what the HTML carries to the browser, plain data. */
export function wireOf(call: FirstCall): FirstCallWire {
  const { path, method, style, params } = call.endpoint;
  return { path, method, style, params, input: call.input, required: call.required };
}

export function firstCallWire(screen: string): FirstCallWire | undefined {
  const call = Object.hasOwn(FIRST_CALLS, screen) ? FIRST_CALLS[screen as ScreenName] : undefined;
  return call && wireOf(call);
}

/**
 * Every mapped screen's wire facts, plain data: the build inlines it into the worker
 * (`__FIRST_CALL_WIRES__`, vite.config.ts), which so carries no schema library.
 */
export function firstCallWires(): Partial<Record<ScreenName, FirstCallWire>> {
  return Object.fromEntries(
    (Object.keys(FIRST_CALLS) as ScreenName[]).map((screen) => [screen, firstCallWire(screen)]),
  );
}
