import { localise } from './localise';

/**
 * Wording of the repayment-code pages (/repaymentOfCode, /carpmm, /repaymentOfCode2) and the
 * deposit-slip line the provider instructions share with them. Strings quoted in SPEC.md keep its
 * exact wording.
 */
export const repaymentCodeStrings = localise('repaymentCode', {
  // /repaymentOfCode and /carpmm
  codeTitle: 'Repayment code',
  repaymentAmount: 'Repayment amount',
  repaymentCode: 'Repayment code',
  copyButton: 'Copy',
  copyRepaymentCode: (code: string) => `Copy repayment code ${code}`,
  channelGuideTitle: 'Pay at any of these channels',
  channelGuideStep: 'Give your repayment code + amount',
  channelBank: 'Bank',
  qrTitle: 'Scan to pay',
  qrAlt: (code: string) => `QR code for repayment code ${code}`,
  qrTips: [
    'Open GCash, Maya or your bank app and choose Scan or Pay QR.',
    'Point your camera at the QR code above; turn up the screen brightness if it does not scan.',
    'Check that the amount and the payee name are correct before you pay.',
    'Confirm the payment and wait for the success message.',
    'Keep the receipt or take a screenshot as proof of payment.',
  ],
  codeLinkIncomplete:
    'This repayment link is incomplete. Please open it again from your loan in the app.',

  // /repaymentOfCode2
  contractNumber: 'Contract number',
  clickToCopy: 'Click to Copy',
  copyContractNumber: (code: string) => `Copy contract number ${code}`,
  totalPayment: 'Total payment',
  howToPay: 'How to pay',
  keepSlip: 'Please keep the depositslip as proof of payment',
  savedAt: (when: string) => `Saved on this device on ${when}`,
  notSaved:
    'This repayment information could not be saved on this device. Note down the contract number before you leave this page.',
  nothingSaved:
    'No repayment code is saved on this device yet. Open your loan and tap the pay code card to save it.',
  safariClearsStorage:
    'On an iPhone, Safari clears what a website saved when it has not been opened for 7 days. Add PesoLoan to your home screen to keep your code.',
  nothingSavedHeading: 'No saved repayment code',
  forOrder: 'Order number',
  validUntil: (when: string) => `Valid until ${when}`,
  expiredHeading: 'This saved repayment code has expired',
  expired: (orderId: string, when: string) =>
    `The code for order ${orderId} was saved on ${when}. The amount due may have changed since then (or the loan may be paid), so it can no longer be used to pay.`,
  backToRepayment: 'Open the repayment screen for the current amount',
} as const);
