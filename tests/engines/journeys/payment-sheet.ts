import { demoPath } from '../../fixtures/demo';
import type { Journey } from './journey';

/**
 * The payment method sheet, the gateway on another site, and back. Settles PL2024170: runs
 * after the journeys that read it. Back from the gateway's page after returning to the app is
 * the step that wedged WebKitWebDriver with the default page load strategy.
 */
export const paymentSheet: Journey = {
  name: 'the payment method sheet, the gateway and back',
  async run(phone) {
    const { front } = phone.servers;
    // WebKit says nothing before it cancels a file: the app waits RECOVERY_DELAY_MS for the next
    // page, which a saturated test machine can exceed; there the files are not held
    // (docs/decisions/pwa-leaving-is-not-a-failure.md).
    const holding = phone.engine !== 'webkit';
    // Every page asks for its files (none kept from the last one), so the Backs below are made
    // while the page is waiting for some.
    if (holding) front.storeAssets = false;
    await phone.goto(demoPath('/repay', { orderId: 'PL2024170', productId: '1' }));
    await phone.tap({ role: 'button', name: 'Payment Method' });
    await phone.see({
      name: 'Please select your repayment method for payment',
      within: 'Payment Method',
    });
    await phone.snap('payment-sheet');
    await phone.tap({ name: '7-Eleven', within: 'Payment Method' });
    await phone.until('7-Eleven chosen', () =>
      Array.from(document.querySelectorAll<HTMLInputElement>('input[type="radio"]')).some(
        (radio) => radio.checked && (radio.labels?.[0]?.textContent ?? '').includes('7-Eleven'),
      ),
    );
    await phone.tap({ role: 'button', name: 'Payment', within: 'Payment Method' });
    await phone.see({ role: 'heading', name: 'Sandbox payment page' });
    await phone.see('Channel: 7-Eleven');
    await phone.snap('gateway');
    await phone.tap({ role: 'button', name: 'Simulate payment at the counter' });
    await phone.see({ role: 'heading', name: 'Payment received' });
    // Back in the app on a slow network, then Back while the app's files are on their way: the
    // browser cancels them, and that must not reload the page over the Back. Twice: while the
    // page's own files load, and while the import it makes once loaded (the worker's
    // registration, src/main.tsx) loads: an import adds no element to the page, so Firefox's
    // Back came with no `beforeunload` listened to, and the recovery used to reload at once
    // (docs/decisions/pwa-lazy-chunk-recovery-waits.md).
    const heldFile = (what: string, test: (path: string) => boolean) =>
      phone.poll(what, () => Promise.resolve(front.heldAssets.some(test)));
    if (holding) front.assetDelayMs = 3_000;
    await phone.tap({ role: 'link', name: 'Back to the app' });
    await phone.at('/loanDetail');
    await phone.see({ role: 'heading', name: 'Settled' });
    if (holding) await heldFile("one of the page's files on its way", () => true);
    await phone.driver.back();
    await phone.see({ role: 'heading', name: 'Payment received' });
    const orderDetail = demoPath('/loanDetail', { orderId: 'PL2024170', productId: '1' });
    if (holding) {
      await phone.goto(orderDetail);
      await phone.see({ role: 'heading', name: 'Settled' });
      await heldFile("the worker's registration on its way", (path) =>
        path.includes('/start-worker-'),
      );
      await phone.driver.back();
      await phone.see({ role: 'heading', name: 'Payment received' });
      front.assetDelayMs = 0;
      front.storeAssets = true;
    }
    await phone.goto(orderDetail);
    await phone.see({ role: 'heading', name: 'Settled' });
    await phone.snap('gateway-back-in-app');
  },
};
