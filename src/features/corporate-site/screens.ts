import {
  defineScreens,
  NO_CALL,
  prerendered,
  type ScreenAudit,
} from '../../config/screen-definition';
import type { PageDescriptionKey } from '../../config/public-pages';

/**
 * The site's sections share one module (they are one scrolling site), prerendered for visitors,
 * who are offered the app's installation there.
 */
const section = (
  path: string,
  file: string,
  description: PageDescriptionKey,
  audit?: ScreenAudit,
) =>
  prerendered(
    path,
    'features/corporate-site/corporate-site-route',
    NO_CALL,
    { pages: [{ path, file }], description },
    { offersInstall: true, ...(audit ? { audit } : {}) },
  );

export const corporateSiteScreens = defineScreens({
  corporateHome: prerendered(
    '/',
    'features/corporate-site/corporate-site-route',
    NO_CALL,
    {
      pages: [
        { path: '/', file: 'home' },
        { path: '/About', file: 'about' },
      ],
      description: 'home',
    },
    { aliases: ['/About'], offersInstall: true, audit: { bench: true } },
  ),
  corporateLenderInfo: section('/User', 'user', 'lenderInfo'),
  corporatePolicy: section('/Policy', 'policy', 'policy', { bench: true }),
  corporateLoanTerms: section('/Loan', 'loan', 'loanTerms'),
  corporateContact: section('/Contact', 'contact', 'contact'),
});
