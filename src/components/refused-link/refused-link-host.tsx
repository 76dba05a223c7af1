import { lazy, Suspense, useSyncExternalStore } from 'react';
import {
  currentRefusedLink,
  dismissRefusedLink,
  subscribeRefusedLink,
} from '../../lib/links/refused-link-store';

// Its own chunk: most visits never refuse a link, so the first screen does not carry it.
const RefusedLinkDialog = lazy(() =>
  import('./refused-link-dialog').then((module) => ({ default: module.RefusedLinkDialog })),
);

/** Shows the refused-link dialog whenever the link policy refuses a link, on any screen. */
export function RefusedLinkHost() {
  const notice = useSyncExternalStore(subscribeRefusedLink, currentRefusedLink, () => null);
  if (!notice) return null;
  return (
    <Suspense fallback={null}>
      <RefusedLinkDialog key={notice.id} notice={notice} onClose={dismissRefusedLink} />
    </Suspense>
  );
}
