/** Timings SPEC.md section 9 sets for more than one screen, declared once. */

/** A rating pop-up opens this long after its detail loads (order detail, complaint detail). */
export const RATING_DELAY_MS = 3000;

/** A sent SMS code may be sent again after this many seconds (card repayment, promotion). */
export const RESEND_SECONDS = 60;
