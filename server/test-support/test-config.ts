import { readSettings } from '../settings/server-settings';
import type { StartConfig } from '../start-servers';

const checked = readSettings({ SANDBOX: '1' });
if (!checked.ok) throw new Error(checked.message);
/** Every setting at its default, as `SANDBOX=1` alone starts the server. */
const DEFAULTS = checked.config;

/**
 * An event loop this far behind is never reached by a test that does not mean it: on a busy CI
 * machine a test server's loop falls a few hundred ms behind, and production's thresholds would
 * then send the shell instead of the rendered page (or refuse with 503) where the test checks
 * something else. The tests of the overload guard give their own thresholds.
 */
const UNREACHED_DELAY_MS = 60_000;

/**
 * A test's server: the settings' defaults (from the schema), then what a test leaves out unless
 * it tests it: an in-memory sandbox on any free port, the API only (no built app, so no server
 * render), no foreign origin and no overload guard; then the test's own `config`.
 */
export function testConfig(config: Partial<StartConfig> = {}): StartConfig {
  return {
    ...DEFAULTS,
    dataFile: ':memory:',
    port: 0,
    distDir: undefined,
    serverRender: false,
    foreign: undefined,
    overload: { shellAboveMs: UNREACHED_DELAY_MS, refuseAboveMs: UNREACHED_DELAY_MS },
    ...config,
  };
}
