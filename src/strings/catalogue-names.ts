/**
 * The name each English catalogue registers under (`localise(name, …)`), which is also the key of
 * its Filipino values in the pack (`filipino.ts` satisfies exactly these). A list of its own, so
 * the catalogues and the pack type each other without importing each other.
 */
export type CatalogueName =
  | 'aboutUs'
  | 'appUpdating'
  | 'bankAccount'
  | 'cardRepayment'
  | 'common'
  | 'complaintDetail'
  | 'complaintList'
  | 'complaintStart'
  | 'complaintSubmit'
  | 'connection'
  | 'corporateSite'
  | 'customerService'
  | 'disclosure'
  | 'install'
  | 'language'
  | 'legal'
  | 'loanConfirm'
  | 'missingAmount'
  | 'onlinePayment'
  | 'order'
  | 'pageDescriptions'
  | 'products'
  | 'promotion'
  | 'pwa'
  | 'refusedLink'
  | 'repayment'
  | 'repaymentCode'
  | 'repaymentInstructions'
  | 'repaymentSheet'
  | 'shareRemind'
  | 'smsVerification'
  | 'testPreview';
