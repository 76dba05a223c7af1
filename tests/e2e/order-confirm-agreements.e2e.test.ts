import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { expectLocator } from '../setup/expect-page';

/**
 * Agreements before money (issue 15): on both loan-confirm screens 'Next' waits for the
 * agreement list, a failed list shows the server's message with a retry and keeps 'Next' off,
 * and the forced agreement pop-up opens even for a page it cannot frame.
 */
const suite = browserSuite();
const LEAVING = [/Failed to load resource/, /request failed: .*\/api\//];

interface Screen {
  name: string;
  path: string;
  /** The agreement list call. */
  list: string;
  push: string;
  next: string;
  checkbox: string;
  /** An error envelope in this screen's convention. */
  failure: { code: number | string; message: string };
}

const SCREENS: Screen[] = [
  {
    name: 'V3 /loanConfirm',
    path: demoPath('/loanConfirm', { productId: '1' }),
    list: '**/api/v3/contract/contract?**',
    push: '/api/v3/loan-confirm/loan-detail-push',
    next: 'Next',
    checkbox: 'I have read and agree',
    failure: { code: 5001, message: 'The agreements are being updated. Please try again shortly.' },
  },
  {
    name: 'V32 /confirmOfPeriod',
    path: demoPath('/confirmOfPeriod', { productId: '2' }),
    list: '**/api/gopia/goya/cultures?**',
    push: '/api/gopia/goya/depush',
    next: 'Confirm loan',
    checkbox: 'I have read and agreed to the above',
    failure: { code: '01', message: 'The agreements are being updated. Please try again shortly.' },
  },
];

/** Every push request the page sends, recorded as it leaves. */
function recordPushes(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) sent.push(request.url());
  });
  return sent;
}

/** Holds the agreement list call until `release` is called. */
async function holdList(page: Page, pattern: string) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = false;
  await page.route(pattern, async (route: Route) => {
    held = true;
    await released;
    await route.continue();
  });
  return { release: () => release(), isHeld: () => held };
}

async function noAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((item) => `${item.id}: ${item.help}`)).toEqual([]);
}

describe.each(SCREENS)('agreements before money on $name', (screen) => {
  it("'Next' stays disabled and cannot submit while the agreement list loads", async () => {
    const { page, snap } = await suite.phone({ allowErrors: LEAVING });
    const pushes = recordPushes(page, screen.push);
    const list = await holdList(page, screen.list);
    await page.goto(suite.url(screen.path));
    const next = page.getByRole('button', { name: screen.next });
    await next.waitFor();
    await expect.poll(list.isHeld).toBe(true);
    const block = page.getByRole('region', { name: 'Agreements' });
    await expectLocator(block).toHaveAttribute('aria-busy', 'true');
    await block.getByText('Loading the agreements…').waitFor();
    await expectLocator(next).toBeDisabled();
    await snap(`agreements-loading-${screen.next.replace(/\s/g, '-').toLowerCase()}`);
    await next.click({ force: true });

    list.release();
    const box = page.getByRole('checkbox', { name: screen.checkbox });
    await box.waitFor();
    await expectLocator(box).toBeChecked();
    await expectLocator(next).toBeEnabled();
    // The forced tap happened before the list arrived; had it pushed, the request left then.
    expect(pushes).toEqual([]);
    await next.click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    expect(pushes).toHaveLength(1);
  });

  it("a failed list shows the server's message with a retry and keeps 'Next' disabled", async () => {
    const { page, snap } = await suite.phone({ allowErrors: LEAVING });
    const pushes = recordPushes(page, screen.push);
    let failing = true;
    const calls: string[] = [];
    await page.route(screen.list, async (route) => {
      calls.push(route.request().url());
      if (failing) await route.fulfill({ json: screen.failure });
      else await route.continue();
    });
    await page.goto(suite.url(screen.path));
    const block = page.getByRole('region', { name: 'Agreements' });
    const alert = block.getByRole('alert');
    await alert.getByText('The agreements could not be loaded').waitFor();
    await alert.getByText(screen.failure.message).waitFor();
    await alert.getByText('You can continue once the agreements have loaded.').waitFor();
    const next = page.getByRole('button', { name: screen.next });
    await expectLocator(next).toBeDisabled();
    await expectLocator(page.getByRole('checkbox')).toHaveCount(0);
    await snap(`agreements-failed-${screen.next.replace(/\s/g, '-').toLowerCase()}`, true);
    await noAxeViolations(page);
    await next.click({ force: true });

    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('checkbox', { name: screen.checkbox }).waitFor();
    await expectLocator(next).toBeEnabled();
    expect(calls).toHaveLength(2);
    expect(pushes).toEqual([]);
    await next.click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    expect(pushes).toHaveLength(1);
  });
});

describe('the V32 promo button respects the same gate', () => {
  it('closes the promo without pushing while the list is still loading', async () => {
    const { page } = await suite.phone({ allowErrors: LEAVING });
    const pushes = recordPushes(page, '/api/gopia/goya/depush');
    const list = await holdList(page, '**/api/gopia/goya/cultures?**');
    await page.goto(suite.url(demoPath('/confirmOfPeriod', { productId: '1' })));
    const promo = page.getByRole('dialog', { name: 'Special offer' });
    await promo.getByRole('button', { name: 'Get my loan' }).click();
    await promo.waitFor({ state: 'hidden' });
    list.release();
    await page.getByRole('checkbox', { name: 'I have read and agreed to the above' }).waitFor();
    expect(pushes).toEqual([]);
  });
});

describe('the forced agreement pop-up when its page cannot be framed', () => {
  const REFUSED = 'https://agreements.elsewhere.example/loan-agreement.html?productId=2';

  it('still opens, offers open and copy, and still needs Agree', async () => {
    const { page, bridge, snap } = await suite.phone();
    await page.route('**/api/v3/loan-confirm/loan-detail-confirm?**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({
        response,
        json: { ...body, data: { ...body.data, popAgreementUrl: REFUSED } },
      });
    });
    await page.goto(suite.url(demoPath('/loanConfirm', { productId: '2' })));
    const dialog = page.getByRole('dialog', { name: 'Loan agreement' });
    await dialog.waitFor();
    await expectLocator(dialog.locator('iframe')).toHaveCount(0);
    await dialog
      .getByText('This agreement cannot be shown inside this page. Open it or copy its link', {
        exact: false,
      })
      .waitFor();
    await dialog.getByText(REFUSED, { exact: true }).waitFor();
    await snap('agreements-forced-unframed');
    await noAxeViolations(page);

    // Open goes through the URL guard: this host is not allowed, so the refused-link dialog says
    // so (copy, call customer service) and the page stays.
    await dialog.getByRole('button', { name: 'Open the agreement' }).click();
    const refused = page.getByRole('dialog', { name: "This link can't be opened here" });
    await refused.getByRole('button', { name: 'Call customer service' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/loanConfirm');
    await refused.getByRole('button', { name: 'Close' }).click();
    await refused.waitFor({ state: 'hidden' });
    // Copy hands the link to the native shell (the bridge's copy action).
    await dialog.getByRole('button', { name: 'Copy the link of the agreement' }).click();
    await expect
      .poll(() => bridge.filter((message) => message.action === 'copy'))
      .toEqual([{ action: 'copy', payload: { text: REFUSED } }]);

    // No way around it but Agree (or Cancel, which closes the webview).
    await page.mouse.click(5, 5);
    await page.keyboard.press('Escape');
    await expectLocator(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Agree', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectLocator(page.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
