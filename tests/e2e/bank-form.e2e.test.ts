import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';

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
    expect(bridge.map((message) => message.action)).toEqual(['startBank']);
    await expect(page.title()).resolves.toMatch(/^Payment account information/);

    const bankTab = page.getByRole('tab', { name: 'Bank account' });
    await expect(bankTab.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(
      page.getByRole('tab', { name: 'E-wallet' }).getAttribute('aria-selected'),
    ).resolves.toBe('false');

    // Default channel 90006 is pre-chosen; the 90007-only branch city is hidden.
    await expect(picker(page, 'Transfer channel').textContent()).resolves.toBe(
      'InstaPay (arrives in minutes)',
    );
    await expect(picker(page, 'Bank').textContent()).resolves.toBe('Select your bank');
    await expect(page.getByLabel('Bank account number').getAttribute('placeholder')).resolves.toBe(
      '10 to 16 digits',
    );
    await expect(page.getByLabel('Account holder name').inputValue()).resolves.toBe('Maria Santos');
    await expect(picker(page, 'City of residence').isVisible()).resolves.toBe(true);
    await expect(picker(page, 'Salary day').isVisible()).resolves.toBe(true);
    await expect(picker(page, 'Branch city').count()).resolves.toBe(0);
    await expect(page.getByLabel('E-wallet mobile number').count()).resolves.toBe(0);
    await expect(picker(page, 'E-wallet').count()).resolves.toBe(0);

    await snap('bank-card-type-1');
    await axe(page);
  });

  it('pickers: Cancel keeps the value, Confirm sets it; the channel shows its own item', async () => {
    const { page, snap } = await suite.phone();
    await openForm(page);

    await picker(page, 'Bank').click();
    const sheet = page.getByRole('dialog', { name: 'Bank' });
    const group = sheet.getByRole('group', { name: 'Bank' });
    await expect(group.getByRole('radio').count()).resolves.toBe(9);
    await group.getByRole('radio', { name: 'Metrobank' }).check();
    await snap('bank-picker-open');
    await axe(page);
    await sheet.getByRole('button', { name: 'Cancel' }).click();
    await sheet.waitFor({ state: 'hidden' });
    await expect(picker(page, 'Bank').textContent()).resolves.toBe('Select your bank');

    // Reopening starts from the value in force, not from the cancelled pick.
    await picker(page, 'Bank').click();
    await expect(sheet.getByRole('radio', { name: 'Metrobank' }).isChecked()).resolves.toBe(false);
    await sheet.getByRole('button', { name: 'Cancel' }).click();

    await pick(page, 'Bank', 'Metrobank');
    await expect(picker(page, 'Bank').textContent()).resolves.toBe('Metrobank');
    await picker(page, 'Bank').click();
    await expect(sheet.getByRole('radio', { name: 'Metrobank' }).isChecked()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    // Choosing channel 90007 shows the 90007-only item; back to 90006 hides it again.
    await pick(page, 'Transfer channel', 'PESONet (next banking day)');
    await picker(page, 'Branch city').waitFor();
    await pick(page, 'Branch city', 'Makati');
    await expect(picker(page, 'Branch city').textContent()).resolves.toBe('Makati');
    await pick(page, 'Transfer channel', 'InstaPay (arrives in minutes)');
    await picker(page, 'Branch city').waitFor({ state: 'detached' });

    await pick(page, 'City of residence', 'Cebu City');
    await picker(page, 'Salary day').click();
    const days = page.getByRole('dialog', { name: 'Salary day' });
    await expect(days.getByRole('radio').count()).resolves.toBe(31);
    await days.getByRole('radio', { name: '15', exact: true }).check();
    await snap('bank-day-picker');
    await days.getByRole('button', { name: 'Confirm' }).click();
    await expect(picker(page, 'Salary day').textContent()).resolves.toBe('Day 15');
    await snap('bank-card-type-1-filled');
  });

  it('strips every non-digit from typed and pasted numbers; the name keeps letters', async () => {
    const { page, context } = await suite.phone();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openForm(page);
    const account = page.getByLabel('Bank account number');
    await account.pressSequentially('12a-3 4.5e6');
    await expect(account.inputValue()).resolves.toBe('123456');
    await expect(account.getAttribute('inputmode')).resolves.toBe('numeric');

    await account.fill('');
    await page.evaluate(() => navigator.clipboard.writeText('BPI 0012-3456-7890 '));
    await account.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(account.inputValue()).resolves.toBe('001234567890');

    const name = page.getByLabel('Account holder name');
    await name.fill('');
    await name.pressSequentially("Ma. Niña D'Cruz-Santos");
    await expect(name.inputValue()).resolves.toBe("Ma. Niña D'Cruz-Santos");

    await page.getByRole('tab', { name: 'E-wallet' }).click();
    const mobile = page.getByLabel('E-wallet mobile number');
    await mobile.fill('');
    await page.evaluate(() => navigator.clipboard.writeText('0917-555 12 34'));
    await mobile.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(mobile.inputValue()).resolves.toBe('09175551234');
    await mobile.pressSequentially('99');
    await expect(mobile.inputValue(), 'kept to 11 digits').resolves.toBe('09175551234');
  });

  it('hides Next while the keyboard shrinks the viewport by more than 60 px', async () => {
    const { page, snap } = await suite.phone();
    await openForm(page);
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await page.getByLabel('Bank account number').focus();

    await page.setViewportSize({ width: 360, height: 690 });
    await page.waitForTimeout(100);
    await expect(next.isVisible(), '50 px is not a keyboard').resolves.toBe(true);

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
    await expect(
      picker(page, 'Bank').evaluate((element) => element === document.activeElement),
    ).resolves.toBe(true);
    await expect(picker(page, 'Bank').getAttribute('aria-invalid')).resolves.toBe('true');
    const account = page.getByLabel('Bank account number');
    await expect(account.getAttribute('aria-invalid')).resolves.toBe('true');
    const describedBy = (await account.getAttribute('aria-describedby')) ?? '';
    await expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toBe(
      'Bank account number is required',
    );
    await snap('bank-validation');
    await axe(page);

    // Fixing a field clears its message as it is typed.
    await account.fill('1234567890');
    await page.getByText('Bank account number is required').waitFor({ state: 'detached' });
    await expect(account.getAttribute('aria-invalid')).resolves.toBeNull();

    await page.getByRole('tab', { name: 'E-wallet' }).click();
    const mobile = page.getByLabel('E-wallet mobile number');
    await mobile.fill('0817123456');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByText('Enter an 11-digit mobile number starting with 09').waitFor();
    await page.getByText('Please choose: E-wallet').waitFor();
    await expect(mobile.getAttribute('aria-invalid')).resolves.toBe('true');
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
    await expect(page.getByLabel('Bank account number').inputValue()).resolves.toBe('0000000000');
    await expect(picker(page, 'Bank').textContent()).resolves.toBe('BDO Unibank');
    await expect(picker(page, 'Salary day').textContent()).resolves.toBe('Day 30');
    expect(bridge.map((message) => message.action)).toEqual(['startBank']);
    const cards = await fetch(suite.url('/api/sandbox/bound-cards')).then((r) => r.json());
    expect(cards).toMatchObject({ code: 0, data: [] });
    // The button is usable again for another try.
    await expect(
      page.getByRole('button', { name: 'Next', exact: true }).getAttribute('aria-busy'),
    ).resolves.toBeNull();
  });
});

