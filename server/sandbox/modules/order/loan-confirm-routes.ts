import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  contractJump,
  contractList,
  loanDetailConfirm,
  loanDetailPush,
} from '../../../../src/contract/loan-confirm';
import { contractRoute } from '../../contract-route';
import { execute, queryAll, queryOne, type SandboxDb } from '../../db';
import { ok, SandboxError } from '../../envelope';
import { foreignUrl } from '../../../lib/foreign-origin';
import { requireBorrower, type SandboxContext } from '../../module';
import { sandboxHook } from '../../sandbox-hook';
import { peso } from './money';
import type { LoanOffer } from './order-data';
import { loadOffer, loadProduct } from './order-queries';
import { answerLanguage } from '../../answer-language';
import { DETAIL_LABELS, type DetailLabels } from '../core/order-texts';
import { manilaDay } from '../../manila-day';

/** The order a confirmed loan becomes: the demo order under review. */
export const PUSHED_ORDER = 'PL2024021';
/** Push latency, so a double tap would really overlap an in-flight request. */
export const PUSH_DELAY_MS = 300;

const DAY_MS = 86_400_000;

/** A day as the lender counts it: in Manila (docs/decisions/dates-dayjs-manila.md). */
function isoDate(time: number): string {
  return manilaDay(time);
}

/** Equal instalments of principal plus interest; the last one takes the rounding rest. */
export function repayPlan(
  offer: LoanOffer,
  now = Date.now(),
): Array<{ amount: number; pay_time: string }> {
  const total = offer.amount + offer.interest;
  const each = Math.floor(total / offer.periods);
  return Array.from({ length: offer.periods }, (_, index) => ({
    amount: index === offer.periods - 1 ? total - each * (offer.periods - 1) : each,
    pay_time: isoDate(now + (index + 1) * offer.termUnit * DAY_MS),
  }));
}

/** The offer's detail rows, labelled in the reader's language; amounts as everywhere. */
export function offerDetails(
  offer: LoanOffer,
  label: DetailLabels,
  sign = '₱',
): Array<{ text: string; value: string }> {
  return [
    { text: label.loanAmount, value: peso(offer.amount, sign) },
    { text: label.serviceFee, value: peso(offer.serviceFee, sign) },
    { text: label.amountReceived, value: peso(offer.amount - offer.serviceFee, sign) },
    { text: label.interest, value: peso(offer.interest, sign) },
    { text: label.totalRepayment, value: peso(offer.amount + offer.interest, sign) },
  ];
}

const AgreementRow = v.object({ position: v.number(), title: v.string(), slug: v.string() });

export function agreementsOf(db: SandboxDb, productId: string) {
  return queryAll(
    db,
    AgreementRow,
    'SELECT position, title, slug FROM loan_agreements WHERE product_id = ? ORDER BY position',
    productId,
  );
}

/** An agreement's page on the foreign origin (server/sandbox/foreign/agreement-pages.ts). */
export function agreementUrl(
  db: SandboxDb,
  foreignOrigin: string,
  productId: string,
  position: number,
  code: string | number,
): string {
  const row = queryOne(
    db,
    AgreementRow,
    'SELECT position, title, slug FROM loan_agreements WHERE product_id = ? AND position = ?',
    productId,
    position,
  );
  if (!row) throw new SandboxError(code, 'This agreement is not available.');
  return foreignUrl(
    foreignOrigin,
    `/agreements/${row.slug}?productId=${encodeURIComponent(productId)}`,
  );
}

export interface LoanPush {
  /** The borrower who pushed (their session's), so the read-out shows them only their pushes. */
  userId: string;
  variant: 'v3' | 'v32';
  offer: LoanOffer;
  amount: number;
  /** The variant's business failure code. */
  failureCode: string | number;
}

/** Records one push and answers the order page the native app shows next. */
export async function recordPush(
  db: SandboxDb,
  { userId, variant, offer, amount, failureCode }: LoanPush,
): Promise<string> {
  await new Promise((resolve) => setTimeout(resolve, PUSH_DELAY_MS));
  if (offer.pushError) throw new SandboxError(failureCode, offer.pushError);
  if (amount !== offer.amount) throw new SandboxError(400, 'amount does not match the offer', 400);
  execute(
    db,
    'INSERT INTO loan_pushes (user_id, variant, product_id, amount) VALUES (?, ?, ?, ?)',
    userId,
    variant,
    offer.productId,
    amount,
  );
  return `/loanDetail?orderId=${PUSHED_ORDER}&productId=${encodeURIComponent(offer.productId)}`;
}

export function registerLoanConfirmRoutes(
  app: FastifyInstance,
  { db, provider, foreignOrigin }: SandboxContext,
): void {
  contractRoute(app, provider, loanDetailConfirm, async ({ productId }, request) => {
    requireBorrower(db, request);
    const product = loadProduct(db, productId);
    const offer = loadOffer(db, productId);
    const plans = repayPlan(offer);
    return ok({
      comProductLogo: foreignUrl(foreignOrigin, product.logo),
      comProductName: product.name,
      amount: offer.amount,
      periods: offer.periods,
      termUnit: offer.termUnit,
      details: offerDetails(offer, DETAIL_LABELS[answerLanguage(request)]),
      repay_plans: plans,
      firstPayTime: plans[0]?.pay_time ?? '',
      firstPeriodDay: offer.termUnit,
      pRateDsc: offer.pRateDsc,
      sendSms: offer.sendSms,
      isPopType: offer.isPopType,
      popTitle: offer.popTitle,
      popContent: offer.popContent,
      popAgreementUrl: offer.popAgreementUrl && foreignUrl(foreignOrigin, offer.popAgreementUrl),
    });
  });

  // Scene 3 and the fixed channel are checked by the contract's input schemas.
  contractRoute(app, provider, contractList, async ({ productId }, request) => {
    requireBorrower(db, request);
    return ok(agreementsOf(db, productId).map(({ position, title }) => ({ position, title })));
  });

  contractRoute(app, provider, contractJump, async ({ productId, position }, request) => {
    requireBorrower(db, request);
    return ok({ contract_url: agreementUrl(db, foreignOrigin, productId, position, 1002) });
  });

  contractRoute(app, provider, loanDetailPush, async (input, request) => {
    const borrower = requireBorrower(db, request);
    const { productId, amount, periods, termUnit } = input;
    const offer = loadOffer(db, productId);
    if (periods !== offer.periods || termUnit !== offer.termUnit)
      throw new SandboxError(400, 'periods and termUnit must match the offer', 400);
    const lendDetailsUrl = await recordPush(db, {
      userId: borrower.user_id,
      variant: 'v3',
      offer,
      amount,
      failureCode: 1003,
    });
    return ok({ lendDetailsUrl });
  });

  // Sandbox-only: this borrower's loan pushes (both variants), oldest first.
  sandboxHook(app, db, 'GET', '/sandbox/loan-pushes', (borrower) =>
    ok(
      queryAll(
        db,
        v.object({ variant: v.string(), product_id: v.string(), amount: v.number() }),
        'SELECT variant, product_id, amount FROM loan_pushes WHERE user_id = ? ORDER BY id',
        borrower.user_id,
      ),
    ),
  );
}
