import type { LinkTarget, RefusalReason } from './client-event';

/**
 * Reports a refused link to the app's own server for ops (scheme, host, reason, screen; never the
 * path or query). The beacon code loads on the first refusal only: most visits never need it.
 */
export function reportRefusedLink(refusal: {
  target: LinkTarget;
  scheme: string;
  host: string;
  reason: RefusalReason;
}): void {
  void import('./send-refusal-beacon').then(
    (beacon) => beacon.sendRefusalBeacon(refusal),
    () => undefined,
  );
}
