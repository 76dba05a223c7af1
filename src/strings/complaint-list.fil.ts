import type { Catalogue } from './catalogue';
import type { complaintListStrings } from './complaint-list';

/** Filipino wording of the borrower's complaint list. */
export const complaintListStringsFil = {
  listTitle: 'Aking mga reklamo',
  tabsLabel: 'Mga reklamo ayon sa status',
  emptyList: 'Wala pang reklamo rito.',
  newComplaint: 'Mag-file ng reklamo',
} satisfies Catalogue<typeof complaintListStrings>;
