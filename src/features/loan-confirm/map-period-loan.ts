import { formatMoney } from '../../lib/format/money';
import { loanConfirmStrings as t } from '../../strings/loan-confirm';
import type { PeriodLoan } from './api/period-loan';
import type { ConfirmViewModel } from './confirm-view-model';
import { currencyFor } from './confirm-rules';

/** The older V32 answer (satire) as the confirm screen shows it; its flag picks the rupee. */
export function mapPeriodLoan(loan: PeriodLoan): ConfirmViewModel {
  const currency = currencyFor(loan.currencyFlag);
  return {
    title: t.periodTitle,
    summary: {
      label: t.loanAmount,
      heading: { kind: 'label', text: t.loanAmount },
      amount: formatMoney(loan.loanAmount, currency),
      facts: [`${t.firstRepaymentDate} ${loan.firstRepayDate}`],
    },
    detail: { title: t.detailed, rows: loan.detailed },
    plan: {
      title: t.plan,
      rows: loan.plan.map((row, index) => ({
        key: `${row.period}-${index}`,
        amount: formatMoney(row.amount, currency),
        index: row.period,
        date: row.date,
      })),
    },
    agreeLabel: t.agreeAbove,
    nextLabel: loan.buttonText,
    terms: { amount: loan.loanAmount, periods: loan.periods, termUnit: loan.termUnit },
    backPrompt: { enabled: loan.isPopType === 1, title: loan.popTitle, content: loan.popContent },
    forcedAgreementUrl: null,
    promo: loan.promoShow === 1 ? { image: loan.promoImage, message: loan.promoMessage } : null,
  };
}
