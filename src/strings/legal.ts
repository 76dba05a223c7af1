import { localise } from './localise';

/** Wording of the legal pages; the legal texts themselves live in src/content/. */
export const legalStrings = localise('legal', {
  privacyPolicyTitle: 'Privacy Policy',
  loanAgreementTitle: 'Loan agreement',
} as const);
