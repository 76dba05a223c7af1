import { formatMoney } from '../../lib/format/money';
import { loanConfirmStrings as t } from '../../strings/loan-confirm';
import type { LoanConfirm } from './api/loan-confirm-detail';
import type { ConfirmViewModel } from './confirm-view-model';
import { loanTermDays } from './confirm-rules';

/** The V3 answer (loan-detail-confirm) as the confirm screen shows it (SPEC.md section 2). */
export function mapLoanConfirm(loan: LoanConfirm): ConfirmViewModel {
  const count = loan.repay_plans.length;
  return {
    title: t.title,
    summary: {
      label: t.lender,
      heading: { kind: 'lender', logo: loan.comProductLogo, name: loan.comProductName },
      amount: formatMoney(loan.amount),
      facts: [t.loanTerm(loanTermDays(loan.periods, loan.termUnit)), t.interestRate(loan.pRateDsc)],
    },
    detail: { title: t.detail, rows: loan.details },
    plan: {
      title: t.paymentPlan,
      rows: loan.repay_plans.map((plan, index) => ({
        key: `${plan.pay_time}-${index}`,
        amount: formatMoney(plan.amount),
        index: t.planNumber(index + 1, count),
        date: `${t.repaymentDate} ${plan.pay_time}`,
      })),
    },
    agreeLabel: t.agree,
    nextLabel: t.next,
    terms: { amount: loan.amount, periods: loan.periods, termUnit: loan.termUnit },
    backPrompt: { enabled: loan.isPopType === 1, title: loan.popTitle, content: loan.popContent },
    forcedAgreementUrl: loan.popAgreementUrl,
    promo: null,
  };
}
