import * as v from 'valibot';
import { defineEndpoint } from './endpoint';
import { Optional, Required, WholeNumber } from './input';
import { Flag, NumberLike, Text, DetailRow } from './primitives';

/**
 * The two loan confirmations (SPEC.md sections 2 and 7): V3 on new-style calls, and the older
 * V32 on obfuscated `/gopia/goya/*` paths (form bodies, '00'), whose field names are the
 * sandbox's own (the real ones are not shown). docs/decisions/contract-order.md.
 */

/** Agreement scene of the confirmation screens (SPEC.md section 9). */
export const AGREEMENT_SCENE = 3;
/** The fixed extra field of contract-jump and the loan push; the name `channel` is ours. */
export const FIXED_CHANNEL = 'h5';

/** `scene`: always AGREEMENT_SCENE on these screens. */
const Scene = WholeNumber(AGREEMENT_SCENE, AGREEMENT_SCENE);

/** `channel`: the fixed extra field, exactly FIXED_CHANNEL. */
const Channel = v.pipe(
  Required,
  v.check((value) => value === FIXED_CHANNEL, `must be ${FIXED_CHANNEL}`),
);

/** An agreement's place in the list, counted from 1. */
const Position = WholeNumber(1);

const ProductInput = v.object({ productId: Required });

/** The order the agreement link is for (may be blank before there is an order). */
const AgreementLinkInput = v.object({
  scene: Scene,
  channel: Channel,
  productId: Required,
  position: Position,
  orderId: Optional,
});

const AgreementListInput = v.object({ scene: Scene, productId: Required });

const AgreementSchema = v.object({ title: v.string(), position: v.optional(NumberLike) });
const AgreementListSchema = v.array(AgreementSchema);

const ContractUrlSchema = v.object({ contract_url: v.string() });
const LendDetailsSchema = v.object({ lendDetailsUrl: v.string() });

/** The V3 offer: POST /v3/loan-confirm/loan-detail-confirm (JSON, code 0). */
export const loanDetailConfirm = defineEndpoint({
  path: '/v3/loan-confirm/loan-detail-confirm',
  method: 'POST',
  input: ProductInput,
  output: v.object({
    comProductLogo: Text,
    comProductName: Text,
    amount: NumberLike,
    periods: NumberLike,
    termUnit: NumberLike,
    details: v.array(DetailRow),
    repay_plans: v.array(v.object({ amount: NumberLike, pay_time: v.string() })),
    firstPayTime: Text,
    firstPeriodDay: Flag,
    pRateDsc: Text,
    sendSms: Flag,
    isPopType: Flag,
    popTitle: Text,
    popContent: Text,
    popAgreementUrl: Text,
  }),
});

/** V3's agreements: GET /v3/contract/contract with scene 3 (JSON style, code 0). */
export const contractList = defineEndpoint({
  path: '/v3/contract/contract',
  method: 'GET',
  input: AgreementListInput,
  output: AgreementListSchema,
});

/** V3's agreement link: GET /v3/contract/contract-jump (JSON style, code 0). */
export const contractJump = defineEndpoint({
  path: '/v3/contract/contract-jump',
  method: 'GET',
  input: AgreementLinkInput,
  output: ContractUrlSchema,
});

/** V3's push: POST /v3/loan-confirm/loan-detail-push; the terms must match the offer. */
export const loanDetailPush = defineEndpoint({
  path: '/v3/loan-confirm/loan-detail-push',
  method: 'POST',
  input: v.object({
    channel: Channel,
    productId: Required,
    /** Hundredths. */
    amount: WholeNumber(1),
    periods: WholeNumber(),
    termUnit: WholeNumber(),
  }),
  output: LendDetailsSchema,
});

/** V32's offer: POST /gopia/goya/satire (form body, '00'). */
export const periodLoan = defineEndpoint({
  path: '/gopia/goya/satire',
  method: 'POST',
  style: 'form',
  success: 'double-zero',
  input: ProductInput,
  output: v.object({
    loanAmount: NumberLike,
    firstRepayDate: Text,
    periods: NumberLike,
    termUnit: NumberLike,
    detailed: v.array(DetailRow),
    plan: v.array(v.object({ period: v.string(), date: v.string(), amount: NumberLike })),
    buttonText: v.string(),
    currencyFlag: Flag,
    isPopType: Flag,
    popTitle: Text,
    popContent: Text,
    promoShow: Flag,
    promoImage: Text,
    promoMessage: Text,
  }),
});

/** V32's agreements: GET /gopia/goya/cultures with scene 3 ('00'). */
export const periodAgreements = defineEndpoint({
  path: '/gopia/goya/cultures',
  method: 'GET',
  style: 'form',
  success: 'double-zero',
  input: AgreementListInput,
  output: AgreementListSchema,
});

/** V32's agreement link: GET /gopia/goya/misunderstood ('00'). */
export const periodAgreementLink = defineEndpoint({
  path: '/gopia/goya/misunderstood',
  method: 'GET',
  style: 'form',
  success: 'double-zero',
  input: AgreementLinkInput,
  output: ContractUrlSchema,
});

/**
 * V32's push: POST /gopia/goya/depush (form body, '00'). The app sends the terms as V3 does;
 * the old variant checks only the amount, so periods and termUnit may be left out.
 */
export const periodPush = defineEndpoint({
  path: '/gopia/goya/depush',
  method: 'POST',
  style: 'form',
  success: 'double-zero',
  input: v.object({
    channel: Channel,
    productId: Required,
    /** Hundredths. */
    amount: WholeNumber(1),
    periods: v.optional(WholeNumber()),
    termUnit: v.optional(WholeNumber()),
  }),
  output: LendDetailsSchema,
});
