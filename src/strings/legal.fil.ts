import type { Catalogue } from './catalogue';
import type { legalStrings } from './legal';

/** Filipino titles of the legal pages; the legal texts themselves stay in English. */
export const legalStringsFil = {
  privacyPolicyTitle: 'Privacy Policy',
  loanAgreementTitle: 'Kasunduan sa loan',
} satisfies Catalogue<typeof legalStrings>;
