import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { generateVcode, loanPlayDetail, rolloverDetail } from '../../../../src/contract/repayment';
import { answerLanguage } from '../../answer-language';
import { contractRoute } from '../../contract-route';
import { execute, queryAll, type SandboxDb } from '../../db';
import { ok, okLegacy, SandboxError } from '../../envelope';
import { foreignUrl } from '../../../lib/foreign-origin';
import { requireBorrower, type SandboxContext } from '../../module';
import { DETAIL_LABELS } from '../core/order-texts';
import { PROVIDER_LOGO, PROVIDER_TITLE } from './demo-repayment-data';
import {
  addDays,
  isPaid,
  newToken,
  peso,
  recordCall,
  REPAYABLE_STATUSES,
  requireOrder,
  ROLLOVER_DAYS,
  todayIso,
  type Order,
} from './repayment-store';

const ChannelRow = v.object({ channel_number: v.string(), name: v.string(), logo: v.string() });
const NoticeRow = v.object({ group_title: v.string(), name: v.string(), steps: v.string() });
const StepsSchema = v.array(v.string());

const NOTICE_MSG =
  'Pay the exact amount on or before the due date. Payments can take up to 15 minutes to reflect.';

function repayList(db: SandboxDb, foreignOrigin: string) {
  return queryAll(
    db,
    ChannelRow,
    'SELECT channel_number, name, logo FROM repay_channels ORDER BY sort',
  ).map((channel) => ({ ...channel, logo: foreignUrl(foreignOrigin, channel.logo) }));
}

/** payNotice: group title -> entries with a name and a step list (SPEC.md section 3). */
function payNotice(db: SandboxDb): Record<string, Array<{ name: string; steps: string[] }>> {
  const notice: Record<string, Array<{ name: string; steps: string[] }>> = {};
  for (const row of queryAll(
    db,
    NoticeRow,
    'SELECT group_title, name, steps FROM pay_notices ORDER BY sort',
  )) {
    const steps = v.parse(StepsSchema, JSON.parse(row.steps));
    (notice[row.group_title] ??= []).push({ name: row.name, steps });
  }
  return notice;
}

function defDetail(db: SandboxDb, order: Order, foreignOrigin: string) {
  return {
    payCode: order.pay_code,
    logo: foreignUrl(foreignOrigin, PROVIDER_LOGO),
    title: PROVIDER_TITLE,
    payNotice: payNotice(db),
  };
}

/** The borrower's order with money owed, or the business error `code` (new-style 1, '01'). */
function owedOrder(
  db: SandboxDb,
  request: FastifyRequest,
  orderId: string,
  code: string | number,
): Order {
  const borrower = requireBorrower(db, request, code);
  const order = requireOrder(db, borrower.user_id, orderId, code);
  if (isPaid(order)) throw new SandboxError(code, 'This loan has already been repaid.');
  if (!REPAYABLE_STATUSES.includes(order.status))
    throw new SandboxError(code, 'This loan has nothing to repay yet.');
  return order;
}

/** Instalment and rollover details, and the voucher (pay link) for a payment channel. */
export function registerDetailRoutes(
  app: FastifyInstance,
  { db, provider, foreignOrigin }: SandboxContext,
): void {
  contractRoute(app, provider, loanPlayDetail, async ({ orderId }, request) => {
    const order = owedOrder(db, request, orderId, 1);
    const label = DETAIL_LABELS[answerLanguage(request)];
    return ok({
      repayAmount: order.repay_amount,
      productName: order.product_name,
      repayDate: order.repay_date,
      productLogo: foreignUrl(foreignOrigin, order.product_logo),
      detail: [
        { text: label.loanAmount, value: peso(order.amount) },
        { text: label.interestAndFees, value: peso(order.repay_amount - order.amount) },
        { text: label.orderNumber, value: order.order_no },
        { text: label.dueDate, value: order.repay_date },
        { text: label.amountDue, value: peso(order.repay_amount) },
      ],
      repayList: repayList(db, foreignOrigin),
      noticeMsg: NOTICE_MSG,
      defDetail: defDetail(db, order, foreignOrigin),
      isShowReyTop: 1,
    });
  });

  // An obfuscated path of the older backend generation: form style, success '00'
  // (docs/decisions/repayment-rollover-request-style.md).
  contractRoute(app, provider, rolloverDetail, async ({ orderId }, request) => {
    const order = owedOrder(db, request, orderId, '01');
    if (order.is_delay !== 1 || order.delay_amount <= 0)
      throw new SandboxError('01', 'Rollover is not available for this loan.');
    const nextDate = addDays(order.repay_date, ROLLOVER_DAYS);
    return okLegacy({
      delayInfo: { delayAmount: order.delay_amount, title: 'Rollover amount' },
      productName: order.product_name,
      repayDate: nextDate,
      productLogo: foreignUrl(foreignOrigin, order.product_logo),
      repayPlan: [
        {
          remark: 'Pay today',
          title: 'Rollover fee',
          amount: order.delay_amount,
          time: todayIso(),
        },
        {
          remark: `Extended by ${ROLLOVER_DAYS} days`,
          title: 'Loan balance',
          amount: order.repay_amount,
          time: nextDate,
        },
      ],
      repayList: repayList(db, foreignOrigin),
      noticeMsg: 'Pay the rollover fee to move your due date. Your loan balance stays the same.',
      defDetail: defDetail(db, order, foreignOrigin),
      isShowReyTop: 1,
    });
  });

  contractRoute(app, provider, generateVcode, async (params, request) => {
    const { orderId: orderNo, amount, channelNumber, isDelay } = params;
    // The session first: a call without one is refused before anything is recorded.
    requireBorrower(db, request, 1);
    try {
      const order = owedOrder(db, request, orderNo, 1);
      const channel = repayList(db, foreignOrigin).find(
        (item) => item.channel_number === channelNumber,
      );
      if (!channel) throw new SandboxError(1, 'Please choose a payment channel.');
      const due = isDelay ? order.delay_amount : order.repay_amount;
      if (isDelay && order.is_delay !== 1)
        throw new SandboxError(1, 'Rollover is not available for this loan.');
      if (amount !== due) throw new SandboxError(1, 'The amount does not match the amount due.');
      const id = newToken('V');
      execute(
        db,
        `INSERT INTO vouchers (id, order_no, kind, amount, channel_number, reference)
         VALUES (?, ?, ?, ?, ?, ?)`,
        id,
        order.order_no,
        isDelay ? 'rollover' : 'repay',
        amount,
        channel.channel_number,
        order.pay_code,
      );
      recordCall(db, 'voucher', orderNo, '0');
      // The gateway's page for this voucher, on its own origin (server/sandbox/foreign/pay-pages.ts).
      return ok({ payUrl: foreignUrl(foreignOrigin, `/pay/${id}`) });
    } catch (error) {
      recordCall(db, 'voucher', orderNo, error instanceof SandboxError ? String(error.code) : '?');
      throw error;
    }
  });
}
