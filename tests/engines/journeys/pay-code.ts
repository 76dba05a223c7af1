import { expect } from 'vitest';
import { demoPath } from '../../fixtures/demo';
import { cropPng, decodeBarcode } from '../../setup/barcode';
import { rectOf } from '../harness/layout-checks';
import type { Journey } from './journey';

const REPAY = demoPath('/repay', { orderId: 'PL2024170', productId: '1' });

export const payCode: Journey = {
  name: 'the pay code: copy, share, bar code, reminder',
  async run(phone) {
    await phone.goto(REPAY);
    await phone.see({ role: 'heading', name: 'Repayment' });
    await phone.see('Repayment date 2026-12-05');
    await phone.see('7001248813');
    await phone.snap('pay-code');

    // Copy: the clipboard where the engine grants it to a tap, else the press-and-hold box.
    await phone.tap({ role: 'button', name: 'Copy pay code 7001248813' });
    await phone.poll(
      'copy success, or the text to copy by hand',
      async () =>
        (await phone.has({ name: /^copy success$/ })) ||
        (await phone.has({ role: 'dialog', name: 'Copy this text' })),
    );
    if (await phone.has({ role: 'dialog', name: 'Copy this text' })) {
      await phone.snap('pay-code-copy-by-hand');
      await phone.tap({ role: 'button', name: 'Close', within: 'Copy this text' });
    }

    // Share: no Web Share API in these desktop engines, so the text is copied (the fallback).
    const canShare = await phone.evaluate(() => typeof navigator.share === 'function');
    expect(canShare, `${phone.engine} has no Web Share here: the journey checks the fallback`).toBe(
      false,
    );
    await phone.tap({ role: 'button', name: /^Share pay code 7001248813/ });
    await phone.poll(
      'the shared text copied, or shown to copy by hand',
      async () =>
        (await phone.has({
          name: 'Copied. Paste it in a message to the person who will pay for you.',
        })) || (await phone.has({ role: 'dialog', name: 'Copy this text' })),
    );
    await phone.snap('pay-code-shared');
    if (await phone.has({ role: 'dialog', name: 'Copy this text' })) {
      await phone.tap({ role: 'button', name: 'Close', within: 'Copy this text' });
    }

    // The bar code, read back from the screen as a store's scanner would.
    await phone.tap({ role: 'button', name: 'Show bar code' });
    await phone.see({ name: 'scanToPay', within: 'barCode' });
    const selector = '[aria-label="Bar code of pay code 7001248813"]';
    const rect = await phone.until('the bar code drawn', rectOf, selector);
    expect(rect.width).toBeGreaterThan(240);
    const scale = await phone.evaluate(() => devicePixelRatio);
    const margin = 12;
    // Read from the screen until it decodes: the bars are drawn a moment after their box.
    const decoded = await phone.poll('the bar code readable on the screen', async () => {
      const screen = await phone.driver.screenshot();
      if (!screen) throw new Error('no screenshot');
      return decodeBarcode(
        cropPng(screen, {
          x: (rect.x - margin) * scale,
          y: (rect.y - margin) * scale,
          width: (rect.width + 2 * margin) * scale,
          height: (rect.height + 2 * margin) * scale,
        }),
      );
    });
    expect(decoded).toBe('7001248813');
    await phone.snap('pay-code-bar-code');
    await phone.goto(REPAY);

    // The reminder: a calendar file, saved by the browser's own download.
    await phone.tap({ role: 'button', name: 'Add reminder: save a calendar event for 2026-12-05' });
    await phone.see(/^Calendar file saved\./);
  },
};
