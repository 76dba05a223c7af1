import { localise } from './localise';

/** Wording of the borrower's complaint list. */
export const complaintListStrings = localise('complaintList', {
  listTitle: 'My complaints',
  tabsLabel: 'Complaints by status',
  emptyList: 'No complaints here yet.',
  newComplaint: 'File a complaint',
} as const);
