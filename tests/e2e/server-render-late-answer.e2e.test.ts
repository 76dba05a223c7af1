import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type BuiltServer } from '../../server/app';
import { loanPlayDetail } from '../../src/contract/repayment';
import { demoPath } from '../fixtures/demo';
import { launchBrowser, openPhone, type Phone } from '../setup/browser';
import { outDir } from '../setup/paths';
import { startSandbox, type Sandbox } from '../setup/sandbox';
import { startTap, type Tap } from '../setup/topology';
import { listenOnLoopback } from '../../server/test-support/listen-on-loopback';
import { testConfig } from '../../server/test-support/test-config';

/*
 * A slow lender's API behind the proxy (docs/decisions/ops-overload.md): the server renders
 * within its budget or sends the shell at once with the answer following in the same response;
 * either way the lender gets one call per page and the browser none of its own. Browser → proxy
 * app (server rendering on) → a tap that holds each answer → the sandbox.
 */
const BUDGET_MS = 500;
const SLOW_MS = 1_500;
let sandbox: Sandbox;
let tap: Tap;
let app: BuiltServer;
let origin = '';
let browser: Browser;
let delay = 0;
const phones: Phone[] = [];

beforeAll(async () => {
  [sandbox, browser] = await Promise.all([startSandbox(), launchBrowser()]);
  tap = await startTap(sandbox.url, { answerDelayMs: () => delay });
  const foreign = new URL(sandbox.foreignUrl).host;
  app = await buildServer(
    testConfig({
      dataFile: ':memory:',
      distDir: outDir,
      upstream: { base: `${tap.origin}/api` },
      hosts: { link: [foreign], frame: [foreign], image: [foreign] },
      serverRender: true,
      renderBudgetMs: BUDGET_MS,
    }),
  );
  ({ origin } = await listenOnLoopback(app));
});
afterEach(async () => {
  const errors = phones.flatMap((phone) => phone.errors);
  await Promise.all(phones.splice(0).map((phone) => phone.context.close()));
  expect(errors).toEqual([]);
});
afterAll(async () => {
  await browser.close();
  await app.close();
  await tap.close();
  await sandbox.close();
});

const REPAY = demoPath('/repay', { orderId: 'PL2024170', productId: '1' });
const PLAY_DETAIL = loanPlayDetail.path.replace('{provider}', 'pesoloan');
const upstreamCalls = () => tap.received.filter((call) => call.url.includes(PLAY_DETAIL)).length;

/** The page's first chunk, and when its first and last byte arrived from the request (ms). */
async function pageTiming(path: string): Promise<{
  firstChunk: string;
  first: number;
  last: number;
  html: string;
  buffering: unknown;
}> {
  const started = performance.now();
  const request = httpRequest(`${origin}${path}`, {
    headers: { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' },
  });
  request.end();
  const [response] = (await once(request, 'response')) as [IncomingMessage];
  let first = 0;
  let firstChunk: string | undefined;
  let html = '';
  for await (const chunk of response) {
    first ||= performance.now() - started;
    firstChunk ??= String(chunk);
    html += String(chunk);
  }
  return {
    firstChunk: firstChunk ?? '',
    first,
    last: performance.now() - started,
    html,
    buffering: response.headers['x-accel-buffering'],
  };
}

describe('a slow lender’s API and the server render', () => {
  it('the shell goes out once the budget is spent, before the answer, which follows in the same response: one call', async () => {
    delay = SLOW_MS;
    const before = upstreamCalls();
    const { firstChunk, first, last, html, buffering } = await pageTiming(REPAY);
    console.info(`shell after ${Math.round(first)} ms, answer after ${Math.round(last)} ms`);
    // The shell went out on its own, before the answer (which the tap holds 1 s past the
    // budget): the first part the browser gets has the shell's boot and no answer.
    expect(firstChunk).toContain('class="boot"');
    expect(firstChunk).not.toContain('id="first-answer"');
    // nginx in front passes the two parts on as they come.
    expect(buffering).toBe('no');
    expect(last).toBeGreaterThanOrEqual(SLOW_MS);
    expect(html).toContain('class="boot"');
    // No loader meta: the page brings the answer, nobody else asks for it.
    expect(html).not.toContain('<meta name="first-call"');
    expect(html).toMatch(/<script type="application\/json" id="first-answer">.*"offset":null/);
    expect(html).toContain('PL2024170');
    expect(upstreamCalls() - before).toBe(1);
  });

  it('a borrower’s browser shows the instalment screen from that answer and asks nothing itself', async () => {
    delay = SLOW_MS;
    const phone = await openPhone(browser);
    phones.push(phone);
    const asked: string[] = [];
    phone.page.on('request', (request) => {
      if (request.url().includes(PLAY_DETAIL)) asked.push(request.url());
    });
    const before = upstreamCalls();
    await phone.page.goto(`${origin}${REPAY}`);
    await phone.page.getByText('Repayment date 2026-12-05').waitFor();
    await expect.poll(() => phone.page.getByText('₱7,650.00').first().isVisible()).toBe(true);
    await phone.snap('server-render-late-answer-repay');
    expect(asked).toEqual([]);
    expect(upstreamCalls() - before).toBe(1);
  });

  it('a fast API still gets the rendered page, as before', async () => {
    delay = 0;
    const before = upstreamCalls();
    const { html } = await pageTiming(REPAY);
    expect(html).toContain('data-rendered-for="/repay"');
    expect(html).toContain('Repayment date 2026-12-05');
    expect(upstreamCalls() - before).toBe(1);
  });
});
