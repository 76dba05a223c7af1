import type { ScreenLoader } from '../../../contract/screen-loader';
import { problemInitOrder } from '../../../contract/complaint-types';

/**
 * What the complaint start screen asks for first (its hook and the early start share it).
 * Without an order in the link the start screen asks for the order number saved earlier: then
 * nothing starts early.
 */
export const complaintStartLoader: ScreenLoader<typeof problemInitOrder> = {
  endpoint: problemInitOrder,
  input: { orderId: 'orderId' },
  required: ['orderId'],
};
