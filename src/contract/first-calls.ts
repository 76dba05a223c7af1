import type { Endpoint } from './endpoint';
import type { FirstCallWire, LinkValue } from './first-call-wire';
import { problemList } from './complaints';
import { loanDetails, orderList } from './order';
import { productList, recommendList } from './products';
import { loanPlayDetail, rolloverDetail } from './repayment';

export interface FirstCall {
  endpoint: Endpoint;
  /**
   * Each input field and the link value it takes ('' when the link has none), in the order the
   * screen's hook writes them: the request, and so the handover key, must match the screen's.
   */
  input: Record<string, LinkValue>;
  /** Without these the screen makes no call (it shows what is missing instead). */
  required: LinkValue[];
}

/**
 * Route → first call: what each borrower screen asks the API for first, so the boot script can
 * start it while the screen's code is still downloading (docs/decisions/performance-boot-preload.md).
 * Keys are screen names of src/config/paths.ts (a test checks them). Left out on purpose: the
 * card repayment screen, whose first call mints a repay token (a speculative one could replace
 * the token a pending payment holds), and calls that depend on stored state, not the link.
 */
export const FIRST_CALLS: Record<string, FirstCall> = {
  orderDetail: {
    endpoint: loanDetails,
    input: { productId: 'productId', orderId: 'orderId' },
    required: ['orderId'],
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
  orderList: { endpoint: orderList, input: {}, required: [] },
  product: { endpoint: productList, input: {}, required: [] },
  recommendList: { endpoint: recommendList, input: {}, required: [] },
  complaintList: { endpoint: problemList, input: {}, required: [] },
};

export function firstCallWire(screen: string): FirstCallWire | undefined {
  const call = Object.hasOwn(FIRST_CALLS, screen) ? FIRST_CALLS[screen] : undefined;
  if (!call) return undefined;
  const { path, method, style, params } = call.endpoint;
  return { path, method, style, params, input: call.input, required: call.required };
}
