import { localise } from './localise';

/**
 * Wording of the instalment, rollover, repayment-code and instruction screens. Strings quoted in
 * SPEC.md keep its exact wording (lower-case 'more', 'copy', 'barCode', 'scanToPay' included).
 */
export const repaymentStrings = {
  instalmentTitle: 'Repayment',
  rolloverTitle: 'Rollover repayment',
  repaymentDate: 'Repayment date',
  amountDue: 'Amount due',
  more: 'more',
  hide: 'hide',
  loanDetails: 'Loan details',
  copy: 'copy',
  copyPayCode: (code: string) => `Copy pay code ${code}`,
  payCodeOpen: (title: string, code: string) => `${title}: ${code}. Open the payment code page`,
  payCodeHint: 'Tap to see how to pay at a store or e-wallet',
  paymentMethod: 'Payment Method',
  sheetHint: 'Please select your repayment method for payment',
  payment: 'Payment',
  selected: 'selected',
  barCode: 'barCode',
  scanToPay: 'scanToPay',
  showBarCode: 'Show bar code',
  barCodeLabel: (code: string) => `Bar code of pay code ${code}`,
  /** 'Your next payment date is {date}': the date follows, kept on one line. */
  nextPaymentDateLead: 'Your next payment date is',
  plan: 'Plan',
  tipImageAlt: 'How to pay with your reference number: see the steps',
  rolloverTipImageAlt: 'How a rollover works: see the steps',
  /** The words drawn in the tip pictures (inline SVG, so they paint with the screen's text). */
  tipWords: {
    title: 'How to pay with your code',
    subtitle: 'E-wallet or store counter, in 4 easy steps',
    action: 'See steps ›',
  },
  rolloverTipWords: {
    title: 'How a rollover works',
    subtitle: 'Pay the fee, move your due date',
    action: 'See steps ›',
  },
  payByCard: 'Pay with a bank card',
  notice: 'Notice',
  paymentInProgressElsewhere:
    'A payment for this loan is already in progress in another tab/window.',

  // /repaymentOfCode and /carpmm
  codeTitle: 'Repayment code',
  repaymentAmount: 'Repayment amount',
  repaymentCode: 'Repayment code',
  copyButton: 'Copy',
  copyRepaymentCode: (code: string) => `Copy repayment code ${code}`,
  channelGuideAlt:
    'Where to pay: GCash, Maya, 7-Eleven, Cebuana Lhuillier and bank transfer, each with your repayment code',
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
  nothingSavedHeading: 'No saved repayment code',
  forOrder: 'Order number',
  validUntil: (when: string) => `Valid until ${when}`,
  expiredHeading: 'This saved repayment code has expired',
  expired: (orderId: string, when: string) =>
    `The code for order ${orderId} was saved on ${when}. The amount due may have changed since then (or the loan may be paid), so it can no longer be used to pay.`,
  backToRepayment: 'Open the repayment screen for the current amount',

  // Instruction pages
  providerTitle: 'How to pay with Dragonpay',
  providerIntro:
    'Use the reference number (pay code) shown on your repayment page. Pay the exact amount.',
  ewalletHeading: 'Pay with GCash or Maya',
  ewalletSteps: [
    { text: 'Open your e-wallet app and tap Pay Bills.', image: 'step-pay-bills' },
    { text: 'Choose Payment Solutions.', image: 'step-payment-solutions' },
    { text: 'Choose Dragonpay as the biller.', image: 'step-provider' },
    {
      text: 'Enter your reference number and the exact amount, then confirm.',
      image: 'step-reference',
    },
  ],
  storeHeading: 'Pay at a store cashier',
  storeSteps: [
    {
      text: 'Go to a 7-Eleven, Cebuana Lhuillier or other Dragonpay partner and tell the cashier you are paying Dragonpay.',
      image: 'step-cashier',
    },
    {
      text: 'Give the cashier your reference number and the exact amount, pay, and keep the deposit slip.',
      image: 'step-reference',
    },
  ],
  enlargeImage: (step: string) => `Enlarge the picture: ${step}`,
  stepImageAlt: (step: string) => `Illustration: ${step}`,
  rolloverInstructionsTitle: 'How to roll over your loan',
  rolloverIntro:
    'Short of money on your due date? A rollover moves your due date by one loan term when you pay the rollover fee. Your loan balance stays the same.',
  rolloverStepsHeading: 'Roll over in 4 steps',
  rolloverSteps: [
    {
      text: 'Open your loan and tap "Short of money?" (Rollover Repayment).',
      image: 'step-rollover-open',
    },
    { text: 'Check the rollover amount and your next payment date.', image: 'step-rollover-plan' },
    {
      text: 'Tap Payment Method, choose a channel and tap Payment — or pay at a store with the pay code.',
      image: 'step-pay-bills',
    },
    {
      text: 'When the fee is paid, your due date moves. It can take up to 15 minutes to reflect.',
      image: 'step-rollover-done',
    },
  ],
} as const;

localise('repayment', repaymentStrings);
