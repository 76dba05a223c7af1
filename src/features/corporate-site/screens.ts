import { defineScreens, NO_CALL } from '../../config/screen-definition';

/** The sections share one module: they are one scrolling site, prerendered, for visitors. */
const site = {
  module: 'features/corporate-site/corporate-site-route',
  firstCall: NO_CALL,
  offersInstall: true,
} as const;

export const corporateSiteScreens = defineScreens({
  corporateHome: {
    ...site,
    path: '/',
    aliases: ['/About'],
    paint: {
      by: 'build',
      pages: [
        { path: '/', file: 'home' },
        { path: '/About', file: 'about' },
      ],
      description: 'home',
    },
  },
  corporateLenderInfo: {
    ...site,
    path: '/User',
    paint: { by: 'build', pages: [{ path: '/User', file: 'user' }], description: 'lenderInfo' },
  },
  corporatePolicy: {
    ...site,
    path: '/Policy',
    paint: { by: 'build', pages: [{ path: '/Policy', file: 'policy' }], description: 'policy' },
  },
  corporateLoanTerms: {
    ...site,
    path: '/Loan',
    paint: { by: 'build', pages: [{ path: '/Loan', file: 'loan' }], description: 'loanTerms' },
  },
  corporateContact: {
    ...site,
    path: '/Contact',
    paint: { by: 'build', pages: [{ path: '/Contact', file: 'contact' }], description: 'contact' },
  },
});
