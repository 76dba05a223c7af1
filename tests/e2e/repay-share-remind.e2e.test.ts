import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';

const suite = browserSuite();

/** 10:00 on 27 November 2026 in Manila: the phone's clock in these tests. */
const MANILA_MORNING = new Date('2026-11-27T10:00:00+08:00');

const repay = (orderId: string, productId: string, extra: Record<string, string> = {}) =>
  suite.url(demoPath('/repay', { orderId, productId, ...extra }));
const rollover = (extra: Record<string, string> = {}) =>
  suite.url(demoPath('/repayDelay', { orderId: 'PL2024174', productId: '1', ...extra }));

/** Every value of the demo session that must never leave the phone in a file or a message. */
const SESSION_VALUES = Object.values(DEMO_SESSION);

async function noAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((item) => `${item.id}: ${item.help}`)).toEqual([]);
}

/** A browser with the Web Share API: what the page shared is kept for the test to read. */
async function withWebShare(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: (data: ShareData) => {
        shared.push(data);
        return Promise.resolve();
      },
    });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  });
}

/** A browser without the Web Share API (Chromium on a desktop, Android's webview). */
async function withoutWebShare(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: undefined });
  });
}

function sharedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as { __shared?: ShareData[] }).__shared ?? []).map((data) => data.text ?? ''),
  );
}

/** The share text of Maria's PL2024170 instalment on the morning of 27 November, in English. */
const INSTALMENT_SHARE = [
  'Please help me pay my PesoLoan loan at a store or e-wallet.',
  'Amount: ₱7,650.00',
  'Dragonpay reference number: 7001248813',
  'Pay on or before 2026-11-27 (Philippine time); after that day the amount may change.',
  '',
  'Where to pay:',
  '• E-wallet (GCash, Maya): Open GCash and tap Pay Bills. Choose Payment Solutions, then Dragonpay. Enter your reference number and the exact amount. Confirm and keep the receipt.',
  '• Over the counter (7-Eleven (CLiQQ kiosk or cashier), Cebuana Lhuillier): Tell the cashier you are paying Dragonpay. Give your reference number and the exact amount. Pay in cash and keep the deposit slip.',
  '',
  'Please keep the deposit slip as proof of payment.',
].join('\n');

/** The downloaded calendar file's lines, continuation lines joined (RFC 5545 unfolding). */
function calendarLines(text: string): string[] {
  return text.replace(/\r\n /g, '').trimEnd().split('\r\n');
}

async function downloadReminder(page: Page, name: string | RegExp) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name }).click(),
  ]);
  const text = readFileSync(await download.path(), 'utf8');
  return { name: download.suggestedFilename(), text, lines: calendarLines(text) };
}

describe('due in N days, computed in Manila', () => {
  it('counts the days to the instalment’s due date from the Manila day, whatever the phone’s zone', async () => {
    // 18:00 on 26 November in Los Angeles is already 10:00 on the 27th in Manila.
    const { page, snap } = await suite.phone({
      bridge: 'none',
      context: { timezoneId: 'America/Los_Angeles' },
    });
    await page.clock.setFixedTime(MANILA_MORNING);
    await page.goto(repay('PL2024170', '1'));
    await page.getByText('Repayment date 2026-12-05').waitFor();
    await expectLocator(page.getByTestId('due-in')).toHaveText('Due in 8 days');
    await page.getByRole('button', { name: 'Add reminder', exact: false }).waitFor();
    await snap('repay-due-in');
    await noAxeViolations(page);
  });

  it('says how many days an order is overdue', async () => {
    const { page, snap } = await suite.phone();
    await page.clock.setFixedTime(MANILA_MORNING);
    await page.goto(repay('PL2024180', '2'));
    await expectLocator(page.getByTestId('due-in')).toHaveText('17 days overdue');
    await expectLocator(page.getByTestId('due-in')).toHaveAttribute('data-overdue', 'true');
    await snap('repay-overdue');
  });

  it('counts to the rollover’s next payment date', async () => {
    const { page, snap } = await suite.phone();
    await page.clock.setFixedTime(MANILA_MORNING);
    await page.goto(rollover());
    await page.getByText('Your next payment date is 2026-12-24').waitFor();
    await expectLocator(page.getByTestId('due-in')).toHaveText('Due in 27 days');
    await snap('repay-rollover-due-in');
  });

  it('in Filipino', async () => {
    const { page } = await suite.phone();
    await page.clock.setFixedTime(MANILA_MORNING);
    await page.goto(repay('PL2024170', '1', { lang: 'fil' }));
    await expectLocator(page.getByTestId('due-in')).toHaveText('Due sa loob ng 8 araw');
  });
});

