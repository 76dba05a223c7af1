import type { problemList } from '../../../contract/complaints';
import type { DataOf } from '../../../contract/endpoint';
import { inputOf } from '../../../contract/first-call';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { complaintListCall } from './complaint-list-call';

export type ComplaintTab = DataOf<typeof problemList>['tabs'][number];

/** The borrower's complaints in tabs; the screen shows a failed load itself. */
export function useProblemList() {
  return useApiQuery(
    complaintListCall.endpoint,
    inputOf(complaintListCall, {}),
    // Replies arrive while the borrower is away: coming back shows the new status.
    { toast: false, revalidateOnFocus: true },
  );
}
