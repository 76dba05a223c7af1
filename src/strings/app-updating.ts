import { localise } from './localise';

/**
 * What the page says when its own files cannot be loaded, even after a reload (a release being
 * rolled out): written into the page's inline watcher at build time
 * (scripts/build/asset-failure-plugin.ts, src/boot/asset-failure.ts). No app code imports it, so
 * it weighs nothing in the JavaScript a page loads (it sat in the entry's `pwa` catalogue).
 */
export const appUpdatingStrings = {
  title: 'The app is updating',
  body: 'A new version is being put in place. Please try again in a moment.',
  retry: 'Try again',
} as const;

localise('appUpdating', appUpdatingStrings);
