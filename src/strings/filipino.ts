import { appUpdatingStringsFil } from './app-updating.fil';
import { bankAccountFil } from './bank-account.fil';
import { cardRepaymentStringsFil } from './card-repayment.fil';
import { commonFil } from './common.fil';
import { complaintDetailStringsFil } from './complaint-detail.fil';
import { complaintListStringsFil } from './complaint-list.fil';
import { complaintStartStringsFil } from './complaint-start.fil';
import { complaintSubmitStringsFil } from './complaint-submit.fil';
import { corporateStringsFil } from './corporate-site.fil';
import { aboutUsStringsFil, customerServiceStringsFil } from './customer-service.fil';
import { disclosureStringsFil } from './disclosure.fil';
import { installStringsFil } from './install.fil';
import { languageStringsFil } from './language.fil';
import { legalStringsFil } from './legal.fil';
import { loanConfirmStringsFil } from './loan-confirm.fil';
import { missingAmountStringsFil } from './missing-amount.fil';
import { onlinePaymentStringsFil } from './online-payment.fil';
import { orderStringsFil } from './order.fil';
import { pageDescriptionsFil } from './page-descriptions.fil';
import { productsStringsFil } from './products.fil';
import { promotionStringsFil } from './promotion.fil';
import { pwaStringsFil } from './pwa.fil';
import { refusedLinkStringsFil } from './refused-link.fil';
import { repaymentCodeStringsFil } from './repayment-code.fil';
import { repaymentInstructionStringsFil } from './repayment-instructions.fil';
import { repaymentSheetStringsFil } from './repayment-sheet.fil';
import { repaymentStringsFil } from './repayment.fil';
import { shareRemindStringsFil } from './share-remind.fil';
import { smsVerificationStringsFil } from './sms-verification.fil';
import { connectionStringsFil, testPreviewStringsFil } from './test-preview.fil';

/**
 * Every Filipino catalogue, keyed by the name its English catalogue registers under
 * (`localise(name, …)`). One chunk, loaded only in Filipino mode, before the first render
 * (docs/decisions/i18n-filipino.md).
 */
export const filipinoCatalogues = {
  aboutUs: aboutUsStringsFil,
  appUpdating: appUpdatingStringsFil,
  bankAccount: bankAccountFil,
  cardRepayment: cardRepaymentStringsFil,
  common: commonFil,
  complaintDetail: complaintDetailStringsFil,
  complaintList: complaintListStringsFil,
  complaintStart: complaintStartStringsFil,
  complaintSubmit: complaintSubmitStringsFil,
  connection: connectionStringsFil,
  corporateSite: corporateStringsFil,
  customerService: customerServiceStringsFil,
  disclosure: disclosureStringsFil,
  install: installStringsFil,
  language: languageStringsFil,
  legal: legalStringsFil,
  loanConfirm: loanConfirmStringsFil,
  missingAmount: missingAmountStringsFil,
  onlinePayment: onlinePaymentStringsFil,
  order: orderStringsFil,
  pageDescriptions: pageDescriptionsFil,
  products: productsStringsFil,
  promotion: promotionStringsFil,
  pwa: pwaStringsFil,
  refusedLink: refusedLinkStringsFil,
  repayment: repaymentStringsFil,
  repaymentCode: repaymentCodeStringsFil,
  repaymentInstructions: repaymentInstructionStringsFil,
  repaymentSheet: repaymentSheetStringsFil,
  shareRemind: shareRemindStringsFil,
  smsVerification: smsVerificationStringsFil,
  testPreview: testPreviewStringsFil,
} as const;

export type FilipinoCatalogues = typeof filipinoCatalogues;
