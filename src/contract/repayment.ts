import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { OrderInput, Required, WholeNumber, Optional } from './input';
import { Flag, Id, ListOf, NumberLike, Text, DetailRow } from './primitives';

/**
 * Instalment and rollover repayment (SPEC.md section 3): the detail screens and the voucher
 * (pay link) of a payment channel. Required text (names, dates, logos) stays a required string:
 * a detail without them cannot be shown, so it is `malformed`, not blank
 * (docs/decisions/contract-repayment.md).
 */

/** How to pay at each counter: group title -> entries with a name and steps. Also the saved copy's. */
export const PayNoticeSchema = v.record(
  v.string(),
  v.array(v.object({ name: v.string(), steps: v.array(v.string()) })),
);

const ChannelSchema = v.object({
  name: v.string(),
  logo: v.string(),
  channel_number: Id,
});

const DefDetailSchema = v.object({
  payCode: Text,
  logo: Text,
  title: Text,
  payNotice: v.optional(PayNoticeSchema, {}),
});

/** The pieces both detail answers share. */
const RepayCommon = {
  productName: v.string(),
  repayDate: v.string(),
  productLogo: v.string(),
  repayList: ListOf(ChannelSchema),
  noticeMsg: Text,
  defDetail: v.optional(v.nullable(DefDetailSchema)),
  isShowReyTop: Flag,
};

/** Instalment detail: POST /v3/installment/loan-play-detail (JSON, code 0). */
export const loanPlayDetail = defineEndpoint({
  path: '/v3/installment/loan-play-detail',
  method: 'POST',
  input: OrderInput,
  output: v.object({
    ...RepayCommon,
    repayAmount: NumberLike,
    detail: ListOf(DetailRow),
  }),
});

/**
 * Rollover detail: POST /beautiful/memory. An obfuscated path of the older backend, so form
 * style with success '00' (docs/decisions/repayment-rollover-request-style.md).
 */
export const rolloverDetail = defineEndpoint({
  path: '/beautiful/memory',
  method: 'POST',
  style: 'form',
  success: 'double-zero',
  input: OrderInput,
  output: v.object({
    ...RepayCommon,
    delayInfo: v.object({ delayAmount: NumberLike, title: Text }),
    repayPlan: ListOf(
      v.object({ remark: Text, title: v.string(), amount: NumberLike, time: v.string() }),
    ),
  }),
});

/**
 * The pay link of a channel: POST /v3/loan-details/generate-vcode (JSON, code 0). A missing
 * channel is the business answer 'Please choose a payment channel.', so it is optional here.
 */
export const generateVcode = defineEndpoint({
  path: '/v3/loan-details/generate-vcode',
  method: 'POST',
  input: v.object({
    productId: Required,
    orderId: Required,
    /** Hundredths. */
    amount: WholeNumber(1),
    channelNumber: Optional,
    /** 1 for a rollover fee, else an instalment. */
    isDelay: v.optional(WholeNumber(0, 1), 0),
  }),
  output: v.object({ payUrl: v.string() }),
});
