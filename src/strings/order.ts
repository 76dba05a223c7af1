import { localise } from './localise';

/** Order detail and order list wording (SPEC.md sections 2 and 4; quoted strings verbatim). */
export const orderStrings = localise('order', {
  title: 'Order Details',
  listTitle: 'My loans',
  missingOrder: 'No order was given. Open this page from your loan list.',
  statusBanner: 'Order status',
  productSection: 'Loan details',
  moreProducts: 'Click to view more products',
  help: (phone: string) => `Questions about this loan? Call ${phone}`,
  redirecting: 'Opening your order…',
  actions: 'Actions',
  repay: 'REPAY',
  rollover: 'Rollover Repayment',
  shortOfMoney: 'Short of money?',
  repayment: 'Repayment',
  borrowAgain: 'Borrow Again',
  rating: {
    title: 'Rate your experience',
    body: 'How was your loan experience with us?',
    stars: 'Your rating',
    cancel: 'Cancel',
    submit: 'Submit',
    pickFirst: 'Silakan pilih',
  },
  ratingResult: {
    title: 'Thank you for your feedback',
    body: 'We are sorry it was not a five-star experience. Our team reads every rating to do better.',
    ok: 'OK',
  },
  rewithdraw: {
    title: 'Withdraw again',
    cancel: 'Cancel',
    withdraw: 'Withdraw Now',
  },
  bankCard: {
    bind: 'Go and bind the card',
  },
  list: {
    empty: 'You have no loans yet.',
    amount: 'Amount',
    due: 'Due date',
    status: 'Status',
  },
} as const);
