import { localise } from './localise';

/**
 * Wording of what only a tap opens on the instalment and rollover screens: the payment-method
 * sheet (with its voucher request) and the bar-code modal. It loads with them, after the screen
 * has painted (docs/decisions/first-paint.md). Strings quoted in SPEC.md keep its
 * exact wording ('barCode', 'scanToPay' included).
 */
export const repaymentSheetStrings = localise('repaymentSheet', {
  sheetHint: 'Please select your repayment method for payment',
  payment: 'Payment',
  barCode: 'barCode',
  scanToPay: 'scanToPay',
  barCodeLabel: (code: string) => `Bar code of pay code ${code}`,
  paymentInProgressElsewhere:
    'A payment for this loan is already in progress in another tab/window.',
} as const);
