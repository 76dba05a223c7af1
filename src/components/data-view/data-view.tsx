import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/api/api-error';
import { common } from '../../strings/common';
import { Screen } from '../screen/screen';
import { ErrorView } from '../status-view/status-view';

/** What an SWR hook gives back, as far as showing it goes. */
export interface LoadState<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
  mutate: () => unknown;
}

interface DataViewProps<T> {
  state: LoadState<T>;
  /** Placeholders of the final size, so nothing jumps when the data arrives. */
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
  errorHeading?: string | null;
  /** The failure in words, where a screen has its own wording (default: the server's message). */
  describeError?: (error: unknown) => string;
  /** A list with nothing in it: `show` (a message, or null for nothing) instead of `children`. */
  empty?: { when: (data: T) => boolean; show: ReactNode };
}

/**
 * The states of loaded data: failed (message and retry), loading (skeleton), ready, and for a
 * list, empty. Data kept from an earlier load wins over a failed refresh.
 */
export function DataView<T>({
  state,
  skeleton,
  children,
  errorHeading,
  describeError = (error) => errorMessage(error, common.genericFailure),
  empty,
}: DataViewProps<T>) {
  if (state.error && state.data === undefined) {
    return (
      <ErrorView
        heading={errorHeading}
        message={describeError(state.error)}
        onRetry={() => void state.mutate()}
      />
    );
  }
  if (state.isLoading || state.data === undefined) return <>{skeleton}</>;
  if (empty?.when(state.data)) return <>{empty.show}</>;
  return <>{children(state.data)}</>;
}

/**
 * A whole screen that needs data: a missing parameter or a failed load shows inside the frame
 * with the screen's title; the ready view renders its own frame (it may add a footer).
 */
export function ScreenDataView<T>({
  title,
  missing,
  ...props
}: DataViewProps<T> & { title: string; missing?: string | null }) {
  if (missing) {
    return (
      <Screen title={title}>
        <ErrorView message={missing} />
      </Screen>
    );
  }
  // Ready (even while revalidating): the view draws its own frame.
  if (props.state.data !== undefined) return <DataView {...props} />;
  return (
    <Screen title={title}>
      <DataView {...props} />
    </Screen>
  );
}
