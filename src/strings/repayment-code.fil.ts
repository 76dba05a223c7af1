import type { Catalogue } from './catalogue';
import type { repaymentCodeStrings } from './repayment-code';

/** Filipino wording of the repayment-code pages. */
export const repaymentCodeStringsFil = {
  codeTitle: 'Repayment code',
  repaymentAmount: 'Halagang babayaran',
  repaymentCode: 'Repayment code',
  copyButton: 'I-copy',
  copyRepaymentCode: (code: string) => `I-copy ang repayment code ${code}`,
  channelGuideTitle: 'Magbayad sa alinman sa mga ito',
  channelGuideStep: 'Ibigay ang repayment code + halaga',
  channelBank: 'Bangko',
  qrTitle: 'I-scan para magbayad',
  qrAlt: (code: string) => `QR code para sa repayment code ${code}`,
  qrTips: [
    'Buksan ang GCash, Maya o ang app ng iyong bangko at piliin ang Scan o Pay QR.',
    'Itapat ang camera sa QR code sa itaas; lakasan ang liwanag ng screen kung ayaw nitong ma-scan.',
    'Siguraduhing tama ang halaga at ang pangalan ng babayaran bago ka magbayad.',
    'I-confirm ang bayad at hintayin ang mensaheng matagumpay ito.',
    'Itago ang resibo o mag-screenshot bilang patunay ng bayad.',
  ],
  codeLinkIncomplete:
    'Kulang ang repayment link na ito. Pakibuksan ulit mula sa iyong loan sa app.',

  contractNumber: 'Numero ng kontrata',
  clickToCopy: 'I-tap para i-copy',
  copyContractNumber: (code: string) => `I-copy ang numero ng kontrata ${code}`,
  totalPayment: 'Kabuuang bayad',
  howToPay: 'Paano magbayad',
  keepSlip: 'Itago ang deposit slip bilang patunay ng bayad',
  savedAt: (when: string) => `Na-save sa device na ito noong ${when}`,
  notSaved:
    'Hindi ma-save sa device na ito ang impormasyon ng bayad. Isulat ang numero ng kontrata bago umalis sa page na ito.',
  nothingSaved:
    'Wala pang naka-save na repayment code sa device na ito. Buksan ang iyong loan at i-tap ang pay code card para i-save ito.',
  safariClearsStorage:
    'Sa iPhone, binubura ng Safari ang na-save ng website kapag hindi ito nabuksan nang 7 araw. Idagdag ang PesoLoan sa home screen para manatili ang code mo.',
  nothingSavedHeading: 'Walang naka-save na repayment code',
  forOrder: 'Numero ng order',
  validUntil: (when: string) => `Valid hanggang ${when}`,
  expiredHeading: 'Expired na ang naka-save na repayment code na ito',
  expired: (orderId: string, when: string) =>
    `Na-save ang code para sa order ${orderId} noong ${when}. Maaaring nagbago na ang halagang dapat bayaran (o bayad na ang loan), kaya hindi na ito magagamit sa pagbabayad.`,
  backToRepayment: 'Buksan ang repayment screen para sa kasalukuyang halaga',
} satisfies Catalogue<typeof repaymentCodeStrings>;
