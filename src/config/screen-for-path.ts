import { screenTable, type ScreenName } from 'virtual:screen-table';
import { screenMatcher } from './screen-matcher';

export type { ScreenName };

/**
 * The app's one route matcher, bound to the entry's table (built from src/app/screen-manifest.ts):
 * null for the not-found screen. The vitals name screens by it, never by path, so no ids leave.
 */
export const screenForPath = screenMatcher(screenTable);

/** A screen's path as links write it. */
export const screenPath = (screen: ScreenName): string => screenTable[screen].path;

/** Every screen of the route table. */
export const screenNames = Object.keys(screenTable) as ScreenName[];
