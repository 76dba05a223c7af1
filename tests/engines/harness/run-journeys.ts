import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../../setup/sandbox';
import type { Engine, EngineName } from '../driver/driver';
import { startEngine } from '../driver/start-engine';
import { JOURNEYS } from '../journeys';
import { Phone, type Servers } from './phone';
import { startSwitchableFront, type SwitchableFront } from './switchable-front';

/**
 * Every journey in one engine: one sandbox behind one switchable front and one browser for the
 * file (the costly starts), a fresh profile per journey. Each engine is its own test file, so
 * Vitest may run two engines side by side.
 */
export function runJourneys(name: EngineName): void {
  let engine: Engine | undefined;
  let sandbox: Sandbox | undefined;
  let front: SwitchableFront | undefined;

  beforeAll(async () => {
    // The front first: the foreign pages link back to the origin the browser sees.
    front = await startSwitchableFront();
    [sandbox, engine] = await Promise.all([startSandbox({}, front.url), startEngine(name)]);
    front.upstream = sandbox.url;
  });
  afterAll(async () => {
    await engine?.close();
    await front?.close();
    await sandbox?.close();
  });

  describe(name, () => {
    for (const journey of JOURNEYS) {
      // WebKit and Firefox run one new browser process per journey through a WebDriver, beside
      // the e2e suite's browsers: on a saturated machine one in a few full runs saw a page not
      // show within a condition's 20 s. Such a journey runs once more, from a fresh profile; a
      // journey that fails twice fails (docs/decisions/tests-other-engines.md).
      it(journey.name, { retry: name === 'chromium' ? 0 : 1 }, async ({ task }) => {
        if (!engine || !sandbox || !front) throw new Error('the engine did not start');
        if ((task.result?.retryCount ?? 0) > 0) {
          // The failed attempt may have got as far as settling its order: the retry starts from
          // the demo data as well as from a fresh profile.
          await sandbox.close();
          sandbox = await startSandbox({}, front.url);
          front.upstream = sandbox.url;
        }
        front.offline = false;
        front.newRelease = false;
        front.assetDelayMs = 0;
        front.storeAssets = true;
        const servers: Servers = { app: front.url, foreign: sandbox.foreignUrl, sandbox, front };
        const driver = await engine.newDriver({ serviceWorkers: journey.serviceWorkers ?? false });
        try {
          await journey.run(new Phone(driver, servers));
          expect(driver.pageErrors ?? [], 'uncaught errors in the page').toEqual([]);
        } finally {
          await driver.close();
        }
      });
    }
  });
}
