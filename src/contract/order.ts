import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { NoInput, Optional, OrderInput, Required, WholeNumber } from './input';
import { Flag, ListOf, NumberLike, Text, DetailRow } from './primitives';

/**
 * The borrower's orders (SPEC.md section 7): the order detail, its rating and the order list.
 * Shapes are as strict as the screens need them (docs/decisions/contract-order.md).
 */

/** The order-detail rating always sends 5, whatever stars were picked (SPEC.md section 7). */
export const GOOGLE_SCORE = 5;

/** Order detail: GET /v3/loan-details/loan-details (JSON style, code 0). */
export const loanDetails = defineEndpoint({
  path: '/v3/loan-details/loan-details',
  method: 'GET',
  input: OrderInput,
  output: v.object({
    orderStatus: NumberLike,
    noticeStatusText: Text,
    noticeDesText: Text,
    // Only counted (the link to more products); the recommend list screen shows the products.
    recProducts: ListOf(v.unknown()),
    productName: Text,
    productLogo: Text,
    userOrderDetail: v.object({ detail: v.array(DetailRow) }),
    inside: Flag,
    h5Url: Text,
    isDelay: Flag,
    telephone: Text,
    isScore: Flag,
    playeduL: Text,
    reyMsg: Text,
    cardNeedPop: Flag,
    cardPopTitle: Text,
    cardPopMsg: Text,
  }),
});

/**
 * The order's rating: POST /v3/loan-details/google-score (JSON, code 0). The product id goes
 * along but the sandbox has never required it; the score must be exactly GOOGLE_SCORE.
 */
export const googleScore = defineEndpoint({
  path: '/v3/loan-details/google-score',
  method: 'POST',
  input: v.object({
    orderId: Required,
    productId: Optional,
    score: WholeNumber(GOOGLE_SCORE, GOOGLE_SCORE),
  }),
  output: v.unknown(),
});

/** One loan of the order list. */
const OrderSummary = v.object({
  orderId: v.string(),
  productId: v.string(),
  productName: v.string(),
  productLogo: Text,
  amount: NumberLike,
  repayAmount: v.optional(NumberLike, 0),
  orderStatus: NumberLike,
  statusText: v.string(),
  repayDate: Text,
});

/** The borrower's loans: POST /v3/order/order-list, a sandbox call of our own (JSON, code 0). */
export const orderList = defineEndpoint({
  path: '/v3/order/order-list',
  method: 'POST',
  input: NoInput,
  output: v.object({ list: v.array(OrderSummary) }),
});
