import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { FIREFOX_PATH } from '../engines/driver/firefox';
import { MINIBROWSER_PATH, WEBKIT_DRIVER_PATH, XVFB_PATH } from '../engines/driver/webkit';
import buildOnce from './e2e-global-setup';
import { outDir } from './paths';

/**
 * The engines' Debian packages must be there (.ci/run installs them). The journeys test the
 * production build: `npm test` builds it first, and the e2e project's setup rebuilds it; this
 * project alone builds it only when there is none.
 */
export default function setup(): void {
  const missing = [
    [WEBKIT_DRIVER_PATH, 'webkit2gtk-driver'],
    [MINIBROWSER_PATH, 'webkit2gtk-driver'],
    [XVFB_PATH, 'xvfb'],
    [FIREFOX_PATH, 'firefox-esr'],
  ].filter(([path]) => !existsSync(path ?? ''));
  if (missing.length > 0) {
    const packages = [...new Set(missing.map(([, name]) => name))].join(' ');
    throw new Error(`Missing engines: apt-get install -y ${packages} (see README).`);
  }
  if (!existsSync(join(outDir, 'index.html'))) buildOnce();
}
