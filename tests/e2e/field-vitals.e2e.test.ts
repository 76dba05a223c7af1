import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { VITALS_STARTED_MARK } from '../../src/lib/vitals/vitals-beacon';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { artifactsDir } from '../setup/paths';

const TOKEN = 'e2e-metrics-token-0123456789abcdef';
const RENDER_MESSAGE = 'render failed for 09171234567 sessionId=s3cr3t at https://x.example/a?b=1';
const RENDER_FAILURE = /render failed for/;
const suite = browserSuite(() => ({ metrics: { token: TOKEN } }));

async function metricsText(): Promise<string> {
  const answer = await fetch(suite.url('/metrics'), {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(answer.status).toBe(200);
  return answer.text();
}

/** The reporter is listening (it starts when the page is idle after load). */
async function reporterStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
    VITALS_STARTED_MARK,
  );
}

/** Opens a screen, waits for the vitals reporter to load, taps once (INP), then leaves (flush). */
async function visit(page: Page, path: string, tapTarget: string): Promise<void> {
  await page.goto(suite.url(path));
  await reporterStarted(page);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByRole('heading', { name: tapTarget }).first().click();
  // The tap is an entry once the next frame has painted (the reporter takes the entries the
  // browser has recorded as the page is hidden, whether or not it has handed them over yet).
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
  // Leaving hides the page: the reporter sends what it has (a beacon, which outlives the page).
  await page.goto('about:blank');
}

describe('field vitals for ops', () => {
  it('a browsing session shows up per screen in GET /metrics, names only, errors redacted', async () => {
    const { page } = await suite.phone({ allowErrors: [/boom for/] });
    await visit(
      page,
      demoPath('/loanDetail', { orderId: 'PL2024174', productId: '1' }),
      'Order Details',
    );
    await visit(page, demoPath('/repay', { orderId: 'PL2024174', productId: '1' }), 'Repayment');
    await visit(page, '/aboutUs', 'About us');
    // An error no screen handles, with a phone number in its message.
    await page.goto(suite.url('/'));
    await reporterStarted(page);
    await page.evaluate(() => {
      void Promise.reject(new Error('boom for 09171234567'));
    });

    let text = '';
    const ERROR_SERIES =
      'borrower_client_errors_total{screen="corporateHome",source="rejection"} 1';
    const LAST_VISIT = 'borrower_web_vitals_seconds_count{screen="aboutUs",metric="LCP"}';
    // Errors go out about 2 s after they happen (src/lib/vitals/start-vitals.ts).
    await expect
      .poll(
        async () => {
          text = await metricsText();
          return [text.includes(ERROR_SERIES), text.includes(LAST_VISIT)];
        },
        { timeout: 10_000 },
      )
      .toEqual([true, true]);
    for (const screen of ['orderDetail', 'repay', 'aboutUs']) {
      for (const metric of ['LCP', 'FCP', 'TTFB']) {
        expect(text).toMatch(
          new RegExp(
            `borrower_web_vitals_seconds_count\\{screen="${screen}",metric="${metric}"\\} [1-9]`,
          ),
        );
      }
      expect(text).toMatch(
        new RegExp(`borrower_web_vitals_cls_count\\{screen="${screen}"\\} [1-9]`),
      );
    }
    expect(text).toMatch(
      /borrower_web_vitals_seconds_count\{screen="orderDetail",metric="INP"\} 1/,
    );
    // Histograms only; the order page's load is timed under its screen's name, not its path.
    expect(text).not.toContain('quantile=');
    expect(text).toMatch(
      /borrower_http_request_duration_seconds_count\{route="orderDetail",method="GET",status_class="2xx"\} [1-9]/,
    );
    // Names only: no path, query, order or session value reached the figures or the log.
    for (const leak of ['PL2024174', 'sessionId', '/loanDetail', '09171234567'])
      expect(text).not.toContain(leak);
    expect(suite.sandbox.logs.join('\n')).toContain(
      '[client-error] rejection screen=corporateHome Error: boom for <n>',
    );
  });

  it('a screen that throws while rendering is counted and logged redacted', async () => {
    const { page } = await suite.phone({ allowErrors: [RENDER_FAILURE, /Screen crashed/] });
    // The screen's code throws as it loads (so its lazy component throws while rendering), with
    // a phone number, a session value and an address in the message.
    await page.route(/\/assets\/customer-service-route-[\w-]+\.js$/, async (route) => {
      const real = await route.fetch();
      await route.fulfill({
        response: real,
        body: `throw new Error(${JSON.stringify(RENDER_MESSAGE)});\n${await real.text()}`,
      });
    });
    await page.goto(suite.url(demoPath('/customerService')));
    // The screen's boundary shows its error (after the one recovery reload a failed chunk gets).
    await page.getByRole('heading', { name: 'This screen could not be shown' }).waitFor();

    const line =
      '[client-error] caught screen=customerService Error: render failed for <n> sessionId=<secret> at <url>';
    await expect.poll(() => suite.sandbox.logs.join('\n'), { timeout: 10_000 }).toContain(line);
    const text = await metricsText();
    expect(text).toMatch(
      /borrower_client_errors_total\{screen="customerService",source="caught"\} [1-9]/,
    );
    const kept = `${text}\n${suite.sandbox.logs.filter((entry) => entry.includes('[client-error]')).join('\n')}`;
    for (const leak of ['09171234567', 's3cr3t', 'x.example', 'PL2024174'])
      expect(kept).not.toContain(leak);
    // What ops would scrape after this session (quoted in the closing note).
    mkdirSync(artifactsDir, { recursive: true });
    writeFileSync(join(artifactsDir, 'metrics-after-session.txt'), text);
  });

  it('GET /metrics is a plain 404 without the token', async () => {
    const answer = await fetch(suite.url('/metrics'));
    expect(answer.status).toBe(404);
  });
});
