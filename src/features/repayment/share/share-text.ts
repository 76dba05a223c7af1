import { config } from '../../../config/env';
import { formatMoney } from '../../../lib/format/money';
import { shareRemindStrings } from '../../../strings/share-remind';
import type { PayNotice } from '../api/repayment-types';

/** What the pay code's share says: only what whoever pays at the counter needs. */
export interface ShareFacts {
  /** Hundredths. */
  amount: number;
  payCode: string;
  /** The pay code's name as the lender gives it ('Dragonpay reference number'); may be empty. */
  codeName: string;
  payNotice: PayNotice;
  /** The last day this amount is payable, `YYYY-MM-DD` in Manila. */
  lastDay: string;
}

/**
 * The share text, in the reader's language: the amount, the pay code, the last day and where to
 * pay, each way of paying in short (its outlets, then the first outlet's steps). No session
 * value, order number or link: the borrower may send it to anyone
 * (docs/decisions/share-pay-code.md).
 */
export function shareText(facts: ShareFacts): string {
  const t = shareRemindStrings.shareText;
  const lines = [
    t.intro(config.appName),
    t.amount(formatMoney(facts.amount)),
    `${facts.codeName.trim() || t.payCode}: ${facts.payCode}`,
    t.lastDay(facts.lastDay),
  ];
  const ways = Object.entries(facts.payNotice).filter(([, entries]) => entries.length > 0);
  if (ways.length > 0) {
    lines.push('', t.whereToPay);
    for (const [group, entries] of ways) {
      const names = entries.map((entry) => entry.name).join(', ');
      const steps = entries[0]?.steps.join(' ') ?? '';
      lines.push(`• ${group} (${names})${steps ? `: ${steps}` : ''}`);
    }
  }
  lines.push('', t.keepSlip);
  return lines.join('\n');
}
