import type { FirstCallWire } from '../contract/first-call';
import type { PublicPage } from './public-pages';

/**
 * What the worker knows of the screens, plain data the build derives from the manifest
 * (src/app/screen-facts.ts) and inlines as `__WORKER_SCREENS__`: each screen's paths, the first
 * calls it names in its cached shell (sw/first-call-shell.ts) and the public pages it answers
 * from its cache (sw/prerendered-navigation.ts).
 */
export interface WorkerScreens {
  paths: Record<string, { path: string; aliases: readonly string[] }>;
  wires: Record<string, FirstCallWire>;
  publicPages: readonly PublicPage[];
}
