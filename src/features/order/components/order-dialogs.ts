/**
 * The order detail's pop-ups, one chunk: the rating, the re-withdraw offer and the bank-card
 * prompt. None is part of the screen's first paint (docs/decisions/first-paint.md).
 */
export { BankCardDialog } from './bank-card-dialog';
export { RatingDialog } from './rating-dialog';
export { RewithdrawDialog } from './rewithdraw-dialog';
