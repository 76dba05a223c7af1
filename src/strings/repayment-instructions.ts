import { localise } from './localise';

/**
 * Wording of the instruction pages (/dragonpayInstructions, /rolloverInstructions): a catalogue
 * of its own, so the repayment screens do not carry the steps they only link to.
 */
export const repaymentInstructionStrings = localise('repaymentInstructions', {
  providerTitle: 'How to pay with Dragonpay',
  providerIntro:
    'Use the reference number (pay code) shown on your repayment page. Pay the exact amount.',
  ewalletHeading: 'Pay with GCash or Maya',
  ewalletSteps: [
    'Open your e-wallet app and tap Pay Bills.',
    'Choose Payment Solutions.',
    'Choose Dragonpay as the biller.',
    'Enter your reference number and the exact amount, then confirm.',
  ],
  storeHeading: 'Pay at a store cashier',
  storeSteps: [
    'Go to a 7-Eleven, Cebuana Lhuillier or other Dragonpay partner and tell the cashier you are paying Dragonpay.',
    'Give the cashier your reference number and the exact amount, pay, and keep the deposit slip.',
  ],
  enlargeImage: (step: string) => `Enlarge the picture: ${step}`,
  stepImageAlt: (step: string) => `Illustration: ${step}`,
  rolloverInstructionsTitle: 'How to roll over your loan',
  rolloverIntro:
    'Short of money on your due date? A rollover moves your due date by one loan term when you pay the rollover fee. Your loan balance stays the same.',
  rolloverStepsHeading: 'Roll over in 4 steps',
  rolloverSteps: [
    'Open your loan and tap "Short of money?" (Rollover Repayment).',
    'Check the rollover amount and your next payment date.',
    'Tap Payment Method, choose a channel and tap Payment — or pay at a store with the pay code.',
    'When the fee is paid, your due date moves. It can take up to 15 minutes to reflect.',
  ],
} as const);
