import { list, paragraph, type CompanyDetails, type LegalDocument } from './legal-document';

/**
 * The loan terms and conditions (SPEC.md section 9), shown in full by the corporate site's
 * 'Loan terms and conditions' section and by the loan agreement page.
 */
export const LOAN_TERMS = {
  minimumAge: 18,
  minTermDays: 91,
  maxTermDays: 365,
  decisionDays: 1,
  creditingDays: '1 to 3',
  prepaymentMinDays: 7,
  penaltyNewClient: '₱1,000',
  penaltyRepeatClient: '₱800',
  reportChangeDays: 3,
  defaultJudgmentDays: 10,
  assignmentNoticeBusinessDays: 7,
} as const;

export function loanTerms(company: CompanyDetails): LegalDocument {
  const { appName, companyName, companyEmail, companyPhone, companyAddress } = company;
  const t = LOAN_TERMS;
  return {
    title: 'Loan terms and conditions',
    updated: 'Last updated: 1 March 2024',
    intro: [
      paragraph(
        `These terms and conditions form the loan agreement between you (the "Borrower") and ${companyName} (the "Lender"), a lending company registered with the Securities and Exchange Commission under SEC Registration No. ${company.secRegistrationNo}, with Certificate of Authority No. ${company.certificateOfAuthorityNo}, through the ${appName} app.`,
      ),
      paragraph(
        'Please read them carefully together with the Disclosure Statement shown before you accept a loan. The Disclosure Statement shows the amount, the term, the interest, every fee and the total amount you will repay.',
      ),
    ],
    sections: [
      {
        heading: '1. Who may borrow',
        blocks: [
          paragraph('To apply for a loan, the applicant must:'),
          list(
            `be over ${t.minimumAge} years of age;`,
            'have a permanent address in the Philippines;',
            'give true, complete and current information and documents.',
          ),
        ],
      },
      {
        heading: '2. Loan term',
        blocks: [
          paragraph(
            `The loan term is ${t.minTermDays} to ${t.maxTermDays} calendar days, counted from the day the loan is credited to the Borrower's account. The exact term and the due dates of each instalment are shown in the Disclosure Statement and in the app.`,
          ),
        ],
      },
      {
        heading: '3. Application and decision',
        blocks: [
          paragraph(
            `The Lender decides on a complete application within ${t.decisionDays} day and tells the Borrower in the app. The Lender may decline an application without giving its reasons, subject to law.`,
          ),
        ],
      },
      {
        heading: '4. Crediting of the loan',
        blocks: [
          paragraph(
            `After the Borrower accepts the loan offer, the loan amount is credited to the Borrower's bank or e-wallet account within ${t.creditingDays} calendar days. The loan is deemed received when it is credited to that account.`,
          ),
        ],
      },
      {
        heading: '5. Interest, fees and repayment',
        blocks: [
          paragraph(
            'The Borrower repays the principal, interest and fees on the due dates in the Disclosure Statement, through any repayment channel shown in the app. Interest is charged only for the days the loan is outstanding and is never charged in advance beyond what the Disclosure Statement states.',
          ),
        ],
      },
      {
        heading: '6. Prepayment',
        blocks: [
          paragraph(
            `The Borrower may repay the whole loan early once half of the loan term has elapsed, and in any case not earlier than ${t.prepaymentMinDays} days after the loan is disbursed. Interest for a prepaid loan is computed only up to the day of repayment.`,
          ),
        ],
      },
      {
        heading: '7. Late payment penalties',
        blocks: [
          paragraph('If an amount is not paid on its due date, the following penalties apply:'),
          list(
            `a one-time late payment fee of ${t.penaltyNewClient} for new clients, or ${t.penaltyRepeatClient} for repeat clients;`,
            'plus 5% of the unpaid amount per day from day 1 to day 30 of delay;',
            '4% of the unpaid amount per day from day 31 to day 90 of delay;',
            '2% of the unpaid amount per day from day 91 of delay.',
          ),
          paragraph(
            'Penalties are computed on the unpaid amount only. Total interest, fees and penalties never exceed the limits set by the Securities and Exchange Commission.',
          ),
        ],
      },
      {
        heading: '8. Duty to report changes',
        blocks: [
          paragraph(
            `The Borrower must inform the Lender of any change of name, date of birth or address within ${t.reportChangeDays} days of the change, through the app or by e-mail to ${companyEmail}.`,
          ),
        ],
      },
      {
        heading: '9. Default',
        blocks: [
          paragraph(
            `The Borrower is in default if the Borrower fails to pay any amount when due, gives false information, or fails to pay a court judgment against the Borrower within ${t.defaultJudgmentDays} days. On default, the whole outstanding amount may become due at once. Collection is always done in line with the fair debt collection rules of the Securities and Exchange Commission: the Lender never threatens, shames or contacts people in the Borrower's phone contacts.`,
          ),
        ],
      },
      {
        heading: '10. Assignment',
        blocks: [
          paragraph(
            `The Lender may assign or transfer its rights under this agreement to another party. It will notify the Borrower in writing at least ${t.assignmentNoticeBusinessDays} business days before the assignment takes effect. The Borrower may not assign the loan without the Lender's written consent.`,
          ),
        ],
      },
      {
        heading: '11. Extension of the term',
        blocks: [
          paragraph(
            'Where the app offers it, the Borrower may extend the loan term once by the same period as the original term. The interest and any penalties accrued up to the date of extension must be paid first; the extension then starts from the original due date.',
          ),
        ],
      },
      {
        heading: '12. Data privacy',
        blocks: [
          paragraph(
            `The Lender processes the Borrower's personal data as described in the ${appName} Privacy Policy, in line with the Data Privacy Act of 2012.`,
          ),
        ],
      },
      {
        heading: '13. Questions and complaints',
        blocks: [
          paragraph('For any question or complaint about a loan, contact the Lender:'),
          list(`E-mail: ${companyEmail}`, `Phone: ${companyPhone}`, `Address: ${companyAddress}`),
          paragraph(
            'If a complaint is not resolved, the Borrower may bring it to the Securities and Exchange Commission, Corporate Governance and Finance Department.',
          ),
        ],
      },
      {
        heading: '14. Governing law',
        blocks: [
          paragraph(
            'This agreement is governed by the laws of the Republic of the Philippines, including the Lending Company Regulation Act of 2007 (Republic Act No. 9474) and the Truth in Lending Act (Republic Act No. 3765).',
          ),
        ],
      },
    ],
  };
}
