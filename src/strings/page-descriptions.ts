import { localise } from './localise';

/**
 * Each public page's meta description: what a search result or a shared link shows under the
 * page's title. Written into the page's prerendered HTML at build time
 * (docs/decisions/first-paint.md); the title is the one the screen sets. A public page's
 * definition names its key (`description`, src/config/screen-definition.ts).
 */
export const pageDescriptions = localise('pageDescriptions', {
  home: 'Fast, fair cash loans in the Philippines from a registered lender: how it works, who we are and how to reach us.',
  lenderInfo:
    'Who lends to you: the company, its SEC registration and its certificate of authority.',
  policy: 'How we collect, use and protect your personal data, under the Data Privacy Act of 2012.',
  loanTerms: 'Loan amounts, terms, interest and fees, with a worked example, before you apply.',
  contact: 'Call, e-mail or visit us: our customer service hours, phone number and office address.',
  privacyPolicy:
    'Our privacy policy: what personal data we collect, why, for how long, and your rights.',
  loanAgreement: 'The loan agreement: the terms you accept when you borrow, in full.',
  aboutUs: 'About us: who we are, our licences, and how to reach customer service.',
  promotion:
    'Register with your mobile number in a minute, then download the app to apply for a cash loan from a registered lender.',
  promotionDownload:
    'Download the app to apply for a cash loan from a registered lender, and to see and repay your loans.',
  promotionAgreement:
    'The registration agreement: the terms you accept when you register with your mobile number.',
} as const);
