// Generated from src/app/screen-manifest.ts by scripts/build/screen-tables.ts: `npm run screens` rewrites it.
import type { ScreenPlace } from './screen-definition';

export type ScreenName =
  | 'corporateHome'
  | 'corporateLenderInfo'
  | 'corporatePolicy'
  | 'corporateLoanTerms'
  | 'corporateContact'
  | 'loginError'
  | 'product'
  | 'productDetail'
  | 'recommendList'
  | 'orderDetail'
  | 'orderList'
  | 'loanConfirm'
  | 'confirmOfPeriod'
  | 'repay'
  | 'repayDelay'
  | 'providerInstructions'
  | 'rolloverInstructions'
  | 'repaymentCode'
  | 'repaymentCodeSaved'
  | 'cardRepayment'
  | 'onlinePayment'
  | 'customerService'
  | 'aboutUs'
  | 'loanAgreement'
  | 'privacyPolicy'
  | 'complaint'
  | 'complaintSubmit'
  | 'complaintList'
  | 'complaintDetail'
  | 'bankAccount'
  | 'testPreview'
  | 'promotion'
  | 'promotionDownload'
  | 'promotionAgreement';

/** Every screen, in the manifest’s order: its paths and flags. */
export const screenPaths: Readonly<Record<ScreenName, ScreenPlace>> = {
  corporateHome: { path: '/', aliases: ['/About'], offersInstall: true },
  corporateLenderInfo: { path: '/User', offersInstall: true },
  corporatePolicy: { path: '/Policy', offersInstall: true },
  corporateLoanTerms: { path: '/Loan', offersInstall: true },
  corporateContact: { path: '/Contact', offersInstall: true },
  loginError: { path: '/loginError' },
  product: { path: '/product' },
  productDetail: { path: '/productDetail' },
  recommendList: { path: '/recommendList' },
  orderDetail: { path: '/loanDetail', aliases: ['/order'] },
  orderList: { path: '/orderList' },
  loanConfirm: { path: '/loanConfirm', noUpdatePrompt: true },
  confirmOfPeriod: { path: '/confirmOfPeriod', noUpdatePrompt: true },
  repay: { path: '/repay', aliases: ['/whetherRepay'] },
  repayDelay: { path: '/repayDelay' },
  providerInstructions: { path: '/dragonpayInstructions' },
  rolloverInstructions: { path: '/rolloverInstructions' },
  repaymentCode: { path: '/repaymentOfCode', aliases: ['/carpmm'] },
  repaymentCodeSaved: { path: '/repaymentOfCode2' },
  cardRepayment: { path: '/repayment', aliases: ['/chooseRepayment'], noUpdatePrompt: true },
  onlinePayment: { path: '/onlinePayment', noUpdatePrompt: true },
  customerService: { path: '/customerService' },
  aboutUs: { path: '/aboutUs' },
  loanAgreement: { path: '/loanAgreement' },
  privacyPolicy: { path: '/privacyPolicy' },
  complaint: { path: '/complaint', aliases: ['/complaintUrl'] },
  complaintSubmit: { path: '/complainPageNext' },
  complaintList: { path: '/complaintList' },
  complaintDetail: { path: '/complainDetails' },
  bankAccount: { path: '/bindCard', aliases: ['/bindBank'] },
  testPreview: { path: '/testPreview' },
  promotion: { path: '/promotion', offersInstall: true },
  promotionDownload: { path: '/promotion/download' },
  promotionAgreement: { path: '/promotion/agreement' },
};
