import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../lib/format/money';
import type { LoanConfirm } from './api/loan-confirm-detail';
import { mapLoanConfirm } from './map-loan-confirm';

const loan: LoanConfirm = {
  comProductLogo: 'https://cdn.example.ph/logo.png',
  comProductName: 'PesoLoan Plus',
  amount: 1_000_000,
  periods: 4,
  termUnit: 30,
  details: [
    { text: 'Loan amount', value: '₱10,000.00' },
    { text: 'Service fee', value: '₱800.00' },
  ],
  repay_plans: [
    { amount: 265_000, pay_time: '2026-12-23' },
    { amount: 265_000, pay_time: '2027-01-22' },
    { amount: 265_050, pay_time: '2027-01-22' },
  ],
  firstPayTime: '2026-12-23',
  firstPeriodDay: 30,
  pRateDsc: '0.05%/day',
  sendSms: 0,
  isPopType: 1,
  popTitle: 'Point out',
  popContent: 'Are you sure you want to leave?',
  popAgreementUrl: '',
};

describe('mapLoanConfirm', () => {
  it('names the lender and shows the amount with its term in days and the rate', () => {
    const model = mapLoanConfirm(loan);
    expect(model.title).toBe('Confirm your loan');
    expect(model.summary.label).toBe('Lender');
    expect(model.summary.heading).toEqual({
      kind: 'lender',
      logo: 'https://cdn.example.ph/logo.png',
      name: 'PesoLoan Plus',
    });
    expect(model.summary.amount).toBe(formatMoney(1_000_000));
    expect(model.summary.amount.startsWith('₱')).toBe(true);
    expect(model.summary.facts).toEqual(['Loan term 120days', 'Interest rate 0.05%/day']);
  });

  it("keeps the server's detail rows and numbers the plan i/n with its repayment date", () => {
    const model = mapLoanConfirm(loan);
    expect(model.detail).toEqual({ title: 'Detail', rows: loan.details });
    expect(model.plan.title).toBe('Payment Plan');
    expect(model.plan.rows).toEqual([
      {
        key: '2026-12-23-0',
        amount: formatMoney(265_000),
        index: '1/3',
        date: 'Repayment Date 2026-12-23',
      },
      {
        key: '2027-01-22-1',
        amount: formatMoney(265_000),
        index: '2/3',
        date: 'Repayment Date 2027-01-22',
      },
      {
        key: '2027-01-22-2',
        amount: formatMoney(265_050),
        index: '3/3',
        date: 'Repayment Date 2027-01-22',
      },
    ]);
    // Two instalments on one day still get distinct keys.
    expect(new Set(model.plan.rows.map((row) => row.key)).size).toBe(3);
  });

  it('labels the checkbox and Next with the V3 wording and pushes the loan as loaded', () => {
    const model = mapLoanConfirm(loan);
    expect(model.agreeLabel).toBe('I have read and agree');
    expect(model.nextLabel).toBe('Next');
    expect(model.terms).toEqual({ amount: 1_000_000, periods: 4, termUnit: 30 });
  });

  it('asks before leaving only when isPopType is 1', () => {
    expect(mapLoanConfirm(loan).backPrompt).toEqual({
      enabled: true,
      title: 'Point out',
      content: 'Are you sure you want to leave?',
    });
    expect(mapLoanConfirm({ ...loan, isPopType: 0 }).backPrompt.enabled).toBe(false);
    expect(mapLoanConfirm({ ...loan, isPopType: 2 }).backPrompt.enabled).toBe(false);
  });

  it('hands on the forced agreement URL and never a promotional pop-up', () => {
    expect(mapLoanConfirm(loan).forcedAgreementUrl).toBe('');
    const forced = mapLoanConfirm({ ...loan, popAgreementUrl: 'https://x.example/a' });
    expect(forced.forcedAgreementUrl).toBe('https://x.example/a');
    expect(forced.promo).toBeNull();
  });

  it('shows an empty plan and detail list as empty, not as a failure', () => {
    const model = mapLoanConfirm({ ...loan, details: [], repay_plans: [] });
    expect(model.detail.rows).toEqual([]);
    expect(model.plan.rows).toEqual([]);
  });
});
