import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app';
import { demoPath, DEMO_SESSION } from '../fixtures/demo';
import { outDir } from '../setup/paths';
import { startStandInUpstream, type StandInUpstream } from '../setup/stand-in-upstream';
import { testConfig } from '../../server/test-support/test-config';

/*
 * The server renders a borrower screen only with a good answer, in time (server/pages/server-render.ts).
 * Otherwise the call it made still ends up in the page: the app shell with the answer in it, so
 * the browser shows the screen (or its error) from that answer and never calls a second time
 * (docs/decisions/ops-overload.md). Under pressure, or for a request that is not a browser
 * opening the page, no call is made and the shell goes out as without server rendering. The
 * built app in proxy mode before a stand-in API that the test makes fail, hang or answer.
 */
type App = Awaited<ReturnType<typeof buildServer>>;
let upstream: StandInUpstream;
let app: App;
let shellApp: App;
let pressedApp: App;
/** Answers the stand-in is still holding (the hanging case), released after each test. */
const held: (() => void)[] = [];

beforeAll(async () => {
  upstream = await startStandInUpstream();
  const options = {
    dataFile: ':memory:',
    distDir: outDir,
    upstream: { base: `${upstream.origin}/api` },
  };
  app = await buildServer(testConfig({ ...options, serverRender: true }));
  shellApp = await buildServer(testConfig({ ...options, serverRender: false }));
  // An event loop always "behind": every page goes out as the shell (server/ops/overload.ts).
  pressedApp = await buildServer(
    testConfig({
      ...options,
      serverRender: true,
      overload: { shellAboveMs: -1 },
    }),
  );
});
beforeEach(() => {
  upstream.received.length = 0;
});
afterAll(async () => {
  for (const release of held.splice(0)) release();
  await app.close();
  await shellApp.close();
  await pressedApp.close();
  await upstream.close();
});

const REPAY = demoPath('/repay', { orderId: 'PL2024170', productId: '1' });
/** What a browser sends when it opens a page itself. */
const OPENED = { 'sec-fetch-dest': 'document', 'sec-fetch-mode': 'navigate' };

function expectShell(html: string, cacheControl: unknown): void {
  expect(html).toContain('class="boot"');
  expect(html).not.toContain('id="first-answer"');
  // The browser starts the call itself, as on any borrower screen.
  expect(html).toContain('<meta name="first-call"');
  expect(cacheControl).toBe('no-cache');
}

/** The shell with the call's answer in it: no loader meta, so the browser never asks again. */
function expectShellWithAnswer(html: string, cacheControl: unknown): Record<string, unknown> {
  expect(html).toContain('class="boot"');
  expect(html).not.toContain('<meta name="first-call"');
  expect(cacheControl).toBe('no-store');
  const tag = /<script type="application\/json" id="first-answer">(.*?)<\/script>/.exec(html);
  const served = JSON.parse(tag?.[1] ?? 'null') as {
    answer: Record<string, unknown>;
    offset: null;
  };
  // No markup was formatted: any time zone takes it.
  expect(served.offset).toBeNull();
  return served.answer;
}

describe('when the server does not render the screen', () => {
  it('an error answer (503) gives the shell with that answer; the call went once, as the browser would send it', async () => {
    upstream.answer = (_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ code: 503, message: 'Busy' }));
    };
    const page = await app.inject({ url: REPAY, headers: OPENED, remoteAddress: '203.0.113.7' });
    expect(page.statusCode).toBe(200);
    expect(expectShellWithAnswer(page.body, page.headers['cache-control'])).toEqual({
      status: 503,
      retryAfter: null,
      text: JSON.stringify({ code: 503, message: 'Busy' }),
    });
    expect(upstream.received).toHaveLength(1);
    const [call] = upstream.received;
    expect(call?.url).toMatch(/^\/api\/.*loan-play-detail\?/);
    expect(call?.url).toContain(`sessionId=${DEMO_SESSION.sessionId}`);
    expect(call?.headers['x-session-id']).toBe(DEMO_SESSION.sessionId);
    // The proxy's forwarding header names the borrower's address, not this server's.
    expect(call?.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(JSON.parse(call?.body.toString() ?? '')).toMatchObject({ orderId: 'PL2024170' });
  });

  it('an API that does not answer in time: the page waits for the one call it made and carries its answer', async () => {
    upstream.answer = (_request, response) => {
      held.push(
        () =>
          void response
            .writeHead(200, { 'content-type': 'application/json' })
            .end('{"code":0,"data":null}'),
      );
    };
    const answered = app.inject({ url: REPAY, headers: OPENED });
    // Well past the 500 ms budget, then the lender answers.
    await expect.poll(() => held.length, { timeout: 5_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 800));
    for (const release of held.splice(0)) release();
    const page = await answered;
    expect(expectShellWithAnswer(page.body, page.headers['cache-control'])).toMatchObject({
      status: 200,
      text: '{"code":0,"data":null}',
    });
    expect(upstream.received).toHaveLength(1);
  });

  it('under pressure the shell goes out as without server rendering: no call made here', async () => {
    upstream.answer = () => {
      throw new Error('no call was expected');
    };
    const page = await pressedApp.inject({ url: REPAY, headers: OPENED });
    expectShell(page.body, page.headers['cache-control']);
    expect(upstream.received).toEqual([]);
  });

  it('a framed page, a link preview, a prefetch, a HEAD request, a link without the order and SERVER_RENDER=off make no call', async () => {
    upstream.answer = () => {
      throw new Error('no call was expected');
    };
    const framed = await app.inject({ url: REPAY, headers: { 'sec-fetch-dest': 'iframe' } });
    expectShell(framed.body, framed.headers['cache-control']);
    // A messaging app's link preview or a script: no Sec-Fetch-Dest.
    const preview = await app.inject({
      url: REPAY,
      headers: { 'user-agent': 'facebookexternalhit/1.1' },
    });
    expectShell(preview.body, preview.headers['cache-control']);
    const prefetch = await app.inject({
      url: REPAY,
      headers: { ...OPENED, 'sec-purpose': 'prefetch' },
    });
    expectShell(prefetch.body, prefetch.headers['cache-control']);
    const head = await app.inject({ method: 'HEAD', url: REPAY, headers: OPENED });
    expect(head.statusCode).toBe(200);
    const noOrder = await app.inject({ url: demoPath('/loanDetail'), headers: OPENED });
    expect(noOrder.body).toContain('class="boot"');
    const off = await shellApp.inject({ url: REPAY, headers: OPENED });
    expectShell(off.body, off.headers['cache-control']);
    expect(upstream.received).toEqual([]);
  });
});
