import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { chunkRequests } from '../setup/chunk-requests';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';
import { imagesFrom } from '../setup/images';
import { eventually, expectLocator } from '../setup/expect-page';
import { hookData } from '../setup/sandbox-hooks';
import { appSettled } from '../setup/settle';

const suite = browserSuite();
const LEAVING = [/Failed to load resource/, /request failed: .*\/api\//];

function confirm(productId: string): string {
  return suite.url(demoPath('/loanConfirm', { productId }));
}

function pushes(): Promise<unknown[]> {
  return hookData(suite, '/sandbox/loan-pushes', v.array(v.unknown()));
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((item) => `${item.id}: ${item.help}`)).toEqual([]);
}

describe('loan confirmation V3', () => {
  it('shows the lender, amount, term, rate, detail and payment plan; the checkbox gates Next', async () => {
    const { page, snap } = await suite.phone({ allowErrors: LEAVING });
    const before = await pushes();
    await page.goto(confirm('1'));
    await page.getByRole('heading', { name: 'PesoLoan Plus', level: 2 }).waitFor();
    await page
      .getByRole('region', { name: 'Lender' })
      .getByText('₱10,000.00', { exact: true })
      .waitFor();
    await page.getByText('Loan term 120days', { exact: true }).waitFor();
    await page.getByText('Interest rate 0.05%/day', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Detail', exact: true }).waitFor();
    const plan = page.getByRole('region', { name: 'Payment Plan' });
    await expectLocator(plan.getByRole('listitem')).toHaveCount(4);
    await plan.getByText('1/4', { exact: true }).waitFor();
    await plan.getByText('4/4', { exact: true }).waitFor();
    await expectLocator(plan.getByText(/^Repayment Date \d{4}-\d{2}-\d{2}$/)).toHaveCount(4);
    await page
      .getByText('Before you proceed, please read the Disclosure Statement', { exact: false })
      .waitFor();
    await page.getByText('SEC Registration No. CS201900001', { exact: false }).waitFor();
    await eventually(() => imagesFrom(page, suite.foreignUrl('/'))).toEqual([
      { src: suite.foreignUrl('/images/products/product-1.svg'), loaded: true },
    ]);

    const box = page.getByRole('checkbox', { name: 'I have read and agree' });
    const next = page.getByRole('button', { name: 'Next' });
    await expectLocator(box).toBeChecked();
    await expectLocator(next).toBeEnabled();
    await snap('order-confirm-v3');
    await expectNoAxeViolations(page);
    await box.uncheck();
    await expectLocator(next).toBeDisabled();
    await snap('order-confirm-v3-unchecked');
    await next.click({ force: true });
    await box.check();
    await expectLocator(next).toBeEnabled();
    // Next, once enabled, pushes one loan; a push from the disabled tap before it would show too.
    await next.click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    await eventually(() => pushes()).toEqual([
      ...before,
      { variant: 'v3', product_id: '1', amount: 1000000 },
    ]);
  });

  it('a double tap on Next pushes once, marks the burial point and replaces the page with from=confirm', async () => {
    const { page, bridge } = await suite.phone({ allowErrors: LEAVING });
    const before = await pushes();
    await page.goto(confirm('1'));
    const next = page.getByRole('button', { name: 'Next' });
    await next.waitFor();
    const pushed = page.waitForRequest((req) => req.url().includes('/loan-detail-push'));
    await next.dblclick();
    expect(JSON.parse((await pushed).postData() ?? '')).toEqual({
      amount: 1000000,
      periods: 4,
      termUnit: 30,
      productId: '1',
      channel: 'h5',
    });
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    const query = Object.fromEntries(new URL(page.url()).searchParams);
    expect(query).toMatchObject({
      ...DEMO_SESSION,
      orderId: 'PL2024021',
      productId: '1',
      from: 'confirm',
    });
    await eventually(() => pushes()).toEqual([
      ...before,
      { variant: 'v3', product_id: '1', amount: 1000000 },
    ]);
    await eventually(() => bridge).toEqual([
      {
        action: 'confirmBurialPoint',
        payload: { event: 'loanConfirmNext', productId: '1', amount: 1000000 },
      },
    ]);
  });

  it.each([
    ['1', 'with the back-press guard'],
    ['3', 'without it'],
  ])(
    'Next replaces the page (product %s, %s): Back never returns to a live confirm screen',
    async (productId) => {
      const { page } = await suite.phone({ allowErrors: LEAVING });
      const before = await pushes();
      // The page the borrower came from, then the confirm screen on top of it.
      await page.goto(suite.url(demoPath('/customerService')));
      await page.getByRole('heading', { name: 'Online service', level: 1 }).waitFor();
      await page.goto(confirm(productId));
      // A touch first: with the guard, it adds the one pushed with a gesture (two to step over).
      await page.getByRole('heading', { name: 'Payment Plan' }).click();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.waitForURL((url) => url.pathname === '/loanDetail');
      await eventually(() => pushes()).toHaveLength(before.length + 1);
      await page.goBack();
      await page.waitForURL((url) => url.pathname !== '/loanDetail');
      expect(new URL(page.url()).pathname).toBe('/customerService');
      await page.getByRole('heading', { name: 'Online service', level: 1 }).waitFor();
      // Nothing pushed a second time on the way back.
      expect(await pushes()).toHaveLength(before.length + 1);
    },
  );

  it('a burial point the native app fails to take is ignored: the loan goes on to its page', async () => {
    const { page, context } = await suite.phone({ bridge: 'none', allowErrors: LEAVING });
    // A native shell whose burial-point handler throws (the rest of the bridge works).
    await context.addInitScript(() => {
      Object.assign(window, {
        LoanApp: {
          postMessage: (text: string) => {
            if ((JSON.parse(text) as { action: string }).action === 'confirmBurialPoint')
              throw new Error('burial point handler failed');
          },
        },
      });
    });
    const before = await pushes();
    await page.goto(confirm('3'));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL((url) => url.pathname === '/loanDetail');
    expect(new URL(page.url()).searchParams.get('from')).toBe('confirm');
    await eventually(() => pushes()).toEqual([
      ...before,
      { variant: 'v3', product_id: '3', amount: expect.any(Number) as number },
    ]);
  });

  it('an agreement title opens its contract through contract-jump', async () => {
    const { page } = await suite.phone();
    await page.goto(confirm('1'));
    const jump = page.waitForRequest((req) => req.url().includes('/contract-jump'));
    await page.getByRole('button', { name: 'Disclosure Statement' }).click();
    const query = new URL((await jump).url()).searchParams;
    expect([
      query.get('productId'),
      query.get('scene'),
      query.get('position'),
      query.get('channel'),
    ]).toEqual(['1', '3', '2', 'h5']);
    await page.waitForURL(
      (url) => url.href === suite.foreignUrl('/agreements/disclosure-statement?productId=1'),
    );
    await page.getByRole('heading', { name: 'Disclosure Statement', level: 1 }).waitFor();
  });

  it('back-press with isPopType 1 shows Point out; Agree stays, Cancel closes the webview', async () => {
    const { page, bridge, snap } = await suite.phone();
    await page.goto(confirm('1'));
    await page.getByRole('button', { name: 'Next' }).waitFor();
    await page.goBack();
    const prompt = page.getByRole('dialog', { name: 'Point out' });
    await prompt.getByText('Are you sure you want to leave?').waitFor();
    await prompt
      .getByText('Your loan is approved and reserved for you.', { exact: false })
      .waitFor();
    await snap('order-confirm-v3-back-press');
    await prompt.getByRole('button', { name: 'Agree' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/loanConfirm');
    await page.goBack();
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => bridge).toEqual([{ action: 'closeWebView', payload: {} }]);
  });

  it("Point out shows however Back goes: also when it skips the guard pushed without a gesture (WebKit's, Chrome's own back button)", async () => {
    const { page, bridge } = await suite.phone();
    await page.goto(confirm('1'));
    const mark = () =>
      page.evaluate(
        () => (window.history.state as { backPressGuard?: boolean } | null)?.backPressGuard,
      );
    // On load, before any touch: a guard pushed without a gesture.
    await eventually(mark).toBe(false);
    const lengthAtLoad = await page.evaluate(() => window.history.length);
    // The borrower's first touch pushes a guard the browsers' history rules keep.
    await page.getByText('Loan term 120days', { exact: true }).click();
    await eventually(mark).toBe(true);
    expect(await page.evaluate(() => window.history.length)).toBe(lengthAtLoad + 1);
    // A Back that skips the entry pushed on load without a gesture, as WebKit's own Back does.
    await page.evaluate(() => window.history.go(-2));
    const prompt = page.getByRole('dialog', { name: 'Point out' });
    await prompt.getByText('Are you sure you want to leave?').waitFor();
    expect(new URL(page.url()).pathname).toBe('/loanConfirm');
    // Agree (a gesture) guards the page again with an entry those rules keep.
    await prompt.getByRole('button', { name: 'Agree' }).click();
    await prompt.waitFor({ state: 'hidden' });
    await eventually(mark).toBe(true);
    await page.goBack();
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => bridge).toEqual([{ action: 'closeWebView', payload: {} }]);
  });

  it("the forced agreement pop-up frames the lender's page from its own origin; no outside dismiss; Agree closes, Cancel closes the webview", async () => {
    // The harness's bridge stub is an init script: the sandboxed frame (rightly) refuses to run it.
    const { page, bridge, snap } = await suite.phone({
      allowErrors: [/Blocked script execution in .*because the document's frame is sandboxed/],
    });
    await page.goto(confirm('2'));
    const dialog = page.getByRole('dialog', { name: 'Loan agreement' });
    await dialog.waitFor();
    const frame = dialog.locator('iframe');
    // Its own origin (never the app's), so WebKit matches its `style-src 'self'`; still no script.
    await expectLocator(frame).toHaveAttribute('sandbox', 'allow-same-origin');
    await expectLocator(frame).toHaveAttribute(
      'src',
      suite.foreignUrl('/agreements/loan-agreement?productId=2'),
    );
    // Visible, not blank: the other origin lets the app (and only the app) frame it.
    const framed = dialog.frameLocator('iframe');
    await framed.getByRole('heading', { name: 'Loan Agreement', level: 1 }).waitFor();
    await framed.getByText('SEC Registration No.', { exact: false }).waitFor();
    const inside = page.frames().find((item) => item.url().includes('/agreements/loan-agreement'));
    expect(await inside?.evaluate(() => window.origin)).toBe(new URL(suite.foreignUrl('/')).origin);
    // Its own stylesheet applies: the lender's 1.375rem heading, not the browser's 2em one.
    const heading = framed.getByRole('heading', { level: 1 });
    await eventually(() => heading.evaluate((node) => getComputedStyle(node).fontSize)).toBe(
      '22px',
    );
    const agreement = await fetch(suite.foreignUrl('/agreements/loan-agreement?productId=2'));
    expect(agreement.headers.get('content-security-policy')).toContain(
      `frame-ancestors ${suite.sandbox.url}`,
    );
    await page.getByText('Loan term 91days', { exact: true }).waitFor({ state: 'attached' });
    await snap('order-confirm-v3-forced-agreement');
    // Script cannot run inside the sandboxed frame, so axe checks the page around it.
    const { violations } = await new AxeBuilder({ page }).exclude('iframe').analyze();
    expect(violations.map((item) => item.id)).toEqual([]);
    await page.mouse.click(5, 5);
    await page.keyboard.press('Escape');
    await expectLocator(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // isPopType 0: going back does not prompt.
    expect(bridge).toEqual([]);

    await page.reload();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => bridge).toEqual([{ action: 'closeWebView', payload: {} }]);
  });

  it("an offer with no pop-up never downloads the pop-ups' code; one with Point out does (issue 41, item 3)", async () => {
    const { page } = await suite.phone({ allowErrors: LEAVING });
    const asked = chunkRequests(page, 'confirm-dialogs');
    // Product 3: no back-press prompt, no promotion, no forced agreement.
    await page.goto(confirm('3'));
    await page.getByRole('button', { name: 'Next' }).waitFor();
    await appSettled(page);
    expect(asked).toEqual([]);

    await page.goto(confirm('1'));
    await page.getByRole('button', { name: 'Next' }).waitFor();
    await eventually(() => asked.length).toBe(1);
  });

  it('hides the agreement block when there are no agreements; Next works', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(confirm('3'));
    await page.getByText('Loan term 180days', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Payment Plan' }).waitFor();
    await page.waitForLoadState('networkidle');
    await expectLocator(page.getByRole('checkbox')).toHaveCount(0);
    await expectLocator(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await snap('order-confirm-v3-no-agreements', true);
  });

  it('a failed push shows the server message for about 2 s and unlocks Next', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(confirm('4'));
    const next = page.getByRole('button', { name: 'Next' });
    await next.waitFor();
    await page.clock.install();
    await next.click();
    await page
      .getByTestId('toast')
      .getByText('This loan offer has expired. Please apply again from the home page.')
      .waitFor();
    await snap('order-confirm-v3-push-error');
    await expectLocator(next).toHaveAttribute('aria-busy', null);
    await page.clock.runFor(2100);
    await page.getByTestId('toast').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/loanConfirm');
  });

  it('a load failure shows the message and a retry, never a blank screen', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(confirm('9'));
    const message = 'This loan product is not available. Please go back and try again.';
    await page.getByTestId('toast').getByText(message).waitFor();
    await page.getByRole('alert').getByText(message).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await snap('order-confirm-v3-error');
  });

  it('a network failure on load shows the connection message', async () => {
    const { page } = await suite.phone({
      allowErrors: [/loan-detail-confirm.*ERR_FAILED/, /Failed to load resource/],
    });
    await page.route('**/api/v3/loan-confirm/loan-detail-confirm**', (route) =>
      route.abort('failed'),
    );
    await page.goto(confirm('1'));
    await page
      .getByRole('alert')
      .getByText('No connection. Please check your mobile data or Wi-Fi and try again.')
      .waitFor();
  });
});
