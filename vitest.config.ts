import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { readConfig } from './src/config/read-config.ts';
import { workerScreens } from './src/app/screen-facts.ts';
import { SETTLE_MS } from './tests/setup/settle-time.ts';

// expect.poll's own default (1 s) is shorter than a loaded machine takes to start a server or
// render a page: the projects that do either wait as long as `eventually` does.
const expectOnLoadedMachine = { poll: { timeout: SETTLE_MS } };

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // What vite.config.ts inlines in a build: the demo defaults.
        define: {
          __APP_CONFIG__: JSON.stringify(readConfig({})),
          __WORKER_SCREENS__: JSON.stringify(workerScreens()),
        },
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
          setupFiles: ['tests/setup/unit-setup.ts'],
          restoreMocks: true,
        },
      },
      {
        test: {
          name: 'server',
          expect: expectOnLoadedMachine,
          sequence: { groupOrder: 1 },
          environment: 'node',
          include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['scripts/load/*.load.test.ts'],
          globalSetup: ['tests/setup/server-global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          expect: expectOnLoadedMachine,
          sequence: { groupOrder: 2 },
          environment: 'node',
          // The test phones' time zone (tests/setup/browser.ts), as a deployment's server has it:
          // a screen the server renders shows its dates as the phone does.
          env: { TZ: 'Asia/Manila' },
          include: ['tests/**/*.e2e.test.ts', 'tests/**/*.build.test.ts'],
          globalSetup: ['tests/setup/e2e-global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          // The borrower journeys in WebKit and Gecko beside Chromium (tests/engines/, decision
          // record tests-other-engines.md): one file per engine, in the e2e group, whose two
          // workers take e2e and engine files alike (never more than two browsers at once).
          name: 'engines',
          expect: expectOnLoadedMachine,
          sequence: { groupOrder: 2 },
          environment: 'node',
          env: { TZ: 'Asia/Manila' },
          include: ['tests/engines/**/*.engine.test.ts'],
          globalSetup: ['tests/setup/engines-global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
        },
      },
      {
        test: {
          // Load figures are ratios measured side by side, and only hold with nothing else of
          // the suite running: last, alone (the phase brings its own noisy neighbours).
          name: 'load',
          expect: expectOnLoadedMachine,
          sequence: { groupOrder: 3 },
          environment: 'node',
          include: ['scripts/load/*.load.test.ts'],
          globalSetup: ['tests/setup/server-global-setup.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 300_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
