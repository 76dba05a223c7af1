import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import { KEEP_SERVER_HEADING, serverHeadingHydrated } from '../setup/hydration';
import { openWithAppHeld } from '../setup/hold-app';
import { appStarted, pageIdle } from '../setup/settle';

/*
 * A pop-up the screen shows as it opens, on a page the server rendered (the loan confirmation's
 * promotion, src/paint-guard/open-dialogs.ts): the paint guard opens it as a modal while the page
 * is parsed, so it paints with the page, and the app takes it over as it is.
 */
const suite = browserSuite(() => ({ serverRender: true }));

/** An init script: at the end of parsing (before the app starts), is the promotion a modal? */
const RECORD_PROMO_AT_PARSE = `
  document.addEventListener('DOMContentLoaded', () => {
    const promo = document.querySelector('[data-testid="promo-dialog"]');
    window.__promoAtParse = {
      modal: promo ? promo.matches(':modal') : null,
      appStarted: document.documentElement.hasAttribute('data-app-started'),
    };
  });`;

const promoAtParse = (page: Page) =>
  page.evaluate(() => (window as { __promoAtParse?: unknown }).__promoAtParse);

describe('a pop-up on a page the server rendered', () => {
  it('the promotion is a modal before the app starts, and the app takes it over: it closes, once', async () => {
    const { page, context, snap } = await suite.phone();
    await context.addInitScript(KEEP_SERVER_HEADING);
    await context.addInitScript(RECORD_PROMO_AT_PARSE);
    const response = await page.goto(suite.url(demoPath('/confirmOfPeriod', { productId: '1' })));
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<dialog[^>]*data-testid="promo-dialog"[^>]*data-open-at-load=""/);
    await eventually(() => promoAtParse(page)).toEqual({ modal: true, appStarted: false });

    await appStarted(page);
    await eventually(() => serverHeadingHydrated(page)).toBe(true);
    const promo = page.getByRole('dialog', { name: 'Special offer' });
    await pageIdle(page);
    await expectLocator(promo).toBeVisible();
    expect(await page.locator('dialog:modal').count()).toBe(1);
    // Taken over: the attribute the server wrote is gone, and the close icon works.
    await eventually(() =>
      page.locator('[data-testid="promo-dialog"]').getAttribute('data-open-at-load'),
    ).toBeNull();
    await snap('server-render-promo-popup');
    await promo.getByRole('button', { name: 'Close' }).click();
    await expectLocator(promo).toBeHidden();
    await pageIdle(page);
    expect(await page.locator('dialog:modal').count()).toBe(0);
  });

  it('Escape before the app starts leaves the promotion open (as every tap waits for the app); after, it closes it', async () => {
    const { page } = await suite.phone();
    const { html, release } = await openWithAppHeld(
      page,
      suite.url(demoPath('/confirmOfPeriod', { productId: '1' })),
    );
    expect(html).toContain('id="first-answer"');
    const promo = page.locator('dialog:modal[data-testid="promo-dialog"]');
    await expectLocator(promo).toBeVisible();
    await page.keyboard.press('Escape');
    await expectLocator(promo).toBeVisible();

    release();
    await appStarted(page);
    await pageIdle(page);
    await expectLocator(promo).toBeVisible();
    await page.keyboard.press('Escape');
    await expectLocator(page.getByRole('dialog', { name: 'Special offer' })).toBeHidden();
    // The title goes with the render; the modal closes in the effect after it, which a loaded
    // machine may run a moment later (once failed here in a full run, read straight after idle).
    await expectLocator(page.locator('dialog:modal')).toHaveCount(0);
  });

  it('markup the paint guard hides (a reader who chose Filipino on this phone) opens no modal over the fresh page', async () => {
    const { page, context } = await suite.phone();
    await context.addInitScript(() => localStorage.setItem('app.language', 'fil'));
    await context.addInitScript(RECORD_PROMO_AT_PARSE);
    const response = await page.goto(suite.url(demoPath('/confirmOfPeriod', { productId: '1' })));
    expect(await response?.text()).toContain('data-open-at-load=""');
    await eventually(() => promoAtParse(page)).toEqual({ modal: false, appStarted: false });
    await appStarted(page);
    await expectLocator(page.locator('dialog:modal[data-testid="promo-dialog"]')).toBeVisible();
    await pageIdle(page);
    // The app rendered the screen afresh, in Filipino: one pop-up, and its close icon works.
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('fil');
    expect(await page.locator('dialog:modal').count()).toBe(1);
    await page.locator('dialog:modal button').first().click();
    await pageIdle(page);
    expect(await page.locator('dialog:modal').count()).toBe(0);
  });

  it('a page the app renders afresh after it painted (a phone in another time zone) ends with one pop-up', async () => {
    const { page } = await suite.phone({ context: { timezoneId: 'America/Los_Angeles' } });
    await page.goto(suite.url(demoPath('/confirmOfPeriod', { productId: '1' })));
    await appStarted(page);
    const promo = page.getByRole('dialog', { name: 'Special offer' });
    await expectLocator(promo).toBeVisible();
    await pageIdle(page);
    expect(await page.locator('dialog:modal').count()).toBe(1);
    await promo.getByRole('button', { name: 'Close' }).click();
    await pageIdle(page);
    expect(await page.locator('dialog:modal').count()).toBe(0);
    // Nothing is left inert under a pop-up that is gone.
    await page.getByRole('checkbox').first().click({ trial: true });
  });
});
