import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import {
  KEEP_SERVER_HEADING,
  RECORD_STALE_AT_PARSE,
  serverHeadingHydrated,
  staleAtParse,
} from '../setup/hydration';
import { pageIdle } from '../setup/settle';

/*
 * The saved pay code (/repaymentOfCode2) shows only what this device holds, which the server
 * cannot see (src/server-render/server-loaders.ts): the server renders it as a device with nothing
 * saved sees it, a device noted as holding a copy sets that page aside at parse and reads the
 * copy, and a copy without its note still shows once read.
 */
const suite = browserSuite(() => ({ serverRender: true }));

const NOTHING_SAVED = 'No saved repayment code';
const savedLink = () => suite.url(demoPath('/repaymentOfCode2', { orderId: 'PL2024170' }));

/**
 * An init script: records whether the app, once the HTML was parsed, ever put "nothing saved" in
 * the page (the server's own markup, parsed before, does not count).
 */
const RECORD_NOTHING_SAVED_BY_APP = `
  document.addEventListener('DOMContentLoaded', () => {
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node.textContent && node.textContent.includes(${JSON.stringify(NOTHING_SAVED)}))
            window.__nothingSavedByApp = true;
    }).observe(document.body, { childList: true, subtree: true });
  });`;

/** Saves the instalment's pay code on this device, as a borrower does: a tap on its card. */
async function saveCode(page: Page): Promise<void> {
  await page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024170', productId: '1' })));
  await page.getByRole('button', { name: /Dragonpay reference number: 7001248813/ }).click();
  await expectLocator(page.getByTestId('contract-number')).toHaveText('7001248813');
}

describe('the saved pay code rendered by the server', () => {
  it('paints "nothing saved" from the HTML on a device with no copy, and hydrates it without a call', async () => {
    const { page, context, snap } = await suite.phone();
    await context.addInitScript(KEEP_SERVER_HEADING);
    await context.addInitScript(RECORD_STALE_AT_PARSE);
    const api: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) api.push(request.url());
    });
    const response = await page.goto(savedLink());
    const html = (await response?.text()) ?? '';
    expect(html).toContain(NOTHING_SAVED);
    expect(html).toContain('data-stale-if-stored="repaymentInfo.saved"');
    expect(await staleAtParse(page)).toBe(false);
    await eventually(() => serverHeadingHydrated(page)).toBe(true);
    await pageIdle(page);
    await page.getByText(NOTHING_SAVED).waitFor();
    expect(api).toEqual([]);
    await snap('server-render-saved-code-nothing');
  });

  it('a device holding a copy sets the rendered page aside at parse and shows its copy', async () => {
    const { page, context, snap } = await suite.phone();
    await saveCode(page);
    expect(await page.evaluate(() => localStorage.getItem('repaymentInfo.saved'))).toBe('1');
    await context.addInitScript(KEEP_SERVER_HEADING);
    await context.addInitScript(RECORD_STALE_AT_PARSE);
    await context.addInitScript(RECORD_NOTHING_SAVED_BY_APP);
    const response = await page.goto(savedLink());
    expect(await response?.text()).toContain(NOTHING_SAVED);
    expect(await staleAtParse(page)).toBe(true);
    await expectLocator(page.getByTestId('contract-number')).toHaveText('7001248813');
    await expectLocator(page.getByText(NOTHING_SAVED)).toHaveCount(0);
    expect(await serverHeadingHydrated(page)).toBe(false);
    await snap('server-render-saved-code-copy');
    // The borrower never sees "nothing saved", not even for a moment before the copy is read.
    expect(
      await page.evaluate(() => (window as { __nothingSavedByApp?: boolean }).__nothingSavedByApp),
    ).toBeUndefined();
  });

  it('a copy saved without its note (storage that refused it) still shows once read', async () => {
    const { page, context } = await suite.phone();
    await saveCode(page);
    await page.evaluate(() => localStorage.removeItem('repaymentInfo.saved'));
    await context.addInitScript(RECORD_STALE_AT_PARSE);
    await page.goto(savedLink());
    expect(await staleAtParse(page)).toBe(false);
    await expectLocator(page.getByTestId('contract-number')).toHaveText('7001248813');
    await expectLocator(page.getByText(NOTHING_SAVED)).toHaveCount(0);
  });
});
