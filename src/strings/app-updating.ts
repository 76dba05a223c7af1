import { localise } from './localise';

/**
 * What a page says when its own files cannot be loaded, even after a reload (a release being
 * rolled out): written into the page's inline watcher at build time
 * (scripts/build/asset-failure-plugin.ts), never loaded by the app itself.
 */
export const appUpdatingStrings = localise('appUpdating', {
  title: 'The app is updating',
  body: 'A new version is being put in place. Please try again in a moment.',
  retry: 'Try again',
} as const);
