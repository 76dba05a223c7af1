import AxeBuilder from '@axe-core/playwright';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import { hookData } from '../setup/sandbox-hooks';
import { tasksFlushed } from '../setup/settle';
import { pauseClock } from '../setup/clock';
import { holdAnswers } from '../setup/held-answers';

const suite = browserSuite();
const START = new Date('2026-03-10T09:00:00+08:00');

/** Files a complaint and has the sandbox agent reply to it, so it waits for a rating. */
async function repliedComplaint(): Promise<number> {
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(suite.url(`/api${path}?${demoPath('').slice(1)}`), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: number | string; data: unknown };
  };
  const saved = await post('/user-problem/problem-save', {
    problemType: 2,
    problemDetail: 'My payment is not showing.',
    problemImage: '',
    orderNo: 'PL2024170',
  });
  const { problemId } = saved.data as { problemId: number };
  await hookData(suite, '/sandbox/complaints/reply', v.null(), {
    body: { problemId, disposeDetail: 'Your payment is now posted.' },
  });
  return problemId;
}

describe('complaint list', () => {
  it('lists complaints by tab and opens one with the session query', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/complaintList')));
    await page.getByRole('heading', { name: 'My complaints', level: 1 }).waitFor();
    const tabs = page.getByRole('tab');
    await expectLocator(tabs).toHaveTexts(['All3', 'Processing1', 'Processed2']);
    const items = page.getByRole('tabpanel').getByRole('link');
    await expectLocator(items).toHaveCount(3);
    await expectLocator(items.first()).toContainText('Suggestions');
    await expectLocator(items.first()).toContainText('2026-03-05 12:20:03');
    await snap('complaints-list');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole('tab', { name: /Processed/ }).click();
    await expectLocator(items).toHaveCount(2);
    await items.filter({ hasText: 'Collection complaints' }).click();
    await page.waitForURL((url) => url.pathname === '/complainDetails');
    const query = new URL(page.url()).searchParams;
    expect(query.get('problemId')).toBe('1');
    expect(query.get('sessionId')).toBe(DEMO_SESSION.sessionId);
    await page.getByRole('heading', { name: 'Process Result' }).waitFor();
  });
});

