import type { Catalogue } from './catalogue';
import type { complaintStartStrings } from './complaint-start';

/** Filipino wording of the complaint start screen (the spec's messages translated for meaning). */
export const complaintStartStringsFil = {
  startTitle: 'Online na serbisyo',
  selectedOrder: 'Napiling order',
  allOrders: 'Lahat',
  allOrdersLabel: 'Lahat ng order: pumili ng ibang order',
  chooseOrderTitle: 'Pumili ng order',
  chosen: 'Napili',
  noOrders: 'Wala ka pang loan order, kaya wala pang puwedeng ireklamo rito.',
  selectQuestionType: 'Piliin ang uri ng tanong',
  collectionRefused: 'Hindi puwedeng magreklamo tungkol sa collection para sa napiling order',
  subTypesOf: (title: string) => `${title}: piliin kung ano ang nangyari`,
  myComplaints: 'Aking mga reklamo',
  myComplaintsHint: 'Tingnan ang iyong mga reklamo at ang aming mga sagot',
} satisfies Catalogue<typeof complaintStartStrings>;
