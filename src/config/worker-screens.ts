import type { FirstCallWire } from '../contract/first-call';
import type { PublicPage } from './public-pages';

/**
 * What the worker knows of screens beyond their paths (it matches those with the app's own rule,
 * src/config/screen-for-path.ts): derived in src/app/screen-facts.ts, inlined as `__WORKER_SCREENS__`.
 */
export interface WorkerScreens {
  wires: Record<string, FirstCallWire>;
  publicPages: readonly PublicPage[];
}
