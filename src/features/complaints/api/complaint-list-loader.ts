import type { ScreenLoader } from '../../../contract/screen-loader';
import { problemList } from '../../../contract/complaints';

/** What the complaint list asks for first (its hook and the early start share it). */
export const complaintListLoader: ScreenLoader<typeof problemList> = {
  endpoint: problemList,
  input: {},
  required: [],
};
