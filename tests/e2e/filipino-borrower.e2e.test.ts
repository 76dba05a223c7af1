import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import { hookData } from '../setup/sandbox-hooks';
import { loggedRepaymentCode } from './repay-card-helpers';

/**
 * The borrower screens in Filipino (`lang=fil`, as the native app opens them): every label,
 * button and message the app writes is Filipino; every call says `Accept-Language: fil-PH`, so
 * the sandbox answers its status texts, detail-row labels and complaint type names in Filipino
 * too (what else the lender's API sends is shown as sent); amounts read `₱7,650.00`.
 */
const suite = browserSuite();
/** Screens we leave may still be loading their data when the test moves on. */
const LEAVING = [/Failed to load resource/, /request failed: .*\/api\//];

function filipino(path: string, extra: Record<string, string> = {}): string {
  return suite.url(demoPath(path, { ...extra, lang: 'fil' }));
}

async function toast(page: Page, text: string) {
  await page.getByTestId('toast').filter({ hasText: text }).waitFor();
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((item) => `${item.id}: ${item.nodes[0]?.target}`)).toEqual([]);
}

describe('borrower screens in Filipino', () => {
  it('order detail: Filipino title, buttons and rating messages', async () => {
    const { page, snap } = await suite.phone({ allowErrors: LEAVING });
    await page.goto(filipino('/loanDetail', { orderId: 'PL2024174', productId: '1' }));
    await page.getByRole('heading', { name: 'Detalye ng order', level: 1 }).waitFor();
    const actions = page.getByRole('region', { name: 'Mga aksyon' });
    await expectLocator(actions.getByRole('button')).toHaveTexts(['MAGBAYAD', 'Rollover na bayad']);
    await actions.getByText('Kapos sa pera?').waitFor();
    const status = page.getByRole('region', { name: 'Status ng order' });
    // The lender's status title and detail rows, asked for in Filipino; amounts grouped as
    // Filipinos read them.
    await status.getByRole('heading', { name: 'Malapit na ang due date' }).waitFor();
    await page.getByText('Halagang dapat bayaran', { exact: true }).waitFor();
    const due = page.getByText('₱10,925.00', { exact: true });
    await due.waitFor();
    // Beside the longer Filipino label the amount stays on one line; the label wraps.
    const lines = await due.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return range.getClientRects().length;
    });
    expect(lines).toBe(1);
    await snap('fil-order-174');
    await expectNoAxeViolations(page);

    suite.sandbox.db
      .prepare("UPDATE order_extras SET is_score = 1 WHERE order_no = 'PL2024200'")
      .run();
    await page.clock.install();
    await page.goto(filipino('/loanDetail', { orderId: 'PL2024200', productId: '4' }));
    await expectLocator(actions.getByRole('button')).toHaveTexts(['Umutang ulit']);
    await page.clock.runFor(3100);
    const rating = page.getByRole('dialog', { name: 'I-rate ang iyong karanasan' });
    await rating.waitFor();
    await rating.getByRole('button', { name: 'Ipadala' }).click();
    // The spec's 'Silakan pilih' (please choose), in Filipino.
    await expectLocator(page.getByTestId('toast')).toHaveText('Pumili muna ng bituin');
    await rating.getByRole('radio', { name: '2 stars' }).click({ force: true });
    await snap('fil-order-rating');
    await rating.getByRole('button', { name: 'Ipadala' }).click();
    await page.getByRole('dialog', { name: 'Salamat sa iyong feedback' }).waitFor();
  });

  it('instalment repayment: amount, more/hide, copy and the payment-method sheet', async () => {
    const { page, snap, bridge } = await suite.phone();
    await page.goto(filipino('/repay', { orderId: 'PL2024170', productId: '1' }));
    await page.getByRole('heading', { name: 'Pagbabayad', level: 1 }).waitFor();
    await page.getByText('Petsa ng bayad 2026-12-05').waitFor();
    await expectLocator(page.getByTestId('repay-amount')).toHaveText('₱7,650.00');
    const rows = page.getByRole('region', { name: 'Detalye ng loan' }).locator('dt');
    await expectLocator(rows).toHaveCount(2);
    // The tip picture is drawn inline with its words from the Filipino catalogue.
    const tip = page.getByRole('link', {
      name: /^Paano magbayad gamit ang iyong reference number/,
    });
    await expectLocator(tip.locator('svg text').nth(2)).toHaveText('Paano magbayad');
    await expectLocator(tip.locator('svg text').nth(4)).toHaveText('Tingnan ›');
    await snap('fil-repay-instalment');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Ipakita pa' }).click();
    await expectLocator(rows).toHaveCount(5);
    await page.getByRole('button', { name: 'Itago' }).click();
    await expectLocator(rows).toHaveCount(2);

    await page.getByRole('button', { name: 'I-copy ang pay code 7001248813' }).click();
    await toast(page, 'Na-copy na');
    expect(bridge).toContainEqual({ action: 'copy', payload: { text: '7001248813' } });

    await page.getByRole('button', { name: 'Paraan ng pagbabayad' }).click();
    const sheet = page.getByRole('dialog', { name: 'Paraan ng pagbabayad' });
    await sheet.getByText('Pumili ng paraan ng pagbabayad').waitFor();
    await sheet.getByRole('button', { name: 'Magbayad' }).waitFor();
    await snap('fil-repay-sheet');
    await expectNoAxeViolations(page);
  });

  it('card repayment: choose a card first, then the SMS verification, in Filipino', async () => {
    const { page, snap } = await suite.phone({ allowErrors: LEAVING });
    await page.goto(filipino('/repayment', { orderId: 'PL2024180', productId: '2' }));
    await page.getByRole('heading', { name: 'Paraan ng pagbabayad', level: 1 }).waitFor();
    await expectLocator(page.getByTestId('card-amount')).toHaveText('₱7,120.00');
    const cards = page.getByRole('group', { name: 'Pumili ng bank card' });
    await expectLocator(cards.getByRole('radio')).toHaveCount(3);
    await snap('fil-repay-card');
    await expectNoAxeViolations(page);
    const pay = page.getByRole('button', { name: 'Magbayad', exact: true });
    await pay.click();
    await toast(page, 'Pumili muna ng bank card na ipambabayad');

    await cards.getByText('BDO Unibank').click();
    await pay.click();
    const dialog = page.getByRole('dialog', { name: 'SMS verification' });
    await dialog.waitFor();
    await toast(page, 'Naipadala na ang verification code, pakitingnan ang iyong phone');
    await expectLocator(
      dialog.getByRole('button', { name: /^Ipadala ulit sa \d+s$/ }),
    ).toBeVisible();
    const input = dialog.getByLabel('Verification code');
    await input.fill('123');
    await dialog.getByRole('button', { name: 'I-confirm' }).click();
    await toast(page, 'Pakilagay ang tamang verification code');
    await snap('fil-repay-card-sms');
    await expectNoAxeViolations(page);
    await input.fill(loggedRepaymentCode(suite, 'PL2024180'));
    await dialog.getByRole('button', { name: 'I-confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    await page.getByRole('heading', { name: 'Detalye ng order', level: 1 }).waitFor();
  });

  it('complaint start: question types, the refusal and the next page, in Filipino', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(filipino('/complaint'));
    await page.getByRole('heading', { name: 'Online na serbisyo', level: 1 }).waitFor();
    await page.getByTestId('selected-order').getByText('PL2024200').waitFor();
    await page.getByRole('heading', { name: 'Piliin ang uri ng tanong' }).waitFor();
    await snap('fil-complaints-start');
    await expectNoAxeViolations(page);

    // The lender's type names, asked for in Filipino.
    await page.getByRole('button', { name: 'Reklamo sa paniningil' }).click();
    await expectLocator(page.getByTestId('toast')).toHaveText(
      'Hindi puwedeng magreklamo tungkol sa collection para sa napiling order',
    );
    await page.getByRole('button', { name: /^Lahat ng order/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Pumili ng order' });
    await sheet.getByRole('button', { name: /PL2024170/ }).click();
    await sheet.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Problema sa pagbabayad' }).click();
    await page.waitForURL((url) => url.pathname === '/complainPageNext');
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe(DEMO_SESSION.sessionId);
    await page.getByRole('heading', { name: 'Online na serbisyo', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Ipadala' }).click();
    await toast(page, 'Pakisulat ang iyong mga komento at suhestiyon');
    await snap('fil-complaints-submit');
    await expectNoAxeViolations(page);
  });

  it('e-wallet account: a +63 number as copied from contacts is saved as 09XXXXXXXXX', async () => {
    const { page, bridge } = await suite.phone();
    await page.goto(filipino('/bindCard', { productId: '1', cardType: '2' }));
    await page.getByRole('heading', { name: 'Ang iyong payment account', level: 1 }).waitFor();
    const pick = async (title: string, option: string) => {
      await page.getByRole('button', { name: new RegExp(`^${title} `) }).click();
      const sheet = page.getByRole('dialog', { name: title });
      await sheet.getByRole('radio', { name: option, exact: true }).check();
      await sheet.getByRole('button', { name: 'I-confirm' }).click();
      await sheet.waitFor({ state: 'hidden' });
    };
    await pick('E-wallet', 'GCash');
    const mobile = page.getByLabel('E-wallet mobile number');
    await mobile.fill('');
    await mobile.pressSequentially('+63 917-555-1234');
    await expectLocator(mobile).toHaveValue('+639175551234');
    await pick('City of residence', 'Pasig');
    await pick('Salary day', '15');
    const saved = page.waitForRequest((request) => request.url().includes('/bind-card/save'));
    await page.getByRole('button', { name: 'Susunod', exact: true }).click();
    expect(JSON.parse((await saved).postData() ?? '')).toMatchObject({
      wallet_no: '09175551234',
    });
    await eventually(() => bridge.map((message) => message.action)).toContain('closeWebView');
    const cards = await hookData(
      suite,
      '/sandbox/bound-cards',
      v.array(v.object({ fields: v.record(v.string(), v.string()) })),
    );
    expect(cards[0]?.fields.wallet_no).toBe('09175551234');
  });
});
