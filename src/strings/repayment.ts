import { localise } from './localise';

/**
 * Wording of the instalment and rollover screens and their pay-code card (what only a tap opens,
 * the payment-method sheet and the bar-code modal, has `repayment-sheet.ts`, loaded with them;
 * the repayment-code pages have `repayment-code.ts`, the instruction pages
 * `repayment-instructions.ts`). Strings quoted in SPEC.md keep its exact wording (lower-case
 * 'more', 'copy' included).
 */
export const repaymentStrings = localise('repayment', {
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
  showBarCode: 'Show bar code',
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
} as const);
