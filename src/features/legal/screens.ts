import { defineScreens, NO_CALL } from '../../config/screen-definition';

export const legalScreens = defineScreens({
  loanAgreement: {
    path: '/loanAgreement',
    module: 'features/legal/loan-agreement-route',
    firstCall: NO_CALL,
    paint: {
      by: 'build',
      pages: [{ path: '/loanAgreement', file: 'loan-agreement' }],
      description: 'loanAgreement',
    },
  },
  privacyPolicy: {
    path: '/privacyPolicy',
    module: 'features/legal/privacy-policy-route',
    firstCall: NO_CALL,
    // The corporate site frames it: a variant with its text alone.
    paint: {
      by: 'build',
      pages: [{ path: '/privacyPolicy', file: 'privacy-policy' }],
      description: 'privacyPolicy',
      framed: true,
    },
  },
});
