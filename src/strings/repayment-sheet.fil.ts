import type { Catalogue } from './catalogue';
import type { repaymentSheetStrings } from './repayment-sheet';

/** Filipino wording of the payment-method sheet and the bar-code modal. */
export const repaymentSheetStringsFil = {
  sheetHint: 'Pumili ng paraan ng pagbabayad',
  payment: 'Magbayad',
  barCode: 'Bar code',
  scanToPay: 'I-scan para magbayad',
  barCodeLabel: (code: string) => `Bar code ng pay code ${code}`,
  paymentInProgressElsewhere:
    'May bayad para sa loan na ito na kasalukuyang pinoproseso sa ibang tab/window.',
} satisfies Catalogue<typeof repaymentSheetStrings>;
