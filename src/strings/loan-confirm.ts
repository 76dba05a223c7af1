import { localise } from './localise';

/** Loan confirmation wording, V3 and the older V32 (SPEC.md sections 2 and 4; quotes verbatim). */
export const loanConfirmStrings = localise('loanConfirm', {
  title: 'Confirm your loan',
  periodTitle: 'Confirm your loan',
  missingProduct: 'No loan product was given. Please go back and choose a loan again.',
  lender: 'Lender',
  loanTerm: (days: number) => `Loan term ${days}days`,
  interestRate: (text: string) => `Interest rate ${text}`,
  detail: 'Detail',
  paymentPlan: 'Payment Plan',
  repaymentDate: 'Repayment Date',
  planNumber: (index: number, count: number) => `${index}/${count}`,
  agree: 'I have read and agree',
  agreements: 'Agreements',
  agreementsLoading: 'Loading the agreements…',
  agreementsFailed: 'The agreements could not be loaded',
  agreementsNeeded: 'You can continue once the agreements have loaded.',
  next: 'Next',
  forcedAgreementTitle: 'Loan agreement',
  forcedAgreementFrame: 'Agreement text',
  forcedAgreementUnframed:
    'This agreement cannot be shown inside this page. Open it or copy its link, read it, then tap Agree.',
  openAgreement: 'Open the agreement',
  copyAgreementLink: 'Copy link',
  copyAgreementLinkLabel: 'Copy the link of the agreement',
  cancel: 'Cancel',
  agreeButton: 'Agree',
  pointOut: 'Point out',
  // V32
  loanAmount: 'Loan amount',
  firstRepaymentDate: 'First repayment date',
  detailed: 'Detailed',
  plan: 'Plan',
  agreeAbove: 'I have read and agreed to the above',
  promoTitle: 'Special offer',
  pushInProgressElsewhere: 'This loan is already being submitted in another tab/window.',
} as const);
