import type { ComponentModule } from '../lib/react/loaded-component';
import { provideScreenLoaders } from '../lib/react/screen-warm-up';
import type { ScreenName } from '../config/paths';

export type RouteModule = ComponentModule;

/**
 * One lazily loaded module per screen: each screen is its own chunk, so no screen ships the code
 * of another. Several public sections share one module (they are one scrolling site).
 */
const corporateSite: RouteModule = () => import('../features/corporate-site/corporate-site-route');

export const screenModules: Record<ScreenName, RouteModule> = {
  corporateHome: corporateSite,
  corporateLenderInfo: corporateSite,
  corporatePolicy: corporateSite,
  corporateLoanTerms: corporateSite,
  corporateContact: corporateSite,
  loginError: () => import('../features/products/login-error-route'),
  orderDetail: () => import('../features/order/order-detail-route'),
  loanConfirm: () => import('../features/loan-confirm/loan-confirm-route'),
  confirmOfPeriod: () => import('../features/loan-confirm/confirm-of-period-route'),
  repay: () => import('../features/repayment/repay-route'),
  repayDelay: () => import('../features/repayment/repay-delay-route'),
  cardRepayment: () => import('../features/card-repayment/card-repayment-route'),
  onlinePayment: () => import('../features/card-repayment/online-payment-route'),
  customerService: () => import('../features/customer-service/customer-service-route'),
  loanAgreement: () => import('../features/legal/loan-agreement-route'),
  aboutUs: () => import('../features/customer-service/about-us-route'),
  privacyPolicy: () => import('../features/legal/privacy-policy-route'),
  complaint: () => import('../features/complaints/complaint-start-route'),
  complaintSubmit: () => import('../features/complaints/complaint-submit-route'),
  complaintList: () => import('../features/complaints/complaint-list-route'),
  complaintDetail: () => import('../features/complaints/complaint-detail-route'),
  bankAccount: () => import('../features/bank-account/bank-account-route'),
  product: () => import('../features/products/product-route'),
  productDetail: () => import('../features/products/product-detail-route'),
  recommendList: () => import('../features/products/recommend-list-route'),
  orderList: () => import('../features/order/order-list-route'),
  providerInstructions: () => import('../features/repayment/provider-instructions-route'),
  rolloverInstructions: () => import('../features/repayment/rollover-instructions-route'),
  repaymentCode: () => import('../features/repayment/repayment-code-route'),
  repaymentCodeSaved: () => import('../features/repayment/repayment-code-saved-route'),
  testPreview: () => import('../features/test-preview/test-preview-route'),
  promotion: () => import('../features/promotion/promotion-route'),
  promotionDownload: () => import('../features/promotion/promotion-download-route'),
  promotionAgreement: () => import('../features/promotion/promotion-agreement-route'),
};

// A screen warms the next one a tap opens with these same loaders (warmScreen).
provideScreenLoaders(screenModules);
