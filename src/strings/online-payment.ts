import { localise } from './localise';

/** Wording of the online-payment screen (/onlinePayment, #/alipayrepayment). */
export const onlinePaymentStrings = localise('onlinePayment', {
  onlineTitle: 'Online payment',
  onlineOpening: 'Opening the payment page…',
  onlineFailed: 'The online payment page could not be opened.',
  onlineLinkIncomplete:
    'This payment link is incomplete. Please open it again from the repayment page.',
} as const);
