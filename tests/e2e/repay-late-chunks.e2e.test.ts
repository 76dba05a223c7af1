import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { chunkPath, chunkRequests, watchChunkRecovery } from '../setup/chunk-requests';
import { eventually, expectLocator } from '../setup/expect-page';
import { overlaysUp, pageIdle } from '../setup/settle';

/**
 * On the instalment and rollover screens, what only a tap uses arrives after the first render,
 * in chunks of its own (issue 17): the copy code, the pay-code card's save and the sheet with the
 * bar-code modal. A tap before its chunk is here does its work once it arrives; a chunk that
 * cannot be fetched says there is no connection, and nothing half-done happens.
 */
const suite = browserSuite();

const REPAY = demoPath('/repay', { orderId: 'PL2024170', productId: '1' });
const NO_CONNECTION = 'No connection. Please check your mobile data or Wi-Fi and try again.';

/** Holds a chunk's response until `release`; `requested` resolves once the page has asked for it. */
async function holdChunk(page: Page, name: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route(chunkPath(name), async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/**
 * Fails every fetch of a chunk, opens the screen and waits until the page the test will tap has
 * given up on it (`watchChunkRecovery`).
 */
async function openWithChunkFailing(page: Page, name: string) {
  let failures = 0;
  const recovery = watchChunkRecovery(page);
  page.on('requestfailed', (request) => {
    if (chunkPath(name).test(new URL(request.url()).pathname)) failures += 1;
  });
  await page.route(chunkPath(name), (route) => route.abort());
  await page.goto(suite.url(REPAY));
  await recovery.reloaded();
  await eventually(() => failures).toBe(2);
  await page.getByTestId('pay-code').waitFor();
  await pageIdle(page);
}

const failing = (name: string) => [
  new RegExp(`${name}-[\\w-]+\\.js net::ERR_FAILED`),
  /Failed to load resource/,
];

describe('copying the pay code', () => {
  it('a tap before the copy code has arrived copies once it does', async () => {
    const { page, bridge } = await suite.phone();
    const held = await holdChunk(page, 'clipboard');
    await page.goto(suite.url(REPAY));
    await held.requested;
    await page.getByRole('button', { name: 'Copy pay code 7001248813' }).click();
    expect(bridge.filter((message) => message.action === 'copy')).toEqual([]);

    held.release();
    await page.getByTestId('toast').filter({ hasText: 'copy success' }).waitFor();
    await eventually(() => bridge.filter((message) => message.action === 'copy')).toEqual([
      { action: 'copy', payload: { text: '7001248813' } },
    ]);
  });

  it('says there is no connection when the copy code cannot be fetched', async () => {
    const { page, bridge } = await suite.phone({ allowErrors: failing('clipboard') });
    await openWithChunkFailing(page, 'clipboard');
    await page.getByRole('button', { name: 'Copy pay code 7001248813' }).click();
    await expectLocator(page.getByTestId('toast')).toHaveText(NO_CONNECTION);
    expect(bridge.filter((message) => message.action === 'copy')).toEqual([]);
    await expectLocator(page.getByRole('dialog', { name: 'Copy this text' })).toBeHidden();
  });
});

describe('tapping the pay-code card', () => {
  it('a tap before the save has arrived saves, then opens the saved code', async () => {
    const { page } = await suite.phone();
    const held = await holdChunk(page, 'save-pay-code');
    await page.goto(suite.url(REPAY));
    await held.requested;
    const card = page.getByRole('button', { name: /Dragonpay reference number: 7001248813/ });
    await card.click();
    await expectLocator(card).toHaveAttribute('aria-busy', 'true');
    expect(new URL(page.url()).pathname).toBe('/repay');

    held.release();
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode2');
    await expectLocator(page.getByTestId('contract-number')).toHaveText('7001248813');
    await expectLocator(page.getByTestId('total-payment')).toHaveText('₱7,650.00');
  });

  it('says there is no connection when the save cannot be fetched, and stays', async () => {
    const { page } = await suite.phone({ allowErrors: failing('save-pay-code') });
    await openWithChunkFailing(page, 'save-pay-code');
    const card = page.getByRole('button', { name: /Dragonpay reference number: 7001248813/ });
    await card.click();
    await expectLocator(page.getByTestId('toast')).toHaveText(NO_CONNECTION);
    await expectLocator(card).toHaveAttribute('aria-busy', null);
    expect(new URL(page.url()).pathname).toBe('/repay');
  });
});

describe('the payment-method sheet', () => {
  it('is fetched only when a finger comes to a control: a visit that never taps never downloads it', async () => {
    const { page } = await suite.phone();
    const asked = chunkRequests(page, 'repay-overlays');
    await page.goto(suite.url(REPAY));
    await page.getByTestId('pay-code').waitFor();
    await pageIdle(page);
    expect(asked).toEqual([]);

    await page.getByRole('button', { name: 'Payment Method' }).click();
    await page.getByRole('dialog', { name: 'Payment Method' }).waitFor();
    expect(asked).toHaveLength(1);
  });

  it('opens once its code arrives when tapped before it has', async () => {
    const { page } = await suite.phone();
    const held = await holdChunk(page, 'repay-overlays');
    await page.goto(suite.url(REPAY));
    // Fetched on intent only: the finger coming down on the button asks for it.
    await page.getByRole('button', { name: 'Payment Method' }).click();
    await held.requested;

    held.release();
    const sheet = page.getByRole('dialog', { name: 'Payment Method' });
    await sheet.getByText('Please select your repayment method for payment').waitFor();
    await expectLocator(sheet.getByRole('radio', { name: 'GCash' })).toBeChecked();
  });

  it('offline, a tap says there is no connection and the screen stays; with the signal back the next tap opens it', async () => {
    const { page, context, snap } = await suite.phone({
      // The sheet's code and its stylesheets, asked for with no network (no worker in these tests).
      allowErrors: [/\/assets\/[\w.-]+ net::ERR_INTERNET_DISCONNECTED/, /Failed to load resource/],
    });
    await page.goto(suite.url(REPAY));
    await page.getByTestId('pay-code').waitFor();
    await pageIdle(page);
    // The toast's host comes after the first screen: the signal drops once it is here.
    await overlaysUp(page);
    await context.setOffline(true);
    const method = page.getByRole('button', { name: 'Payment Method' });
    await method.click();
    await expectLocator(page.getByTestId('toast')).toHaveText(NO_CONNECTION);
    await expectLocator(method).toBeVisible();
    await expectLocator(page.getByTestId('pay-code')).toBeVisible();
    await snap('repay-payment-method-offline');
    await context.setOffline(false);
    await method.click();
    await page.getByRole('dialog', { name: 'Payment Method' }).waitFor();
  });
});

describe("the app's overlays (toasts, dialogs, banners)", () => {
  it('their code failing with no signal comes when it is back, with the toast said meanwhile', async () => {
    const { page, context, snap } = await suite.phone({
      // The signal drops mid-load: the overlays' code and whatever else was on its way.
      allowErrors: [/ net::ERR_(INTERNET_DISCONNECTED|FAILED)$/, /Failed to load resource/],
    });
    let failed = false;
    await page.route(chunkPath('app-overlays'), async (route) => {
      // The signal drops as the overlays' code is on its way: offline, nothing reloads the page.
      await context.setOffline(true);
      await route.abort('internetdisconnected');
      failed = true;
    });
    await page.goto(suite.url(REPAY));
    await page.getByTestId('pay-code').waitFor();
    await eventually(() => failed, 'the overlays were not asked for').toBe(true);
    await pageIdle(page);
    const method = page.getByRole('button', { name: 'Payment Method' });
    await method.click();
    await pageIdle(page);
    await expectLocator(page.getByTestId('toast')).toHaveCount(0);

    await page.unroute(chunkPath('app-overlays'));
    await context.setOffline(false);
    await expectLocator(page.getByTestId('toast')).toHaveText(NO_CONNECTION);
    await snap('repay-overlays-after-signal');
    expect(new URL(page.url()).pathname).toBe('/repay');
  });
});
