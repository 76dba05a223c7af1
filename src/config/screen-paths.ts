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
  corporateLenderInfo: { path: '/User', aliases: [], offersInstall: true },
  corporatePolicy: { path: '/Policy', aliases: [], offersInstall: true },
  corporateLoanTerms: { path: '/Loan', aliases: [], offersInstall: true },
  corporateContact: { path: '/Contact', aliases: [], offersInstall: true },
  loginError: { path: '/loginError', aliases: [] },
  product: { path: '/product', aliases: [] },
  productDetail: { path: '/productDetail', aliases: [] },
  recommendList: { path: '/recommendList', aliases: [] },
  orderDetail: { path: '/loanDetail', aliases: ['/order'] },
  orderList: { path: '/orderList', aliases: [] },
  loanConfirm: { path: '/loanConfirm', aliases: [], noUpdatePrompt: true },
  confirmOfPeriod: { path: '/confirmOfPeriod', aliases: [], noUpdatePrompt: true },
  repay: { path: '/repay', aliases: ['/whetherRepay'] },
  repayDelay: { path: '/repayDelay', aliases: [] },
  providerInstructions: { path: '/dragonpayInstructions', aliases: [] },
  rolloverInstructions: { path: '/rolloverInstructions', aliases: [] },
  repaymentCode: { path: '/repaymentOfCode', aliases: ['/carpmm'] },
  repaymentCodeSaved: { path: '/repaymentOfCode2', aliases: [] },
  cardRepayment: { path: '/repayment', aliases: ['/chooseRepayment'], noUpdatePrompt: true },
  onlinePayment: { path: '/onlinePayment', aliases: [], noUpdatePrompt: true },
  customerService: { path: '/customerService', aliases: [] },
  aboutUs: { path: '/aboutUs', aliases: [] },
  loanAgreement: { path: '/loanAgreement', aliases: [] },
  privacyPolicy: { path: '/privacyPolicy', aliases: [] },
  complaint: { path: '/complaint', aliases: ['/complaintUrl'] },
  complaintSubmit: { path: '/complainPageNext', aliases: [] },
  complaintList: { path: '/complaintList', aliases: [] },
  complaintDetail: { path: '/complainDetails', aliases: [] },
  bankAccount: { path: '/bindCard', aliases: ['/bindBank'] },
  testPreview: { path: '/testPreview', aliases: [] },
  promotion: { path: '/promotion', aliases: [], offersInstall: true },
  promotionDownload: { path: '/promotion/download', aliases: [] },
  promotionAgreement: { path: '/promotion/agreement', aliases: [] },
};
