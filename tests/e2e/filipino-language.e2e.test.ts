import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';

const suite = browserSuite();
/** Screens we leave may still be loading their data when the test moves on. */
const LEAVING = [/Failed to load resource/, /request failed: .*\/api\//];

/**
 * Records every piece of text added to the page from the very first byte, so a test can prove
 * that nothing showed in English before the Filipino wording arrived.
 */
const RECORD_TEXT = `
  window.__shownText = [];
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) window.__shownText.push(node.textContent ?? '');
  }).observe(document, { childList: true, subtree: true });`;

function shownText(page: Page): Promise<string> {
  return page.evaluate(() =>
    (window as unknown as { __shownText: string[] }).__shownText.join('\n'),
  );
}

function htmlLang(page: Page): Promise<string> {
  return page.evaluate(() => document.documentElement.lang);
}

describe('choosing the language', () => {
  it('lang=fil from the native app: Filipino from the first paint, kept for the session', async () => {
    const { page, context, snap } = await suite.phone({ allowErrors: LEAVING });
    await context.addInitScript(RECORD_TEXT);
    await page.goto(
      suite.url(demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1', lang: 'fil' })),
    );
    await page.getByRole('heading', { name: 'Detalye ng order', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'MAGBAYAD' }).waitFor();
    expect(await htmlLang(page)).toBe('fil');
    await expect.poll(() => page.title()).toBe('Detalye ng order · PesoLoan');
    const shown = await shownText(page);
    expect(shown).toContain('Detalye ng order');
    for (const english of ['Order Details', 'REPAY', 'Short of money?', 'loading...'])
      expect(shown, `"${english}" was shown`).not.toContain(english);
    await snap('fil-order-174');

    // A link of the same session without `lang` stays in Filipino.
    await page.goto(suite.url(demoPath('/customerService')));
    await page.getByRole('heading', { name: 'Online na serbisyo', level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('fil');
  });

  it('follows the browser when nothing else says: fil-PH is Filipino, en-PH English', async () => {
    const filipino = await suite.phone({ context: { locale: 'fil-PH' } });
    await filipino.page.goto(suite.url(demoPath('/aboutUs')));
    await filipino.page.getByRole('heading', { name: 'Tungkol sa amin', level: 1 }).waitFor();
    expect(await htmlLang(filipino.page)).toBe('fil');

    const english = await suite.phone();
    await english.page.goto(suite.url(demoPath('/aboutUs')));
    await english.page.getByRole('heading', { name: 'About us', level: 1 }).waitFor();
    expect(await htmlLang(english.page)).toBe('en');
  });

  it('the switch on the corporate site: kept across reloads, a later lang=en link wins', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url('/'));
    const switchGroup = page.getByRole('group', { name: 'Language' });
    await expect
      .poll(() => switchGroup.getByRole('button', { pressed: true }).textContent())
      .toBe('English');
    await snap('lang-switch-en');
    await switchGroup.getByRole('button', { name: 'Filipino' }).click();
    await page
      .getByRole('heading', { name: 'Mabilis na cash loan, diretso sa iyong account' })
      .waitFor();
    const filipinoSwitch = page.getByRole('group', { name: 'Wika' });
    await expect
      .poll(() => filipinoSwitch.getByRole('button', { pressed: true }).textContent())
      .toBe('Filipino');
    expect(await htmlLang(page)).toBe('fil');
    await snap('lang-switch-fil');

    await page.reload();
    await page.getByRole('group', { name: 'Wika' }).waitFor();
    // Another page load on the device (a new session) keeps the choice too.
    await page.evaluate(() => sessionStorage.clear());
    await page.goto(suite.url('/Contact'));
    await page.getByRole('heading', { name: 'Makipag-ugnayan sa amin' }).waitFor();

    // The native app's lang=en is the instruction for its link, and for the rest of the session.
    await page.goto(suite.url('/promotion?id=7&lang=en'));
    await page.getByRole('group', { name: 'Language' }).waitFor();
    await page.goto(suite.url('/promotion?id=7'));
    await page.getByRole('button', { name: 'Register' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
  });

  it('the switch drops a lang the address carries, so the choice holds after the reload', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath('/testPreview', { lang: 'en' })));
    await page
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'Filipino' })
      .click();
    await page.getByRole('group', { name: 'Wika' }).waitFor();
    expect(new URL(page.url()).searchParams.has('lang')).toBe(false);
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe('demo-session-10001');
    await page.getByRole('heading', { name: 'Preview para sa developer', level: 1 }).waitFor();
  });

  it('legal pages stay in English, the governing text, with a Filipino note first', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/privacyPolicy', { lang: 'fil' })));
    const note = page.getByText('ang English na bersyon ang opisyal at masusunod', {
      exact: false,
    });
    await note.waitFor();
    await page.getByRole('heading', { name: '1. What we collect and why' }).waitFor();
    expect(await page.locator('article').getAttribute('lang')).toBe('en');
    expect(await note.getAttribute('lang')).toBe('fil');
    await snap('fil-privacy-policy');

    await page.goto(suite.url(demoPath('/loanAgreement')));
    await note.waitFor();
    await page.goto(suite.url('/promotion#/agreementTemplate?id=7'));
    await note.waitFor();

    // English pages carry no note.
    await page.goto(suite.url(demoPath('/privacyPolicy', { lang: 'en' })));
    await page.getByRole('heading', { name: '1. What we collect and why' }).waitFor();
    expect(await page.getByText('masusunod', { exact: false }).count()).toBe(0);
  });
});
