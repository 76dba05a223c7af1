import { readSettings } from '../settings/server-settings';
import type { StartConfig } from '../start-servers';

const checked = readSettings({ SANDBOX: '1' });
if (!checked.ok) throw new Error(checked.message);
/** Every setting at its default, as `SANDBOX=1` alone starts the server. */
const DEFAULTS = checked.config;

/**
 * A test's server: the settings' defaults (from the schema), then what a test leaves out unless
 * it tests it: an in-memory sandbox on any free port, the API only (no built app, so no server
 * render) and no foreign origin; then the test's own `config`.
 */
export function testConfig(config: Partial<StartConfig> = {}): StartConfig {
  return {
    ...DEFAULTS,
    dataFile: ':memory:',
    port: 0,
    distDir: undefined,
    serverRender: false,
    foreign: undefined,
    ...config,
  };
}
