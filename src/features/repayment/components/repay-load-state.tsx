import { Screen } from '../../../components/screen/screen';
import { ErrorView, Skeleton } from '../../../components/status-view/status-view';
import { errorMessage } from '../../../lib/api/api-error';
import { common } from '../../../strings/common';

/** Loading (skeleton of the real layout's height) or a failed load with a retry. */
export function RepayLoadState({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <Screen title={title}>
      {error ? (
        <ErrorView message={errorMessage(error, common.genericFailure)} onRetry={onRetry} />
      ) : (
        <>
          <Skeleton rows={1} height={148} />
          <Skeleton rows={1} height={88} />
          <Skeleton rows={4} height={24} />
        </>
      )}
    </Screen>
  );
}
