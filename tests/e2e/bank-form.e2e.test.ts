import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';
import { eventually, expectLocator } from '../setup/expect-page';
import { pageIdle } from '../setup/settle';
import { hookData } from '../setup/sandbox-hooks';

const suite = browserSuite();
const TITLE = 'Payment account information';

async function openForm(page: Page, extra: Record<string, string> = {}, path = '/bindCard') {
  await page.goto(suite.url(demoPath(path, { productId: '1', ...extra })));
  await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
}

/** The picker button of an item: its name is the item title followed by the shown value. */
function picker(page: Page, title: string) {
  return page.getByRole('button', { name: new RegExp(`^${title} `) });
}

async function pick(page: Page, title: string, option: string) {
  await picker(page, title).click();
  const sheet = page.getByRole('dialog', { name: title });
  await sheet.getByRole('radio', { name: option, exact: true }).check();
  await sheet.getByRole('button', { name: 'Confirm' }).click();
  await sheet.waitFor({ state: 'hidden' });
}

async function axe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations).toEqual([]);
}

describe('bank account screen: card type 1 (bank account)', () => {
  it('opens on the bank account tab with the server items, placeholders and values', async () => {
    const { page, bridge, snap } = await suite.phone();
    await openForm(page);
    await eventually(() => bridge.map((message) => message.action)).toEqual(['startBank']);
    await eventually(() => page.title()).toMatch(/^Payment account information/);

    const bankTab = page.getByRole('tab', { name: 'Bank account' });
    await expectLocator(bankTab).toHaveAttribute('aria-selected', 'true');
    await expectLocator(page.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute(
      'aria-selected',
      'false',
    );

    // Default channel 90006 is pre-chosen; the 90007-only branch city is hidden.
    await expectLocator(picker(page, 'Transfer channel')).toHaveText(
      'InstaPay (arrives in minutes)',
    );
    await expectLocator(picker(page, 'Bank')).toHaveText('Select your bank');
    await expectLocator(page.getByLabel('Bank account number')).toHaveAttribute(
      'placeholder',
      '10 to 16 digits',
    );
    await expectLocator(page.getByLabel('Account holder name')).toHaveValue('Maria Santos');
    await expectLocator(picker(page, 'City of residence')).toBeVisible();
    await expectLocator(picker(page, 'Salary day')).toBeVisible();
    await expectLocator(picker(page, 'Branch city')).toHaveCount(0);
    await expectLocator(page.getByLabel('E-wallet mobile number')).toHaveCount(0);
    await expectLocator(picker(page, 'E-wallet')).toHaveCount(0);

    await snap('bank-card-type-1');
    await axe(page);
  });

  it('pickers: Cancel keeps the value, Confirm sets it; the channel shows its own item', async () => {
    const { page, snap } = await suite.phone();
    await openForm(page);

    await picker(page, 'Bank').click();
    const sheet = page.getByRole('dialog', { name: 'Bank' });
    const group = sheet.getByRole('group', { name: 'Bank' });
    await expectLocator(group.getByRole('radio')).toHaveCount(9);
    await group.getByRole('radio', { name: 'Metrobank' }).check();
    await snap('bank-picker-open');
    await axe(page);
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await expectLocator(picker(page, 'Bank')).toHaveText('Select your bank');

    // Reopening starts from the value in force, not from the cancelled pick.
    await picker(page, 'Bank').click();
    await expectLocator(sheet.getByRole('radio', { name: 'Metrobank' })).toBeChecked(false);
    await sheet.getByRole('button', { name: 'Cancel' }).click();

    await pick(page, 'Bank', 'Metrobank');
    await expectLocator(picker(page, 'Bank')).toHaveText('Metrobank');
    await picker(page, 'Bank').click();
    await expectLocator(sheet.getByRole('radio', { name: 'Metrobank' })).toBeChecked();
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    // Choosing channel 90007 shows the 90007-only item; back to 90006 hides it again.
    await pick(page, 'Transfer channel', 'PESONet (next banking day)');
    await picker(page, 'Branch city').waitFor();
    await pick(page, 'Branch city', 'Makati');
    await expectLocator(picker(page, 'Branch city')).toHaveText('Makati');
    await pick(page, 'Transfer channel', 'InstaPay (arrives in minutes)');
    await picker(page, 'Branch city').waitFor({ state: 'detached' });

    await pick(page, 'City of residence', 'Cebu City');
    await picker(page, 'Salary day').click();
    const days = page.getByRole('dialog', { name: 'Salary day' });
    await expectLocator(days.getByRole('radio')).toHaveCount(31);
    await days.getByRole('radio', { name: '15', exact: true }).check();
    await snap('bank-day-picker');
    await days.getByRole('button', { name: 'Confirm' }).click();
    await expectLocator(picker(page, 'Salary day')).toHaveText('Day 15');
    await snap('bank-card-type-1-filled');
  });

  it('strips every non-digit from typed and pasted numbers; the name keeps letters', async () => {
    const { page, context } = await suite.phone();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openForm(page);
    const account = page.getByLabel('Bank account number');
    await account.pressSequentially('12a-3 4.5e6');
    await expectLocator(account).toHaveValue('123456');
    await expectLocator(account).toHaveAttribute('inputmode', 'numeric');

    await account.fill('');
    await page.evaluate(() => navigator.clipboard.writeText('BPI 0012-3456-7890 '));
    await account.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expectLocator(account).toHaveValue('001234567890');

    const name = page.getByLabel('Account holder name');
    await name.fill('');
    await name.pressSequentially("Ma. Niña D'Cruz-Santos");
    await expectLocator(name).toHaveValue("Ma. Niña D'Cruz-Santos");

    await page.getByRole('tab', { name: 'E-wallet' }).click();
    const mobile = page.getByLabel('E-wallet mobile number');
    await mobile.fill('');
    await page.evaluate(() => navigator.clipboard.writeText('0917-555 12 34'));
    await mobile.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expectLocator(mobile).toHaveValue('09175551234');
    await mobile.pressSequentially('99');
    await expectLocator(mobile, 'kept to 11 digits').toHaveValue('09175551234');
  });

  it('hides Next while the keyboard shrinks the viewport by more than 60 px', async () => {
    const { page, snap } = await suite.phone();
    await openForm(page);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await page.getByLabel('Bank account number').focus();

    await page.setViewportSize({ width: 360, height: 690 });
    // The page has the new size; its resize event goes out before the next frame, and once the
    // page is idle after that frame the app has rendered whatever it decided.
    await eventually(() => page.evaluate(() => window.visualViewport?.height)).toBe(690);
    await pageIdle(page);
    await expectLocator(next, '50 px is not a keyboard').toBeVisible();

    await page.setViewportSize({ width: 360, height: 420 });
    await next.waitFor({ state: 'hidden' });
    await snap('bank-keyboard-open');

    await page.setViewportSize({ width: 360, height: 740 });
    await next.waitFor({ state: 'visible' });
  });

  it('checks required items at the field before sending', async () => {
    const { page, snap } = await suite.phone();
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v3/bind-card/'))
        saves += request.url().includes('init') ? 0 : 1;
    });
    await openForm(page);
    await page.getByLabel('Account holder name').fill('');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    const messages = [
      'Please choose: Bank',
      'Bank account number is required',
      'Account holder name is required',
      'Please choose: City of residence',
      'Please choose: Salary day',
    ];
    for (const message of messages) await page.getByText(message, { exact: true }).waitFor();
    // The first invalid field takes focus, and each field names its message.
    await eventually(() =>
      picker(page, 'Bank').evaluate((element) => element === document.activeElement),
    ).toBe(true);
    await expectLocator(picker(page, 'Bank')).toHaveAttribute('aria-invalid', 'true');
    const account = page.getByLabel('Bank account number');
    await expectLocator(account).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await account.getAttribute('aria-describedby')) ?? '';
    await expectLocator(page.locator(`[id="${describedBy}"]`)).toHaveText(
      'Bank account number is required',
    );
    await snap('bank-validation');
    await axe(page);

    // Fixing a field clears its message as it is typed.
    await account.fill('1234567890');
    await page.getByText('Bank account number is required').waitFor({ state: 'detached' });
    await expectLocator(account).toHaveAttribute('aria-invalid', null);

    await page.getByRole('tab', { name: 'E-wallet' }).click();
    const mobile = page.getByLabel('E-wallet mobile number');
    await mobile.fill('0817123456');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Enter an 11-digit mobile number starting with 09').waitFor();
    await page.getByText('Please choose: E-wallet').waitFor();
    await expectLocator(mobile).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toBe(0);
  });

  it('keeps everything typed when the server refuses the save, and shows its message', async () => {
    const { page, bridge, snap } = await suite.phone();
    await openForm(page);
    await pick(page, 'Bank', 'BDO Unibank');
    await page.getByLabel('Bank account number').fill('0000000000');
    await pick(page, 'City of residence', 'Pasig');
    await pick(page, 'Salary day', '30');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page
      .getByText(
        'The bank could not verify this account. Please check the account number and try again.',
      )
      .waitFor();
    await snap('bank-save-refused');
    await expectLocator(page.getByLabel('Bank account number')).toHaveValue('0000000000');
    await expectLocator(picker(page, 'Bank')).toHaveText('BDO Unibank');
    await expectLocator(picker(page, 'Salary day')).toHaveText('Day 30');
    expect(bridge.map((message) => message.action)).toEqual(['startBank']);
    expect(await hookData(suite, '/sandbox/bound-cards', v.array(v.unknown()))).toEqual([]);
    // The button is usable again for another try.
    await expectLocator(page.getByRole('button', { name: 'Next', exact: true })).toHaveAttribute(
      'aria-busy',
      null,
    );
  });
});

