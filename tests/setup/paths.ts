import { resolve } from 'node:path';

/** Where the e2e suite builds and serves the app; helpers building in parallel set OUT_DIR. */
export const outDir = resolve(process.env.OUT_DIR ?? 'dist');
export const artifactsDir = resolve(process.env.TEST_ARTIFACTS ?? 'test-results');
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
