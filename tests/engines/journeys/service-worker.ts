import { expect } from 'vitest';
import { demoPath } from '../../fixtures/demo';
import { coveredButtons } from '../harness/layout-checks';
import type { Phone } from '../harness/phone';
import type { Journey } from './journey';

const PREVIEW = demoPath('/testPreview');
const REPAY = demoPath('/repay', { orderId: 'PL2024180', productId: '2' });
const ORDER = demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1' });

/** Waits until the worker is active and controls the page (a reload takes it, if need be). */
async function controlled(phone: Phone, path: string): Promise<void> {
  await phone.until(
    'an active worker',
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
  );
  if (!(await phone.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await phone.goto(path);
  }
  await phone.until('a controlling worker', () => navigator.serviceWorker.controller !== null);
}

/**
 * Installing: where the engine offers installation (`beforeinstallprompt`, Chromium), the app's
 * Install button; elsewhere the app explains the browser's own menu (Share on an iPhone).
 */
async function install(phone: Phone): Promise<void> {
  await phone.goto('/');
  await phone.see({ role: 'heading', name: 'Quick cash loans, straight to your account' });
  const offers = await phone.evaluate(() => 'onbeforeinstallprompt' in window);
  expect(offers, 'only Chromium offers installation to the page').toBe(phone.engine === 'chromium');
  if (offers) {
    // Chromium's own offer needs an engagement score automation never earns: it is sent as
    // Chromium sends it.
    await phone.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => Promise.resolve(),
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      });
      window.dispatchEvent(event);
    });
    await phone.see({ role: 'button', name: 'Install' });
  } else if (phone.engine === 'webkit') {
    // An iPhone: Safari's own Share menu.
    await phone.see(/tap Share, then 'Add to Home Screen'/);
  } else {
    await phone.see(/open your browser's menu, then 'Install' or 'Add to Home screen'/);
  }
  await phone.snap('install');
}

/** The worker's install, offline (the shell and a saved pay code) and an update. */
export const serviceWorker: Journey = {
  name: "the service worker's install, offline with the saved pay code, and update",
  serviceWorkers: true,
  async run(phone) {
    await phone.goto(PREVIEW);
    await phone.see({ role: 'heading', name: 'Developer preview' });
    await controlled(phone, PREVIEW);
    await install(phone);

    // A pay code seen online is saved on the phone; its page opens again with no network.
    await phone.goto(REPAY);
    await phone.tap({ role: 'button', name: /reference number: 7001250377/ });
    const saved = await phone.at('/repaymentOfCode2');
    await phone.see('7001250377');
    await phone.offline(true);
    await phone.goto(saved.href);
    await phone.see('7001250377');
    await phone.see('Please keep the depositslip as proof of payment');
    await phone.snap('offline-saved-code');
    await phone.goto(PREVIEW);
    await phone.see({ role: 'heading', name: 'Developer preview' });
    await phone.snap('offline-shell');
    await phone.offline(false);

    // A new release: the banner offers it and keeps the order's buttons clear.
    phone.servers.front.newRelease = true;
    await phone.goto(ORDER);
    await phone.see('A new version of the app is ready.');
    await phone.see({ role: 'button', name: 'Rollover Repayment' });
    await phone.snap('update-banner-order');
    expect(
      await phone.evaluate(coveredButtons, ['REPAY', 'Rollover Repayment', 'Reload']),
      'buttons covered by the update banner',
    ).toEqual([]);
    await phone.tap({ role: 'button', name: 'Reload' });
    await phone.see({ role: 'button', name: 'Rollover Repayment' });
    await phone.gone({ name: 'A new version of the app is ready.' });
  },
};
