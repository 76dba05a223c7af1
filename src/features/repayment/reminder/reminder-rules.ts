import { screenPath } from '../../../config/screen-for-path';
import type { RepayKind } from '../rules/payment-sheet-rules';

/** What the reminder of an instalment or rollover screen is about. */
export interface ReminderFacts {
  kind: RepayKind;
  orderId: string;
  productId: string;
  /** Hundredths: the screen's amount (an instalment's is due on the date, a rollover's today). */
  amount: number;
  /** A rollover's plan: what is due on the next payment date is in it. */
  plan?: ReadonlyArray<{ time: string; amount: number }>;
}

/**
 * What is due on the reminder's date: the instalment's amount; on a rollover's next payment date,
 * the plan row of that date (the loan balance: the rollover screen's own amount is the fee, due
 * today), null when the plan has none.
 */
export function reminderAmount(facts: ReminderFacts, repayDate: string): number | null {
  if (facts.kind === 'instalment') return facts.amount;
  return facts.plan?.find((row) => row.time === repayDate)?.amount ?? null;
}

/**
 * The link back to the screen in the calendar file: its path with the order and product only.
 * The file may be shared or synced to a calendar account, so no session value goes into it
 * (no sessionId, userId, deviceId, phone): a device that no longer holds the session is asked
 * to log in, as for any link without one (docs/decisions/calendar-reminder.md).
 */
export function reminderLink(
  origin: string,
  facts: Pick<ReminderFacts, 'kind' | 'orderId' | 'productId'>,
): string {
  const path = facts.kind === 'rollover' ? screenPath('repayDelay') : screenPath('repay');
  const query = new URLSearchParams({ orderId: facts.orderId, productId: facts.productId });
  return `${origin}${path}?${query.toString()}`;
}

/** One event per order, screen and due date: importing the file again updates it. */
export function reminderUid(
  facts: Pick<ReminderFacts, 'kind' | 'orderId'>,
  day: string,
  host: string,
): string {
  return `${facts.kind}-${facts.orderId}-${day}@${host}`;
}

/** The file's name: the app and the due date (nothing about the borrower). */
export function reminderFileName(app: string, date: string): string {
  return `${app.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-due-${date}.ics`;
}