describe('Add reminder (a calendar file)', () => {
  it('gives an all-day event on the due date with the amount, a link back and an alarm the day before', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    await page.clock.setFixedTime(MANILA_MORNING);
    await page.goto(repay('PL2024170', '1'));
    const button = page.getByRole('button', {
      name: 'Add reminder: save a calendar event for 2026-12-05',
    });
    await expectLocator(button).toHaveText('Add reminder');
    const file = await downloadReminder(page, 'Add reminder: save a calendar event for 2026-12-05');
    expect(file.name).toBe('pesoloan-due-2026-12-05.ics');
    expect(file.text.endsWith('\r\n')).toBe(true);
    const host = new URL(suite.url('/')).host;
    const link = suite.url('/repay?orderId=PL2024170&productId=1');
    expect(file.lines).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//PesoLoan//Borrower app//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:instalment-PL2024170-2026-12-05@${host}`,
      'DTSTAMP:20261127T020000Z',
      'DTSTART;VALUE=DATE:20261205',
      'DTEND;VALUE=DATE:20261206',
      'SUMMARY:PesoLoan payment due: ₱7\\,650.00',
      `DESCRIPTION:Amount due: ₱7\\,650.00\\nOpen the repayment screen: ${link}`,
      `URL:${link}`,
      'TRANSP:TRANSPARENT',
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      'DESCRIPTION:Tomorrow: PesoLoan payment due: ₱7\\,650.00',
      'TRIGGER:-PT15H',
      'END:VALARM',
      'END:VEVENT',
      'END:VCALENDAR',
    ]);
    // The file may be shared or synced: no value of the borrower's session is in it.
    for (const value of SESSION_VALUES) expect(file.text).not.toContain(value);
    await page
      .getByTestId('toast')
      .filter({ hasText: 'Calendar file saved. Open it to add the reminder to your calendar.' })
      .waitFor();
    await snap('repay-reminder-saved');
  });

  it('on a rollover, reminds of the loan balance due on the next payment date, not the fee', async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    await page.clock.setFixedTime(MANILA_MORNING);
    await page.goto(rollover());
    const file = await downloadReminder(page, /^Add reminder/);
    expect(file.lines).toContain('DTSTART;VALUE=DATE:20261224');
    expect(file.lines).toContain('SUMMARY:PesoLoan payment due: ₱10\\,925.00');
    expect(file.lines).toContain(`URL:${suite.url('/repayDelay?orderId=PL2024174&productId=1')}`);
    expect(file.text).not.toContain('1\\,850.00');
  });

  it('is in Filipino for a Filipino reader', async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    await page.clock.setFixedTime(MANILA_MORNING);
    await page.goto(repay('PL2024170', '1', { lang: 'fil' }));
    await expectLocator(
      page.getByRole('button', { name: /^Magpa-remind: mag-save ng event/ }),
    ).toHaveText('Magpa-remind');
    const file = await downloadReminder(page, /^Magpa-remind/);
    expect(file.lines).toContain('SUMMARY:Due date ng PesoLoan loan: ₱7\\,650.00');
    expect(file.lines).toContain('DESCRIPTION:Bukas na: Due date ng PesoLoan loan: ₱7\\,650.00');
    await page.getByTestId('toast').filter({ hasText: 'Na-save ang calendar file.' }).waitFor();
  });

  it('is not offered in the native webview, which cannot open a file', async () => {
    const { page } = await suite.phone({ bridge: 'android' });
    await page.clock.setFixedTime(MANILA_MORNING);
    await page.goto(repay('PL2024170', '1'));
    // The due line and the button's choice come in the same render.
    await expectLocator(page.getByTestId('due-in')).toHaveText('Due in 8 days');
    await expectLocator(page.getByRole('button', { name: /Add reminder/ })).toHaveCount(0);
  });
});

