import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import {
  KEEP_SERVER_HEADING,
  RECORD_STALE_AT_PARSE,
  serverHeadingHydrated,
  staleAtParse,
} from '../setup/hydration';
import { appStarted, pageIdle } from '../setup/settle';
import { openWithAppHeld } from '../setup/hold-app';

/*
 * The complaint form rendered by the server (src/server-render/server-loaders.ts): for a link
 * naming the question type and the order, with the question types in the page. What is typed
 * before the app starts reaches the form (src/paint-guard/replay-input.ts), and a device holding an
 * unsent draft renders the page afresh, with that draft. A sandbox of its own: these tests file complaints.
 */
const suite = browserSuite(() => ({ serverRender: true }));

const formLink = () =>
  suite.url(
    demoPath('/complainPageNext', { problemType: '1', problemSonType: '13', orderNo: 'PL2024180' }),
  );

/** The browser's own question-type calls (the server's answer travels in the page). */
function typeCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/user-problem/problem-init'))
      calls.push(request.url());
  });
  return calls;
}

const describeBox = (page: Page) => page.getByRole('textbox', { name: 'Comments and suggestions' });

describe('the complaint form rendered by the server', () => {
  it('paints the form with its question type from the HTML; what is typed before the app starts is what it files, once', async () => {
    const { page, context, snap } = await suite.phone();
    await context.addInitScript(KEEP_SERVER_HEADING);
    const calls = typeCalls(page);
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/user-problem/problem-save'))
        saves.push(request.postData() ?? '');
    });
    const { html, release } = await openWithAppHeld(page, formLink());
    expect(html).toContain('id="first-answer"');
    expect(html).toContain('data-stale-if-stored="complaintDraft"');
    await describeBox(page).fill('Calls before 7 AM on Sunday.');
    release();

    await appStarted(page);
    await eventually(() => serverHeadingHydrated(page)).toBe(true);
    await pageIdle(page);
    expect(calls).toEqual([]);
    // The form took the text: its counter counts it.
    await expectLocator(page.getByTestId('counter')).toHaveText('28/200');
    await snap('server-render-complaint-form');

    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('success-overlay').waitFor();
    expect(saves).toHaveLength(1);
    expect(JSON.parse(saves[0] ?? '{}')).toMatchObject({
      problemType: 1,
      problemSonType: 13,
      problemDetail: 'Calls before 7 AM on Sunday.',
      orderNo: 'PL2024180',
    });
  });

  it('a device with an unsent draft hides the server’s empty form and shows the draft', async () => {
    const { page, context } = await suite.phone();
    const draft = JSON.stringify({
      orderNo: 'PL2024180',
      text: 'Half-written on the bus.',
      images: [],
      savedAt: Date.now() - 60_000,
    });
    await context.addInitScript((stored) => {
      localStorage.setItem('complaintDraft', stored);
    }, draft);
    await context.addInitScript(KEEP_SERVER_HEADING);
    await context.addInitScript(RECORD_STALE_AT_PARSE);
    const response = await page.goto(formLink());
    expect(await response?.text()).toContain('id="first-answer"');
    await page
      .getByTestId('toast')
      .filter({ hasText: 'Your unsent complaint was restored.' })
      .waitFor();
    expect(await staleAtParse(page)).toBe(true);
    await expectLocator(describeBox(page)).toHaveValue('Half-written on the bus.');
    await pageIdle(page);
    expect(await serverHeadingHydrated(page)).toBe(false);
  });
});
