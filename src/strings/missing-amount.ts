import { localise } from './localise';

/**
 * Wording of the card repayment page when there is no amount to pay: its own catalogue, loaded
 * with that rare view only (docs/decisions/repayment-card-missing-amount.md).
 */
export const missingAmountStrings = localise('missingAmount', {
  title: 'The amount to pay is missing',
  body: "This link does not say how much to pay, so you cannot pay from this page. Open your loan's details to see what you owe and pay from there.",
  viewLoan: 'View my loan',
} as const);
