import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import {
  CARD_LOAN_ROUTES,
  formParams,
  loggedRepaymentCode,
  repaymentCounts,
} from './repay-card-helpers';
import { artifactsDir } from '../setup/paths';
import { expectLocator } from '../setup/expect-page';
import { appStarted } from '../setup/settle';

const LOAN = CARD_LOAN_ROUTES;
const DROPPED = [/repayment-commit/, /ERR_CONNECTION_RESET/, /Failed to load resource/];

function screenshot(name: string): string {
  const dir = join(artifactsDir, 'screenshots');
  mkdirSync(dir, { recursive: true });
  return join(dir, `${name}.png`);
}

async function toast(page: Page, text: string) {
  await page.getByTestId('toast').filter({ hasText: text }).waitFor();
}

async function noAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((item) => `${item.id}: ${item.help}`)).toEqual([]);
}

/**
 * The first commit (sendMsg 0) reaches the sandbox, which carries it out, but its answer never
 * reaches the page: the connection drops. Every later call goes through. Records every commit.
 */
async function dropFirstCommitAnswer(page: Page, commits: Array<Record<string, string>>) {
  let dropped = false;
  await page.route(`${LOAN}/repayment-commit*`, async (route: Route) => {
    const body = formParams(route.request().postData());
    // The payment's key travels as a header: recorded beside the body's fields.
    const key = await route.request().headerValue('idempotency-key');
    commits.push(key === null ? body : { ...body, 'Idempotency-Key': key });
    if (!dropped && body.sendMsg === '0') {
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
}

/** Holds the order check until the test lets it go, so the recovery state can be checked. */
async function holdOrderCheck(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v3/loan-details/loan-details*', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Exactly once in the field: a commit whose answer is lost after the sandbox carried it out, and
 * two tabs paying the same loan. Each test reports the debits the sandbox recorded. Run with the
 * screen rendered in the browser (its token minted there) and rendered by the server (its token
 * minted by the app server; a device holding an attempt renders it afresh:
 * docs/decisions/first-paint.md).
 */
export function recoveryCases({ serverRender }: { serverRender: boolean }): void {
  const suite = browserSuite(() => ({ serverRender }));
  const mode = serverRender ? 'rendered by the server' : 'rendered in the browser';
  const named = (name: string) => (serverRender ? `${name}-rendered` : name);

  describe(`card repayment (${mode}): a lost answer is recovered, never paid twice`, () => {
    it('(a) SMS card: recovery reopens the code step of the same record and the payment completes once', async () => {
      const { page, snap } = await suite.phone({ allowErrors: DROPPED });
      const commits: Array<Record<string, string>> = [];
      await dropFirstCommitAnswer(page, commits);
      const releaseOrderCheck = await holdOrderCheck(page);
      await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024180', productId: '2' })));
      await appStarted(page);
      await page.getByText('BDO Unibank').click();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();

      // The borrower is told what is happening; there is no Pay button to tap meanwhile.
      const panel = page.getByTestId('payment-recovery');
      await panel.getByText('Checking your last payment…').waitFor();
      await expectLocator(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
      await snap(named('repay-recovery-checking'));
      await noAxeViolations(page);
      releaseOrderCheck();

      const dialog = page.getByRole('dialog', { name: 'SMS verification' });
      await dialog.waitFor();
      await toast(page, 'verification code sent, please check your phone');
      // One payment request (sendMsg 0) and a resend (sendMsg 1) for it: never a second commit.
      expect(commits.map((body) => body.sendMsg)).toEqual(['0', '1']);
      const stored = await page.evaluate(() => localStorage.getItem('repay.attempt.PL2024180'));
      const attempt = JSON.parse(stored ?? '{}') as { repayRecordId?: string; key?: string };
      expect(attempt).toMatchObject({ state: 'pending-code' });
      // The payment named the attempt's key; the resend is another request and names none.
      expect(commits[0]?.['Idempotency-Key']).toBe(attempt.key);
      expect(commits[1]).not.toHaveProperty('Idempotency-Key');
      expect(commits.some((body) => 'idempotencyKey' in body)).toBe(false);
      await snap(named('repay-recovery-sms'));

      await dialog.getByLabel('Verification code').fill(loggedRepaymentCode(suite, 'PL2024180'));
      const confirm = page.waitForRequest(`${LOAN}/repayment-confirm*`);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      expect(formParams((await confirm).postData()).repaymentRecordId).toBe(attempt.repayRecordId);
      await page.waitForURL((url) => url.pathname === '/loanDetail');
      const seen = await repaymentCounts(suite, 'PL2024180');
      console.info(`(a) dropped commit answer, SMS card: debits recorded = ${seen.debits}`);
      expect(seen).toMatchObject({ debits: 1, commitRequests: 2, confirmRequests: 1, smsSent: 2 });
    });

    it('(b) instant-debit card: recovery finds the loan paid, shows "payment submitted" and offers no Pay', async () => {
      const { page, snap } = await suite.phone({ allowErrors: DROPPED });
      const commits: Array<Record<string, string>> = [];
      await dropFirstCommitAnswer(page, commits);
      await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024170', productId: '1' })));
      await appStarted(page);
      await page.getByText('UnionBank').click();
      await page.getByRole('button', { name: 'Pay', exact: true }).click();
      await page.getByRole('heading', { name: 'Payment submitted' }).waitFor();
      await page
        .getByText('It can take up to 15 minutes to reflect on your loan. Please do not pay again.')
        .waitFor();
      await expectLocator(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
      await snap(named('repay-recovery-instant-submitted'));
      // The order said paid: no resend was needed, and nothing was committed again.
      expect(commits.map((body) => body.sendMsg)).toEqual(['0']);

      await page.reload();
      await page.getByRole('heading', { name: 'Payment submitted' }).waitFor();
      await expectLocator(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
      const seen = await repaymentCounts(suite, 'PL2024170');
      console.info(
        `(b) dropped commit answer, instant-debit card: debits recorded = ${seen.debits}`,
      );
      expect(seen).toMatchObject({ debits: 1, commitRequests: 1 });
    });

    it('(d) a lost answer whose recovery code cannot be fetched: says so, keeps the attempt, offers no Pay', async () => {
      const { page, context } = await suite.phone({
        allowErrors: [/payment-calls-[\w-]+\.js net::ERR_FAILED/, /Failed to load resource/],
      });
      const attempt = JSON.stringify({
        key: 'lost-1',
        cardId: '11',
        state: 'uncertain',
        sentAt: Date.now() - 60_000,
        updatedAt: Date.now() - 60_000,
      });
      await context.addInitScript((stored) => {
        localStorage.setItem('repay.attempt.PL2024180', stored);
      }, attempt);
      await page.route(/\/assets\/payment-calls-[\w-]+\.js$/, (route) => route.abort());
      const before = await repaymentCounts(suite, 'PL2024180');
      await page.goto(suite.url(demoPath('/repayment', { orderId: 'PL2024180', productId: '2' })));
      const panel = page.getByTestId('payment-recovery');
      await expectLocator(panel.getByRole('status')).toHaveText(
        'We could not check your last payment. Please check your connection, then tap Check again.',
      );
      await panel.getByRole('button', { name: 'Check again' }).waitFor();
      await expectLocator(page.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('repay.attempt.PL2024180'))).toBe(
        attempt,
      );
      expect(await repaymentCounts(suite, 'PL2024180')).toEqual(before);
    });

    it('(c) two tabs pay the same loan at once: one proceeds, the other says a payment is in progress', async () => {
      const { page: first, context } = await suite.phone();
      const second = await context.newPage();
      const url = suite.url(demoPath('/repayment', { orderId: 'PL2024174', productId: '1' }));
      // Commits wait until the test lets them go, so the second tap lands while the first
      // payment is in flight.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await context.route(`${LOAN}/repayment-commit*`, async (route) => {
        await held;
        await route.continue();
      });
      for (const page of [first, second]) {
        await page.goto(url);
        // A page the server rendered is the app's once it has started: a tap before does nothing.
        await appStarted(page);
        await page.getByText('BDO Unibank').click();
      }
      await Promise.all([
        first.getByRole('button', { name: 'Pay', exact: true }).click(),
        second.getByRole('button', { name: 'Pay', exact: true }).click(),
      ]);

      // Whichever tab asked second is told, in place of Pay, while the other's payment is in flight.
      const busy = 'A payment for this loan is already in progress in another tab/window.';
      const panelOf = (page: Page) => page.getByTestId('payment-recovery').getByText(busy);
      const other = await Promise.race([
        panelOf(first)
          .waitFor()
          .then(() => first),
        panelOf(second)
          .waitFor()
          .then(() => second),
      ]);
      const winner = other === first ? second : first;
      await toast(other, busy);
      await expectLocator(other.getByRole('button', { name: 'Pay', exact: true })).toHaveCount(0);
      await other.screenshot({ path: screenshot(named('repay-two-tabs-in-progress')) });
      release();
      const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'SMS verification' });
      await dialogOf(winner).waitFor();
      await winner.screenshot({ path: screenshot(named('repay-two-tabs-paying')) });
      await expectLocator(dialogOf(other)).toBeHidden();

      await dialogOf(winner)
        .getByLabel('Verification code')
        .fill(loggedRepaymentCode(suite, 'PL2024174'));
      await dialogOf(winner).getByRole('button', { name: 'Confirm' }).click();
      await winner.waitForURL((page) => page.pathname === '/loanDetail');
      // The other tab follows the shared attempt: the loan is paid there too.
      await other.getByRole('heading', { name: 'Payment submitted' }).waitFor();
      const seen = await repaymentCounts(suite, 'PL2024174');
      console.info(`(c) two tabs, one loan: debits recorded = ${seen.debits}`);
      expect(seen).toMatchObject({ debits: 1, commitRequests: 1, smsSent: 1 });
    });
  });
}
