import { screenPaths, type ScreenName } from './screen-paths';
import { screenMatcher } from './screen-matcher';

export type { ScreenName };

/**
 * The app's one route matcher, bound to the paths' table (generated from
 * src/app/screen-manifest.ts): null for the not-found screen. The entry, the server and the build
 * all use it; the vitals and the metrics name screens by it, never by path, so no ids leave.
 */
export const screenForPath = screenMatcher(screenPaths);

/** A screen's path as links write it. */
export const screenPath = (screen: ScreenName): string => screenPaths[screen].path;

/** Every screen, in the manifest's order (the order of the app's loaders too). */
export const screenNames = Object.keys(screenPaths) as ScreenName[];
