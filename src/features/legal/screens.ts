import { defineScreens, NO_CALL, prerendered } from '../../config/screen-definition';

export const legalScreens = defineScreens({
  loanAgreement: prerendered(
    '/loanAgreement',
    'features/legal/loan-agreement-route',
    NO_CALL,
    {
      pages: [{ path: '/loanAgreement', file: 'loan-agreement' }],
      description: 'loanAgreement',
    },
    { audit: { bench: true } },
  ),
  // The corporate site frames it: a variant with its text alone.
  privacyPolicy: prerendered(
    '/privacyPolicy',
    'features/legal/privacy-policy-route',
    NO_CALL,
    {
      pages: [{ path: '/privacyPolicy', file: 'privacy-policy' }],
      description: 'privacyPolicy',
      framed: true,
    },
    { audit: { bench: true } },
  ),
});
