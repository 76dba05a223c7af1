import { localise } from './localise';

/**
 * Wording of the card repayment screen (SPEC.md wording verbatim); its SMS dialog has
 * `sms-verification.ts`, the online-payment screen `online-payment.ts`.
 */
export const cardRepaymentStrings = localise('cardRepayment', {
  title: 'Repayment method',
  amountToPay: 'Amount to pay',
  chooseCard: 'Choose a bank card',
  noCards: 'No bank card is bound to your account yet.',
  pay: 'Pay',
  selectCardFirst: 'please select a payment bank card first',
  otherWays: 'Other ways to pay',
  bindCard: 'Bind a new card',
  payOnline: 'Pay online instead',
  // SPEC.md section 8 messages
  cardListFailed: 'failed to query card list',
  processingFailed: 'processing failed',
  codeError: 'verification code error',
  repeated: 'do not repeat the payment request',
  networkError: 'error',
  enterCorrectCode: 'please enter the correct verification code',
  getCode: 'get verification code',
  codeSent: 'verification code sent, please check your phone',
  countdown: (seconds: number) => `Resend in ${seconds}s`,
  // "Never pay twice" state
  submittedTitle: 'Payment submitted',
  submittedBody: (minutes: number) =>
    `It can take up to ${minutes} minutes to reflect on your loan. Please do not pay again.`,
  viewLoan: 'View my loan',
  // Recovering a payment whose answer was lost, and a payment in another tab
  checkingLastPayment: 'Checking your last payment…',
  stillProcessing:
    'Your last payment is still being processed. We will check it again in a moment.',
  checkFailed:
    'We could not check your last payment. Please check your connection, then tap Check again.',
  checkAgain: 'Check again',
  inProgressElsewhere: 'A payment for this loan is already in progress in another tab/window.',
  lastPaymentFailed: 'Your last payment did not go through. You can pay now.',
} as const);
