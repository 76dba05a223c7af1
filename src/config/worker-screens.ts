import type { FirstCallWire } from '../contract/first-call';
import type { PublicPage } from './public-pages';

/** Screens as the worker knows them (src/app/screen-facts.ts), inlined as `__WORKER_SCREENS__`. */
export interface WorkerScreens {
  paths: Record<string, { path: string; aliases: readonly string[] }>;
  wires: Record<string, FirstCallWire>;
  publicPages: readonly PublicPage[];
}
