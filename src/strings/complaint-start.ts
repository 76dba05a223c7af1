import { localise } from './localise';

/** Wording of the complaint start screen and its order picker (the spec's messages verbatim). */
export const complaintStartStrings = localise('complaintStart', {
  startTitle: 'Online service',
  selectedOrder: 'Selected order',
  allOrders: 'All',
  allOrdersLabel: 'All orders: choose another order',
  chooseOrderTitle: 'Choose an order',
  chosen: 'Selected',
  noOrders: 'You have no loan orders yet, so there is nothing to complain about here.',
  selectQuestionType: 'Select question type',
  collectionRefused: 'The selected order does not support sending collection types',
  subTypesOf: (title: string) => `${title}: choose what happened`,
  myComplaints: 'My complaints',
  myComplaintsHint: 'See your complaints and our replies',
} as const);
