import type { DataOf } from '../../../contract/endpoint';
import type { loanPlayDetail } from '../../../contract/repayment';

/** A payment channel of the payment sheet; both detail answers carry the same list. */
export type Channel = DataOf<typeof loanPlayDetail>['repayList'][number];

/** The default pay code with its provider and how to pay at each counter. */
export type DefDetail = NonNullable<DataOf<typeof loanPlayDetail>['defDetail']>;

/** How to pay at each counter: group title -> outlets with their steps (also the saved copy's). */
export type PayNotice = DefDetail['payNotice'];
