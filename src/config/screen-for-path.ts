import { screenTable, type ScreenName } from 'virtual:screen-table';
import { screenMatcher } from './screen-matcher';

export type { ScreenName };

/**
 * The screen of the route table that renders a path (case-insensitive, by prefix, `/` exact), or
 * null for the not-found screen. The app's one route matcher: `AppRoutes` renders by it, the
 * first render waits for its screen's module, and the vitals name screens by it (a name, never
 * the path itself: what leaves the phone for ops carries no ids or query). Bound to the entry's
 * table, which the build derives from the manifest (src/app/screen-manifest.ts).
 */
export const screenForPath = screenMatcher(screenTable);

/** A screen's path as links write it. */
export const screenPath = (screen: ScreenName): string => screenTable[screen].path;

/** Every screen of the route table. */
export const screenNames = Object.keys(screenTable) as ScreenName[];