describe('bank account screen: card type 2 (e-wallet)', () => {
  it('shows the e-wallet items only, pre-filled with the borrower mobile', async () => {
    const { page, snap } = await suite.phone();
    await openForm(page, { cardType: '2' }, '/bindBank');
    const walletTab = page.getByRole('tab', { name: 'E-wallet' });
    await expect(walletTab.getAttribute('aria-selected')).resolves.toBe('true');
    await expect(page.getByLabel('E-wallet mobile number').inputValue()).resolves.toBe(
      DEMO_SESSION.mobilePhone,
    );
    await expect(
      page.getByLabel('E-wallet mobile number').getAttribute('placeholder'),
    ).resolves.toBe('09XXXXXXXXX');
    await expect(picker(page, 'Transfer channel').count()).resolves.toBe(0);
    await expect(picker(page, 'Bank').count()).resolves.toBe(0);
    await expect(page.getByLabel('Bank account number').count()).resolves.toBe(0);

    await picker(page, 'E-wallet').click();
    const sheet = page.getByRole('dialog', { name: 'E-wallet' });
    await expect(sheet.getByRole('radio').count()).resolves.toBe(2);
    await expect(sheet.locator('label').allTextContents()).resolves.toEqual(['GCash', 'Maya']);
    await sheet.getByRole('radio', { name: 'Maya' }).check();
    await sheet.getByRole('button', { name: 'Confirm' }).click();
    await expect(picker(page, 'E-wallet').textContent()).resolves.toBe('Maya');
    await snap('bank-card-type-2');
    await axe(page);

    // Arrow keys move between the tabs; the shared name item keeps its value.
    await walletTab.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(
      page.getByRole('tab', { name: 'Bank account' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await expect(page.getByLabel('Account holder name').inputValue()).resolves.toBe('Maria Santos');
    await page.keyboard.press('ArrowRight');
    await expect(picker(page, 'E-wallet').textContent()).resolves.toBe('Maya');
  });

  it('the legacy #/addnormalcard link opens the bank account tab', async () => {
    const { page } = await suite.phone();
    await page.goto(
      suite.url(
        `/#/addnormalcard?${new URLSearchParams({ ...DEMO_SESSION, productId: '1', orderId: 'PL2024174', from: 'payway' })}`,
      ),
    );
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.waitForURL((url) => url.pathname === '/bindCard');
    expect(new URL(page.url()).searchParams.get('cardType')).toBe('1');
    await expect(
      page.getByRole('tab', { name: 'Bank account' }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
  });
});
