import { defineScreens, NO_CALL } from '../../config/screen-definition';

/**
 * The promotion pages, prerendered for visitors: the landing's HTML holds the frame that is the
 * same for every ad; what the ad's template id names loads after hydration.
 */
export const promotionScreens = defineScreens({
  promotion: {
    path: '/promotion',
    module: 'features/promotion/promotion-route',
    firstCall: {
      notEarly: 'a public page without a borrower session; its call opens a captcha session',
    },
    paint: {
      by: 'build',
      pages: [{ path: '/promotion', file: 'promotion' }],
      description: 'promotion',
      needsScript: true,
    },
    offersInstall: true,
  },
  promotionDownload: {
    path: '/promotion/download',
    module: 'features/promotion/promotion-download-route',
    firstCall: NO_CALL,
    paint: {
      by: 'build',
      pages: [{ path: '/promotion/download', file: 'promotion-download' }],
      description: 'promotionDownload',
      needsScript: true,
    },
  },
  promotionAgreement: {
    path: '/promotion/agreement',
    module: 'features/promotion/promotion-agreement-route',
    firstCall: NO_CALL,
    paint: {
      by: 'build',
      pages: [{ path: '/promotion/agreement', file: 'promotion-agreement' }],
      description: 'promotionAgreement',
    },
  },
});