describe('bank account screen: card type 2 (e-wallet)', () => {
  it('shows the e-wallet items only, pre-filled with the borrower mobile', async () => {
    const { page, snap } = await suite.phone();
    await openForm(page, { cardType: '2' }, '/bindBank');
    const walletTab = page.getByRole('tab', { name: 'E-wallet' });
    await expectLocator(walletTab).toHaveAttribute('aria-selected', 'true');
    await expectLocator(page.getByLabel('E-wallet mobile number')).toHaveValue(
      DEMO_SESSION.mobilePhone,
    );
    await expectLocator(page.getByLabel('E-wallet mobile number')).toHaveAttribute(
      'placeholder',
      '09XXXXXXXXX',
    );
    await expectLocator(picker(page, 'Transfer channel')).toHaveCount(0);
    await expectLocator(picker(page, 'Bank')).toHaveCount(0);
    await expectLocator(page.getByLabel('Bank account number')).toHaveCount(0);

    await picker(page, 'E-wallet').click();
    const sheet = page.getByRole('dialog', { name: 'E-wallet' });
    await expectLocator(sheet.getByRole('radio')).toHaveCount(2);
    await expectLocator(sheet.locator('label')).toHaveTexts(['GCash', 'Maya']);
    await sheet.getByRole('radio', { name: 'Maya' }).check();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expectLocator(picker(page, 'E-wallet')).toHaveText('Maya');
    await snap('bank-card-type-2');
    await axe(page);

    // Arrow keys move between the tabs; the shared name item keeps its value.
    await walletTab.focus();
    await page.keyboard.press('ArrowLeft');
    await expectLocator(page.getByRole('tab', { name: 'Bank account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expectLocator(page.getByLabel('Account holder name')).toHaveValue('Maria Santos');
    await page.keyboard.press('ArrowRight');
    await expectLocator(picker(page, 'E-wallet')).toHaveText('Maya');
  });

  it('the legacy #/addnormalcard link opens the bank account tab; from the card page (from=payway), the form binds a card to pay with', async () => {
    const { page } = await suite.phone();
    const legacy = (extra: Record<string, string>) =>
      suite.url(
        `/#/addnormalcard?${new URLSearchParams({ ...DEMO_SESSION, productId: '1', orderId: 'PL2024174', ...extra })}`,
      );
    await page.goto(legacy({}));
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.waitForURL((url) => url.pathname === '/bindCard');
    expect(new URL(page.url()).searchParams.get('cardType')).toBe('1');
    await expectLocator(page.getByRole('tab', { name: 'Bank account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // The spec's link from the card repayment page: a card to pay with, bank cards only
    // (docs/decisions/bank-card-for-paying.md).
    await page.goto(legacy({ from: 'payway' }));
    await page.getByRole('heading', { name: 'Add a card to pay with' }).waitFor();
    expect(new URL(page.url()).searchParams.get('cardType')).toBe('1');
    await expectLocator(page.getByRole('tab')).toHaveCount(0);
    await page.getByLabel('Bank account number').waitFor();
  });
});