describe('complaint detail', () => {
  it('shows the content with /200, images that enlarge, and the Process Result', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/complainDetails', { problemId: '2' })));
    await page.getByRole('heading', { name: 'Complaint details', level: 1 }).waitFor();
    await page.getByText('Repayment problems').waitFor();
    const content = page.getByRole('textbox', { name: 'Your description' });
    await eventually(() => content.getAttribute('readonly')).not.toBeNull();
    const text = await content.inputValue();
    expect(text).toContain('I paid through GCash yesterday');
    await page.getByText(`${Array.from(text).length}/200`).waitFor();
    await page.getByRole('heading', { name: 'Process Result' }).waitFor();
    await page.getByText('Customer service', { exact: true }).waitFor();
    await page.getByText(/Your GCash payment was received/).waitFor();
    await snap('complaints-detail');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'Enlarge Photo 1' }).click();
    const viewer = page.getByRole('dialog', { name: 'Photo 1' });
    await viewer.getByRole('img', { name: 'Photo 1' }).waitFor();
    await snap('complaints-detail-enlarged');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await viewer.waitFor({ state: 'hidden' });
  });

  it('hides Process Result when there is no reply and promises one within 3 weekdays', async () => {
    const { page, snap } = await suite.phone();
    await page.clock.install({ time: START });
    await page.goto(suite.url(demoPath('/complainDetails', { problemId: '3' })));
    await page.getByText('Please add a reminder two days before the due date.').waitFor();
    await expectLocator(page.getByTestId('reply-promise')).toContainText(
      'We will reply within 3 weekdays.',
    );
    await expectLocator(page.getByRole('heading', { name: 'Process Result' })).toHaveCount(0);
    // Past the 3 s at which a replied complaint asks for a rating, and rendered since.
    await page.clock.runFor(5000);
    await tasksFlushed(page);
    await expectLocator(page.getByRole('dialog')).toHaveCount(0);
    await snap('complaints-detail-awaiting');
  });

  it('opens the rating modal 3 s after load, refuses an outside tap, and rates once', async () => {
    const { page, snap } = await suite.phone();
    await page.clock.install();
    // The clock stops before the detail arrives, so the 3 s move only with runFor (a busy
    // machine cannot stretch them): still closed 2.9 s later, open 3.1 s later.
    const detail = await holdAnswers(page, '**/api/user-problem/problem-detail?**');
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/user-problem/save-score')) saves.push(request.postData() ?? '');
    });
    await page.goto(suite.url(demoPath('/complainDetails', { problemId: '1' })));
    await eventually(detail.held).toBe(true);
    await page.getByRole('heading', { name: 'Complaint details', level: 1 }).waitFor();
    await pauseClock(page);
    detail.release();
    await page.getByRole('heading', { name: 'Process Result' }).waitFor();
    await page.getByRole('button', { name: 'Enlarge Reply photo 1' }).waitFor();
    await tasksFlushed(page);
    const modal = page.getByRole('dialog', { name: 'Please rate this service' });
    await page.clock.runFor(2900);
    await tasksFlushed(page);
    await expectLocator(modal).toBeHidden();
    await page.clock.runFor(200);
    await modal.waitFor();
    // Time flows again (the toasts and axe need timers).
    await page.clock.resume();
    await snap('complaints-detail-rating');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // A tap outside the panel (on the backdrop) does not close it.
    await page.mouse.click(10, 10);
    await expectLocator(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expectLocator(modal).toBeVisible();

    await modal.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('toast').getByText('Silakan pilih').waitFor();
    expect(saves).toHaveLength(0);

    await modal.getByLabel('4 stars').check({ force: true });
    const filled = modal.locator('label[data-filled="true"]');
    await expectLocator(filled).toHaveCount(4);
    await modal.getByLabel('2 stars').check({ force: true });
    await expectLocator(filled).toHaveCount(2);
    await modal.getByLabel('5 stars').check({ force: true });
    await expectLocator(filled).toHaveCount(5);
    await snap('complaints-detail-rating-five');

    await modal.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('toast').getByText('Successful demonstration！').waitFor();
    await modal.waitFor({ state: 'hidden' });
    expect(saves.map((body) => JSON.parse(body) as unknown)).toEqual([{ score: 5, problemId: 1 }]);
    await page.clock.runFor(5000);
    await tasksFlushed(page);
    await expectLocator(modal).toBeHidden();
  });

  it('shows the server message when the rating is refused and keeps the modal open', async () => {
    const { page, snap } = await suite.phone();
    await page.route('**/api/user-problem/save-score**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: '01', message: 'Rating is closed for this complaint.' }),
      }),
    );
    const problemId = await repliedComplaint();
    await page.clock.install({ time: START });
    await page.goto(suite.url(demoPath('/complainDetails', { problemId: String(problemId) })));
    await page.getByRole('heading', { name: 'Process Result' }).waitFor();
    // The modal opens on its own 3 s after load (timed precisely in the test above).
    const modal = page.getByRole('dialog', { name: 'Please rate this service' });
    await modal.waitFor({ timeout: 10_000 });
    await modal.getByLabel('3 stars').check({ force: true });
    await modal.getByRole('button', { name: 'Send' }).click();
    await modal.getByRole('alert').getByText('Rating is closed for this complaint.').waitFor();
    await expectLocator(page.getByTestId('toast')).toHaveText(
      'Rating is closed for this complaint.',
    );
    await expectLocator(modal).toBeVisible();
    await snap('complaints-detail-rating-refused');

    await modal.getByRole('button', { name: 'Cancel' }).click();
    await modal.waitFor({ state: 'hidden' });
  });

  it('shows an error with a retry for an unknown complaint', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath('/complainDetails', { problemId: '999' })));
    await page.getByRole('alert').getByText('This complaint was not found.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
  });
});
