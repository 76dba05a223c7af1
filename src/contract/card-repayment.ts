import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { Required, WholeNumber } from './input';
import { Id, ListOf, NumberLike } from './primitives';

/**
 * Card repayment (SPEC.md section 7): form style, success '00', under
 * /api/v1/{provider}/service/loan/ (the spec's `...` dropped, DECISIONS.md section 1). The path
 * starts with /api under the API base, so the browser calls /api/api/v1/… (DECISIONS.md section 1).
 */
export const LOAN_SERVICE = '/api/v1/{provider}/service/loan';

const BankCardSchema = v.object({
  id: Id,
  bankName: v.string(),
  cardNo: v.string(),
  bankCode: v.string(),
});

/** repayment-way: the borrower's cards, the repay token and whether online payment is offered. */
export const repaymentWay = defineEndpoint({
  path: `${LOAN_SERVICE}/repayment-way`,
  method: 'POST',
  style: 'form',
  success: 'double-zero',
  // The spec sends orderId in the query string of this POST; the body stays empty.
  params: 'query',
  input: v.object({ orderId: Required }),
  output: v.object({
    /** 1 (or true) when online payment is offered; the lender also sends it as text or null. */
    alipay: v.nullish(v.union([v.boolean(), NumberLike])),
    repayToken: v.string(),
    bankCards: ListOf(BankCardSchema),
    /** Sandbox extension: the amount owed, used when the link carries no withholdingAmount. */
    repayAmount: v.optional(NumberLike),
  }),
});

/**
 * repayment-huichao: the alternative online payment; the browser goes to the answer's url, which
 * SPEC.md section 7 places beside `data` ("response url") and the sandbox inside it.
 */
export const repaymentHuichao = defineEndpoint({
  path: `${LOAN_SERVICE}/repayment-huichao`,
  method: 'POST',
  style: 'form',
  success: 'double-zero',
  input: v.object({ userId: Required, orderId: Required, amount: WholeNumber(1) }),
  output: v.object({ url: v.string() }),
  outside: ['url'],
});
