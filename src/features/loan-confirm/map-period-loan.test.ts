import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format/money';
import type { PeriodLoan } from './api/period-loan';
import { mapPeriodLoan } from './map-period-loan';

const loan: PeriodLoan = {
  loanAmount: 1_000_000,
  firstRepayDate: '2026-12-23',
  periods: 2,
  termUnit: 30,
  detailed: [{ text: 'Total repayment', value: '₱10,600.00' }],
  plan: [
    { period: '1/2', date: '2026-12-23', amount: 530_000 },
    { period: '2/2', date: '2027-01-22', amount: 530_000 },
  ],
  buttonText: 'Get my loan',
  currencyFlag: 0,
  isPopType: 0,
  popTitle: '',
  popContent: '',
  promoShow: 1,
  promoImage: 'https://cdn.example.ph/promo.png',
  promoMessage: 'First loan bonus',
};

describe('mapPeriodLoan', () => {
  it("says 'Loan amount' with the amount in pesos and the first repayment date", () => {
    const model = mapPeriodLoan(loan);
    expect(model.title).toBe('Confirm your loan');
    expect(model.summary.label).toBe('Loan amount');
    expect(model.summary.heading).toEqual({ kind: 'label', text: 'Loan amount' });
    expect(model.summary.amount).toBe(formatMoney(1_000_000, 'PHP'));
    expect(model.summary.amount.startsWith('₱')).toBe(true);
    expect(model.summary.facts).toEqual(['First repayment date 2026-12-23']);
  });

  it('shows every amount with the rupee sign when the currency flag is 1, and only then', () => {
    const rupee = mapPeriodLoan({ ...loan, currencyFlag: 1 });
    expect(rupee.summary.amount).toBe(formatMoney(1_000_000, 'INR'));
    expect(rupee.summary.amount.startsWith('₹')).toBe(true);
    expect(rupee.plan.rows.every((row) => row.amount.startsWith('₹'))).toBe(true);
    const other = mapPeriodLoan({ ...loan, currencyFlag: 2 });
    expect(other.summary.amount.startsWith('₱')).toBe(true);
    expect(other.plan.rows.every((row) => row.amount.startsWith('₱'))).toBe(true);
  });

  it("keeps the 'Detailed' rows and the 'Plan' rows with the server's numbering", () => {
    const model = mapPeriodLoan(loan);
    expect(model.detail).toEqual({ title: 'Detailed', rows: loan.detailed });
    expect(model.plan).toEqual({
      title: 'Plan',
      rows: [
        { key: '1/2-0', amount: formatMoney(530_000), index: '1/2', date: '2026-12-23' },
        { key: '2/2-1', amount: formatMoney(530_000), index: '2/2', date: '2027-01-22' },
      ],
    });
  });

  it("labels Next with the server's button text and pushes the loan as loaded", () => {
    const model = mapPeriodLoan(loan);
    expect(model.agreeLabel).toBe('I have read and agreed to the above');
    expect(model.nextLabel).toBe('Get my loan');
    expect(model.terms).toEqual({ amount: 1_000_000, periods: 2, termUnit: 30 });
  });

  it('opens the promotional pop-up only when promoShow is 1, and has no forced agreement', () => {
    const model = mapPeriodLoan(loan);
    expect(model.promo).toEqual({
      image: 'https://cdn.example.ph/promo.png',
      message: 'First loan bonus',
    });
    expect(model.forcedAgreementUrl).toBeNull();
    expect(mapPeriodLoan({ ...loan, promoShow: 0 }).promo).toBeNull();
  });

  it('asks before leaving only when isPopType is 1', () => {
    expect(mapPeriodLoan(loan).backPrompt.enabled).toBe(false);
    const prompt = mapPeriodLoan({ ...loan, isPopType: 1, popTitle: 'T', popContent: 'C' });
    expect(prompt.backPrompt).toEqual({ enabled: true, title: 'T', content: 'C' });
  });
});
