import * as v from 'valibot';
import type { browserSuite } from '../setup/browser';
import { hookData } from '../setup/sandbox-hooks';

/** Shared by the card repayment browser tests: what the sandbox recorded, as a borrower can't see. */
type Suite = ReturnType<typeof browserSuite>;

/** The card repayment calls: commits, confirms, vouchers, SMS sent and debits of one order. */
export const CARD_LOAN_ROUTES = '**/api/api/v1/pesoloan/service/loan';

export function repaymentCounts(suite: Suite, orderId: string): Promise<Record<string, number>> {
  return hookData(
    suite,
    `/sandbox/repayment-counts?orderId=${encodeURIComponent(orderId)}`,
    v.record(v.string(), v.number()),
  );
}

/** The latest SMS code the sandbox logged for an order. */
export function loggedRepaymentCode(suite: Suite, orderId: string): string {
  const line = suite.sandbox.logs.filter((item) => item.includes(`order ${orderId} `)).at(-1) ?? '';
  const code = /: (\d{6})$/.exec(line)?.[1];
  if (!code) throw new Error(`no SMS code logged for ${orderId}`);
  return code;
}

/** A form-encoded request body as an object. */
export function formParams(body: string | null): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body ?? ''));
}
