import type { problemList } from '../../../contract/complaints';
import type { DataOf } from '../../../contract/endpoint';
import { loaderInput } from '../../../contract/screen-loader';
import { useApiQuery } from '../../../lib/api/use-api-query';
import { complaintListLoader } from './complaint-list-loader';

export type ComplaintTab = DataOf<typeof problemList>['tabs'][number];

/** The borrower's complaints in tabs; the screen shows a failed load itself. */
export function useProblemList() {
  return useApiQuery(
    complaintListLoader.endpoint,
    loaderInput(complaintListLoader, {}),
    // Replies arrive while the borrower is away: coming back shows the new status.
    { toast: false, revalidateOnFocus: true },
  );
}