describe('Share the pay code', () => {
  it('on the pay-code card: the Web Share API gets the amount, code, last day and where to pay', async () => {
    const { page, context, snap } = await suite.phone();
    await withWebShare(context);
    await page.clock.setFixedTime(MANILA_MORNING);
    await page.goto(repay('PL2024170', '1'));
    const share = page.getByRole('button', {
      name: 'Share pay code 7001248813 with the person who will pay',
    });
    await expectLocator(share).toHaveText('Share');
    await snap('repay-pay-code-share');
    await share.click();
    await eventually(() => sharedTexts(page)).toEqual([INSTALMENT_SHARE]);
    // Sharing does not also open the saved code page, as a tap on the card does.
    expect(new URL(page.url()).pathname).toBe('/repay');
    for (const value of SESSION_VALUES) expect(INSTALMENT_SHARE).not.toContain(value);
  });

  it('without the Web Share API, copies the same text through the native app and says so', async () => {
    const { page, context, bridge } = await suite.phone({ bridge: 'android' });
    await withoutWebShare(context);
    await page.clock.setFixedTime(MANILA_MORNING);
    await page.goto(repay('PL2024170', '1'));
    await page.getByRole('button', { name: /^Share pay code 7001248813/ }).click();
    await eventually(() => bridge).toContainEqual({
      action: 'copy',
      payload: { text: INSTALMENT_SHARE },
    });
    await page
      .getByTestId('toast')
      .filter({ hasText: 'Copied. Paste it in a message to the person who will pay for you.' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/repay');
  });

  it('in a browser without it, copies to the clipboard; in Filipino', async () => {
    const { page, context, snap } = await suite.phone({
      bridge: 'none',
      context: { permissions: ['clipboard-read', 'clipboard-write'] },
    });
    await withoutWebShare(context);
    await page.clock.setFixedTime(MANILA_MORNING);
    await page.goto(repay('PL2024170', '1', { lang: 'fil' }));
    const share = page.getByRole('button', { name: /^I-share ang pay code 7001248813/ });
    await expectLocator(share).toHaveText('I-share');
    await snap('repay-pay-code-share-fil');
    await share.click();
    await page.getByTestId('toast').filter({ hasText: 'Nakopya na.' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').slice(0, 4)).toEqual([
      'Pakibayaran po ang PesoLoan loan ko sa tindahan o e-wallet. Salamat po!',
      'Halaga: ₱7,650.00',
      'Dragonpay reference number: 7001248813',
      'Bayaran hanggang 2026-11-27 (oras sa Pilipinas); pagkatapos nito, puwedeng magbago ang halaga.',
    ]);
  });

  it('where nothing can share or copy, shows the text in a box to press and hold', async () => {
    const { page, context, snap } = await suite.phone({ bridge: 'none' });
    await withoutWebShare(context);
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: undefined });
      document.execCommand = () => false;
    });
    await page.clock.setFixedTime(MANILA_MORNING);
    await page.goto(repay('PL2024170', '1'));
    await page.getByRole('button', { name: /^Share pay code 7001248813/ }).click();
    const box = page.getByRole('dialog', { name: 'Copy this text' }).getByRole('textbox');
    await expectLocator(box).toHaveValue(INSTALMENT_SHARE);
    await snap('repay-share-fallback');
    await noAxeViolations(page);
  });

  it('on the saved code page, offline, from the saved copy', async () => {
    const { page, context, snap } = await suite.phone();
    await withWebShare(context);
    await page.clock.setFixedTime(MANILA_MORNING);
    const workerChecked = page.waitForResponse((response) => response.url().endsWith('/sw.js'));
    await page.goto(repay('PL2024170', '1'));
    await page.getByRole('button', { name: /^Share pay code/ }).waitFor();
    await page.waitForLoadState('networkidle');
    await workerChecked;
    await context.setOffline(true);
    await page.getByRole('button', { name: /reference number: 7001248813/ }).click();
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode2');
    const share = page.getByRole('button', { name: /^Share pay code 7001248813/ });
    await expectLocator(share).toHaveText('Share');
    // Saved and valid in Manila time (SPEC.md section 9's format).
    await page.getByText('Saved on this device on 2026-11-27 10:00:00').waitFor();
    await page.getByText('Valid until 2026-11-27 23:59:59').waitFor();
    await snap('repay-saved-code-share', true);
    await share.click();
    await eventually(() => sharedTexts(page)).toEqual([INSTALMENT_SHARE]);
    await noAxeViolations(page);
    await context.setOffline(false);
  });

  it('on the saved code page, in Filipino, with dates in Manila time on a phone in another zone', async () => {
    const { page, context } = await suite.phone({ context: { timezoneId: 'Asia/Tokyo' } });
    await withWebShare(context);
    // 23:30 in Tokyo is 22:30 in Manila: still the 27th there, valid until its midnight.
    await page.clock.setFixedTime(new Date('2026-11-27T22:30:00+08:00'));
    await page.goto(repay('PL2024170', '1', { lang: 'fil' }));
    await page.getByRole('button', { name: /reference number: 7001248813/ }).click();
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode2');
    await page.getByRole('button', { name: /^I-share ang pay code/ }).click();
    await eventually(async () => (await sharedTexts(page))[0]?.split('\n')[3]).toBe(
      'Bayaran hanggang 2026-11-27 (oras sa Pilipinas); pagkatapos nito, puwedeng magbago ang halaga.',
    );
  });
});
