import type { LoaderWire } from '../contract/screen-loader';
import type { PublicPage } from './public-pages';

/**
 * What the worker knows of screens beyond their paths (it matches those with the app's own rule,
 * src/config/screen-for-path.ts): derived in src/app/screen-facts.ts, inlined as `__WORKER_SCREENS__`.
 */
export interface WorkerScreens {
  wires: Record<string, LoaderWire>;
  publicPages: readonly PublicPage[];
}
