/**
 * The route table (DECISIONS.md section 2): every screen's path and aliases in one place.
 * Matching is case-insensitive and by path prefix, except the exact root `/`.
 */
export const paths = {
  corporateHome: { path: '/', aliases: ['/About'] },
  corporateLenderInfo: { path: '/User', aliases: [] },
  corporatePolicy: { path: '/Policy', aliases: [] },
  corporateLoanTerms: { path: '/Loan', aliases: [] },
  corporateContact: { path: '/Contact', aliases: [] },
  loginError: { path: '/loginError', aliases: [] },
  orderDetail: { path: '/loanDetail', aliases: ['/order'] },
  loanConfirm: { path: '/loanConfirm', aliases: [] },
  confirmOfPeriod: { path: '/confirmOfPeriod', aliases: [] },
  repay: { path: '/repay', aliases: ['/whetherRepay'] },
  repayDelay: { path: '/repayDelay', aliases: [] },
  cardRepayment: { path: '/repayment', aliases: ['/chooseRepayment'] },
  onlinePayment: { path: '/onlinePayment', aliases: [] },
  customerService: { path: '/customerService', aliases: [] },
  loanAgreement: { path: '/loanAgreement', aliases: [] },
  aboutUs: { path: '/aboutUs', aliases: [] },
  privacyPolicy: { path: '/privacyPolicy', aliases: [] },
  complaint: { path: '/complaint', aliases: ['/complaintUrl'] },
  complaintSubmit: { path: '/complainPageNext', aliases: [] },
  complaintList: { path: '/complaintList', aliases: [] },
  complaintDetail: { path: '/complainDetails', aliases: [] },
  bankAccount: { path: '/bindCard', aliases: ['/bindBank'] },
  product: { path: '/product', aliases: [] },
  productDetail: { path: '/productDetail', aliases: [] },
  recommendList: { path: '/recommendList', aliases: [] },
  orderList: { path: '/orderList', aliases: [] },
  providerInstructions: { path: '/dragonpayInstructions', aliases: [] },
  rolloverInstructions: { path: '/rolloverInstructions', aliases: [] },
  repaymentCode: { path: '/repaymentOfCode', aliases: ['/carpmm'] },
  repaymentCodeSaved: { path: '/repaymentOfCode2', aliases: [] },
  testPreview: { path: '/testPreview', aliases: [] },
  promotion: { path: '/promotion', aliases: [] },
  promotionDownload: { path: '/promotion/download', aliases: [] },
  promotionAgreement: { path: '/promotion/agreement', aliases: [] },
} as const satisfies Record<string, { path: string; aliases: readonly string[] }>;

export type ScreenName = keyof typeof paths;

/** Legacy hash links (`#/borrowDetail/?…`) and the screen each one opens, query carried over. */
export const legacyHashRoutes: Record<string, ScreenName> = {
  '/borrowDetail': 'orderDetail',
  '/addnormalcard': 'bankAccount',
  '/alipayrepayment': 'onlinePayment',
  '/downloadTemplate': 'promotionDownload',
  '/agreementTemplate': 'promotionAgreement',
};
