import type { FirstCall } from '../../../contract/first-call';
import { problemList } from '../../../contract/complaints';

/** What the complaint list asks for first (its hook and the early start share it). */
export const complaintListCall: FirstCall<typeof problemList> = {
  endpoint: problemList,
  input: {},
  required: [],
};
