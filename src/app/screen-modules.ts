// Generated from src/app/screen-manifest.ts by scripts/build/screen-tables.ts: `npm run screens` rewrites it.
import type { ScreenImport } from './screen-module';

const m0 = () => import('../features/corporate-site/corporate-site-route');
const m1 = () => import('../features/products/login-error-route');
const m2 = () => import('../features/products/product-route');
const m3 = () => import('../features/products/product-detail-route');
const m4 = () => import('../features/products/recommend-list-route');
const m5 = () => import('../features/order/order-detail-route');
const m6 = () => import('../features/order/order-list-route');
const m7 = () => import('../features/loan-confirm/loan-confirm-route');
const m8 = () => import('../features/loan-confirm/confirm-of-period-route');
const m9 = () => import('../features/repayment/repay-route');
const m10 = () => import('../features/repayment/repay-delay-route');
const m11 = () => import('../features/repayment/provider-instructions-route');
const m12 = () => import('../features/repayment/rollover-instructions-route');
const m13 = () => import('../features/repayment/repayment-code-route');
const m14 = () => import('../features/repayment/repayment-code-saved-route');
const m15 = () => import('../features/card-repayment/card-repayment-route');
const m16 = () => import('../features/card-repayment/online-payment-route');
const m17 = () => import('../features/customer-service/customer-service-route');
const m18 = () => import('../features/customer-service/about-us-route');
const m19 = () => import('../features/legal/loan-agreement-route');
const m20 = () => import('../features/legal/privacy-policy-route');
const m21 = () => import('../features/complaints/complaint-start-route');
const m22 = () => import('../features/complaints/complaint-submit-route');
const m23 = () => import('../features/complaints/complaint-list-route');
const m24 = () => import('../features/complaints/complaint-detail-route');
const m25 = () => import('../features/bank-account/bank-account-route');
const m26 = () => import('../features/test-preview/test-preview-route');
const m27 = () => import('../features/promotion/promotion-route');
const m28 = () => import('../features/promotion/promotion-download-route');
const m29 = () => import('../features/promotion/promotion-agreement-route');

/** Each screen’s module import, in the order of `screenNames` (src/config/screen-for-path.ts). */
export const SCREEN_MODULES: readonly ScreenImport[] = [
  m0,
  m0,
  m0,
  m0,
  m0,
  m1,
  m2,
  m3,
  m4,
  m5,
  m6,
  m7,
  m8,
  m9,
  m10,
  m11,
  m12,
  m13,
  m14,
  m15,
  m16,
  m17,
  m18,
  m19,
  m20,
  m21,
  m22,
  m23,
  m24,
  m25,
  m26,
  m27,
  m28,
  m29,
];
