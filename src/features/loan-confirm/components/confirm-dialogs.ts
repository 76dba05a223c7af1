/**
 * The confirmation screen's pop-ups, one chunk: the forced agreement, the promotion and the
 * back-press prompt. None is part of the screen's first paint (docs/decisions/first-paint.md).
 */
export { BackPressDialog } from './back-press-dialog';
export { ForcedAgreementDialog } from './forced-agreement-dialog';
export { PromoDialog } from './promo-dialog';
