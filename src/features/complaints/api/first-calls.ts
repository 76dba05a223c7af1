import type { FirstCall } from '../../../contract/first-call';
import { problemInitOrder } from '../../../contract/complaint-types';
import { problemList } from '../../../contract/complaints';

/**
 * What the complaint screens ask for first (their hooks and the early start share these).
 * Without an order in the link the start screen asks for the order number saved earlier: then
 * nothing starts early.
 */
export const complaintStartCall: FirstCall<typeof problemInitOrder> = {
  endpoint: problemInitOrder,
  input: { orderId: 'orderId' },
  required: ['orderId'],
};

export const complaintListCall: FirstCall<typeof problemList> = {
  endpoint: problemList,
  input: {},
  required: [],
};
