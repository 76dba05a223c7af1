import { defineScreens, NO_CALL, prerendered } from '../../config/screen-definition';

/**
 * The promotion pages, prerendered for visitors: the landing's HTML holds the frame that is the
 * same for every ad; what the ad's template id names loads after hydration.
 */
export const promotionScreens = defineScreens({
  promotion: prerendered(
    '/promotion',
    'features/promotion/promotion-route',
    { notEarly: 'a public page without a borrower session; its call opens a captcha session' },
    {
      pages: [{ path: '/promotion', file: 'promotion' }],
      description: 'promotion',
      needsScript: true,
    },
    {
      offersInstall: true,
      audit: {
        query: { id: '7', app_from: 'web', user_from: 'fb', utm_tag: 'summer' },
        bench: true,
      },
    },
  ),
  promotionDownload: prerendered(
    '/promotion/download',
    'features/promotion/promotion-download-route',
    NO_CALL,
    {
      pages: [{ path: '/promotion/download', file: 'promotion-download' }],
      description: 'promotionDownload',
      needsScript: true,
    },
    { audit: { query: { id: '7', link: 'https://pesoloan.example/download' } } },
  ),
  promotionAgreement: prerendered(
    '/promotion/agreement',
    'features/promotion/promotion-agreement-route',
    NO_CALL,
    {
      pages: [{ path: '/promotion/agreement', file: 'promotion-agreement' }],
      description: 'promotionAgreement',
    },
  ),
});
