import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { chunkRequests, watchChunkRecovery } from '../setup/chunk-requests';
import { demoPath } from '../fixtures/demo';
import { eventually, expectLocator } from '../setup/expect-page';
import { appSettled, pageIdle, tasksFlushed } from '../setup/settle';
import { pauseClock } from '../setup/clock';
import { holdAnswers } from '../setup/held-answers';
import { hookData } from '../setup/sandbox-hooks';

const suite = browserSuite();
/** Other screens we navigate to may still be loading their data when the test ends. */
const LEAVING = [/Failed to load resource/, /request failed: .*\/api\//];
/** The order's call, held in the tests that stop the clock before it is answered. */
const ORDER_CALL = '**/api/v3/loan-details/loan-details?**';

function detail(orderId: string, productId = '1'): string {
  return suite.url(demoPath('/loanDetail', { orderId, productId }));
}

async function banner(page: Page) {
  const region = page.getByRole('region', { name: 'Order status' });
  await region.waitFor();
  return {
    status: await region.getAttribute('data-status'),
    image: await region.locator('img').getAttribute('src'),
    heading: await region.getByRole('heading', { level: 2 }).textContent(),
  };
}

async function footerButtons(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Actions' }).getByRole('button').allTextContents();
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((item) => `${item.id}: ${item.help}`)).toEqual([]);
}

describe('order detail per status', () => {
  it('21: stays on the page even with a redirect link, banner 21, no buttons', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(detail('PL2024021'));
    await page.getByRole('heading', { name: 'Order Details', level: 1 }).waitFor();
    await eventually(() => banner(page)).toEqual({
      status: '21',
      image: '/images/order/status-21.svg',
      heading: 'Under review',
    });
    await page.getByText('We are reviewing your application.', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'PesoLoan Plus', level: 2 }).waitFor();
    await expectLocator(page.getByRole('definition').first()).toHaveText('PL2024021');
    // The redirect would start from an effect of the render that shows the order: once the page
    // is idle after it, a replaced page would already be on its way.
    await pageIdle(page);
    expect(new URL(page.url()).pathname).toBe('/loanDetail');
    await eventually(() => footerButtons(page)).toEqual([]);
    await snap('order-21');
    await expectNoAxeViolations(page);
  });

  it("downloads the pop-ups' code only for an order whose answer asks for a pop-up (issue 41, item 3)", async () => {
    const { page } = await suite.phone({ allowErrors: LEAVING });
    const asked = chunkRequests(page, 'order-dialogs');
    // No rating, no re-withdraw message, no bank-card prompt.
    await page.goto(detail('PL2024174'));
    await page.getByRole('region', { name: 'Order status' }).waitFor();
    await appSettled(page);
    expect(asked).toEqual([]);

    await page.goto(detail('PL2024110', '2'));
    await page.getByRole('dialog', { name: 'Update your bank card' }).waitFor();
    expect(asked).toHaveLength(1);
  });

  it('110: bank-card dialog; its close icon hides it, its button opens the bank screen', async () => {
    const { page, snap } = await suite.phone({ allowErrors: LEAVING });
    await page.goto(detail('PL2024110', '2'));
    const dialog = page.getByRole('dialog', { name: 'Update your bank card' });
    await dialog.waitFor();
    await dialog
      .getByText('We could not send the money to your bank card ending 4821.', { exact: false })
      .waitFor();
    await eventually(() => banner(page)).toMatchObject({
      status: '110',
      image: '/images/order/status-110.svg',
    });
    await snap('order-110-bank-card');
    await expectNoAxeViolations(page);
    // No outside-tap dismiss.
    await page.mouse.click(10, 10);
    await expectLocator(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => footerButtons(page)).toEqual([]);
    await snap('order-110');

    await page.reload();
    await page.getByRole('button', { name: 'Go and bind the card' }).click();
    await page.waitForURL((url) => url.pathname === '/bindCard');
    const query = new URL(page.url()).searchParams;
    expect(query.get('source')).toBe('loanDetail');
    expect(query.get('orderId')).toBe('PL2024110');
    expect(query.get('productId')).toBe('2');
  });

  it('151: re-withdraw pop-up; Cancel goes home, Withdraw Now goes to the confirm link', async () => {
    const { page, bridge, snap } = await suite.phone({ allowErrors: LEAVING });
    await page.goto(detail('PL2024151', '3'));
    const dialog = page.getByRole('dialog', { name: 'Withdraw again' });
    await dialog
      .getByText('Your last disbursement did not go through.', { exact: false })
      .waitFor();
    await eventually(() => banner(page)).toMatchObject({
      status: '151',
      image: '/images/order/status-151.svg',
    });
    await snap('order-151-rewithdraw');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => bridge).toEqual([{ action: 'goHome', payload: {} }]);

    await page.reload();
    await page.getByRole('button', { name: 'Withdraw Now' }).click();
    await page.waitForURL((url) => url.pathname === '/loanConfirm');
    expect(new URL(page.url()).searchParams.get('productId')).toBe('3');
  });

  it('170: Repayment goes to the server h5Url', async () => {
    const { page, snap } = await suite.phone({ allowErrors: LEAVING });
    await page.goto(detail('PL2024170'));
    await eventually(() => banner(page)).toMatchObject({
      status: '170',
      image: '/images/order/status-200.svg',
    });
    await eventually(() => footerButtons(page)).toEqual(['Repayment']);
    await snap('order-170');
    await page.getByRole('button', { name: 'Repayment' }).click();
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode');
    expect(new URL(page.url()).searchParams.get('payCode')).toBe('7001248813');
  });

  it('174 with isDelay 1: REPAY to the repay page, Rollover Repayment (Short of money?) to rollover', async () => {
    const { page, snap } = await suite.phone({ allowErrors: LEAVING });
    await page.goto(detail('PL2024174'));
    await eventually(() => banner(page)).toMatchObject({
      status: '174',
      image: '/images/order/status-174.svg',
    });
    await eventually(() => footerButtons(page)).toEqual(['REPAY', 'Rollover Repayment']);
    await page.getByText('Short of money?', { exact: true }).waitFor();
    const rollover = page.getByRole('button', { name: 'Rollover Repayment' });
    await eventually(() => rollover.getAttribute('aria-describedby')).toBeTruthy();
    await snap('order-174');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'REPAY', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/repay');
    let query = new URL(page.url()).searchParams;
    expect([query.get('orderId'), query.get('productId')]).toEqual(['PL2024174', '1']);

    await page.goto(detail('PL2024174'));
    await page.getByRole('button', { name: 'Rollover Repayment' }).click();
    await page.waitForURL((url) => url.pathname === '/repayDelay');
    query = new URL(page.url()).searchParams;
    expect([query.get('orderId'), query.get('productId')]).toEqual(['PL2024174', '1']);
  });

  it('180 without rollover: one Repayment button to the repay page', async () => {
    const { page, snap } = await suite.phone({ allowErrors: LEAVING });
    await page.goto(detail('PL2024180', '2'));
    await eventually(() => banner(page)).toMatchObject({
      status: '180',
      image: '/images/order/status-180.svg',
      heading: 'Overdue',
    });
    await eventually(() => footerButtons(page)).toEqual(['Repayment']);
    await snap('order-180');
    await page.getByRole('button', { name: 'Repayment' }).click();
    await page.waitForURL((url) => url.pathname === '/repay');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe('PL2024180');
  });

  it('200: Borrow Again records event 30/0 and opens the native product detail', async () => {
    const { page, bridge, snap } = await suite.phone();
    await page.goto(detail('PL2024200', '4'));
    await eventually(() => banner(page)).toMatchObject({
      status: '200',
      image: '/images/order/status-200.svg',
    });
    await eventually(() => footerButtons(page)).toEqual(['Borrow Again']);
    await page.getByRole('link', { name: 'Click to view more products' }).waitFor();
    await snap('order-200');
    const saved = page.waitForResponse((res) => res.url().includes('/api/service/event/save'));
    await page.getByRole('button', { name: 'Borrow Again' }).click();
    await saved;
    await eventually(() => bridge.length).toBe(2);
    expect(bridge).toEqual([
      { action: 'trackEvent', payload: { moduleId: 30, positionId: 0, productId: '4' } },
      { action: 'openPage', payload: { url: 'pesoloan://productDetail?productId=4' } },
    ]);
    expect(await hookData(suite, '/sandbox/events', v.array(v.unknown()))).toEqual([
      { product_id: '4', module_id: 30, position_id: 0 },
    ]);
  });

  it('Borrow Again says there is no connection when the link opener cannot be fetched, and frees the button', async () => {
    const { page, bridge } = await suite.phone({
      allowErrors: [/links-[\w-]+\.js net::ERR_FAILED/, /Failed to load resource/],
    });
    // The link guard's chunk never arrives (the signal dropped, no worker to serve it).
    await page.route(/\/assets\/links-[\w-]+\.js$/, (route) => route.abort());
    const recovery = watchChunkRecovery(page);
    await page.goto(detail('PL2024200', '4'));
    const borrowAgain = page.getByRole('button', { name: 'Borrow Again' });
    // The finger on the button fetches the opener, which fails: the page reloads once.
    await borrowAgain.click();
    await recovery.reloaded();
    await borrowAgain.click();
    await expectLocator(page.getByTestId('toast')).toHaveText(
      'No connection. Please check your mobile data or Wi-Fi and try again.',
    );
    await expectLocator(borrowAgain).toBeEnabled();
    expect(bridge.filter((message) => message.action === 'openPage')).toEqual([]);
  });

  it('any other status uses the 200 image and shows no button', async () => {
    const { page } = await suite.phone();
    await page.goto(detail('PL2024160', '2'));
    await eventually(() => banner(page)).toEqual({
      status: '160',
      image: '/images/order/status-200.svg',
      heading: 'Processing',
    });
    await eventually(() => footerButtons(page)).toEqual([]);
  });

  it('never renders the recommended-product list, in any status: only its link (SPEC.md section 4)', async () => {
    const { page } = await suite.phone({ allowErrors: LEAVING });
    // PL2024200's answer carries the recommended products (with inside 1); every other order's
    // answer gets the same list here, so each status has products it could show.
    let products: Array<{ name?: unknown }> = [];
    await page.route(/\/api\/v3\/loan-details\/loan-details\?/, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      const listed = body.data.recProducts;
      if (Array.isArray(listed) && listed.length > 0) products = listed;
      else body.data = { ...body.data, recProducts: products, inside: 1 };
      await route.fulfill({ response, json: body });
    });
    const statuses: Array<[orderId: string, productId: string, status: string]> = [
      ['PL2024200', '4', '200'],
      ['PL2024021', '1', '21'],
      ['PL2024110', '2', '110'],
      ['PL2024151', '3', '151'],
      ['PL2024170', '1', '170'],
      ['PL2024174', '1', '174'],
      ['PL2024180', '2', '180'],
      ['PL2024160', '2', '160'],
    ];
    for (const [orderId, productId, status] of statuses) {
      await page.goto(detail(orderId, productId));
      await eventually(async () => (await banner(page)).status, orderId).toBe(status);
      // The answer with the products has been rendered: its link is there…
      await page.getByRole('link', { name: 'Click to view more products' }).waitFor();
      // …and not one product of the list.
      const names = products.map((product) => String(product.name));
      expect(names.length, 'the list to hide').toBeGreaterThan(0);
      const text = await page.locator('#root').innerText();
      expect(
        names.filter((name) => text.includes(name)),
        orderId,
      ).toEqual([]);
      await expectLocator(page.getByRole('article')).toHaveCount(0);
    }
  });

  it('a non-21 status with playeduL replaces the page with that link', async () => {
    const { page } = await suite.phone({ allowErrors: LEAVING });
    await page.goto(detail('PL2024111', '2'));
    await page.waitForURL((url) => url.pathname === '/productDetail');
    expect(new URL(page.url()).searchParams.get('productId')).toBe('2');
    // Replaced, not pushed: the history holds the blank start page and the new page only.
    await eventually(() => page.evaluate(() => window.history.length)).toBe(2);
  });
});

describe('order detail rating', () => {
  function resetScore() {
    suite.sandbox.db
      .prepare("UPDATE order_extras SET is_score = 1 WHERE order_no = 'PL2024200'")
      .run();
  }

  it('opens 3 s after load, asks for a pick, fills stars and shows the result modal below 4', async () => {
    resetScore();
    const { page, bridge, snap } = await suite.phone();
    await page.clock.install();
    // The clock stops before the order arrives, so the 3 s run from a known instant and only
    // with runFor: 2.5 s later the pop-up must still be closed, 3.1 s later open.
    const order = await holdAnswers(page, ORDER_CALL);
    const dialogsChunk = page.waitForRequest(/\/order-dialogs-[\w-]+\.js$/);
    await page.goto(detail('PL2024200', '4'));
    await eventually(order.held).toBe(true);
    // The boot script sends the call before the screen's code has arrived: let the screen draw
    // its frame (React reveals it on a timer) before the clock stops.
    await page.getByRole('heading', { name: 'Order Details', level: 1 }).waitFor();
    // The rating's 3 s start with the order, which is still held.
    await pauseClock(page);
    order.release();
    await page.getByRole('region', { name: 'Order status' }).waitFor();
    // The pop-ups' chunk is asked for when the order renders. React reveals a boundary's content
    // on a timer when its fallback showed less than 300 ms before, and the stopped clock would
    // hold that reveal if the chunk came in after the clock's last move: wait (in real time)
    // until the chunk has run, so the runFor below also runs that reveal.
    const chunk = (await dialogsChunk).url();
    // A string, so the test runner leaves the page's import() alone.
    await page.evaluate(`import(${JSON.stringify(chunk)}).then(() => true)`);
    await tasksFlushed(page);
    const dialog = page.getByRole('dialog', { name: 'Rate your experience' });
    await page.clock.runFor(2500);
    await tasksFlushed(page);
    await expectLocator(dialog).toBeHidden();
    await page.clock.runFor(600);
    await dialog.waitFor();
    // Time flows again (the toast and axe need timers).
    await page.clock.resume();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expectLocator(page.getByTestId('toast')).toHaveText('Silakan pilih');
    await dialog.getByRole('radio', { name: '2 stars' }).click({ force: true });
    await expectLocator(dialog.locator('[data-filled="true"]')).toHaveCount(2);
    await snap('order-rating');
    await expectNoAxeViolations(page);
    const sent = page.waitForRequest((req) => req.url().includes('/google-score'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(JSON.parse((await sent).postData() ?? '')).toEqual({
      productId: '4',
      orderId: 'PL2024200',
      score: 5,
    });
    const result = page.getByRole('dialog', { name: 'Thank you for your feedback' });
    await result.waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await snap('order-rating-result');
    expect(bridge.filter((message) => message.action === 'goToRate')).toEqual([]);
    await result.getByRole('button', { name: 'OK' }).click();
    await result.waitFor({ state: 'hidden' });
  });

  it('4 stars or more sends 5 and asks the native rate prompt', async () => {
    resetScore();
    const { page, bridge } = await suite.phone();
    await page.clock.install();
    await page.goto(detail('PL2024200', '4'));
    await page.getByRole('region', { name: 'Order status' }).waitFor();
    await page.clock.runFor(3100);
    const dialog = page.getByRole('dialog', { name: 'Rate your experience' });
    await dialog.getByRole('radio', { name: '4 stars' }).click({ force: true });
    const sent = page.waitForRequest((req) => req.url().includes('/google-score'));
    await dialog.getByRole('button', { name: 'Submit' }).click();
    expect(JSON.parse((await sent).postData() ?? '')).toMatchObject({ score: 5 });
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => bridge.map((message) => message.action)).toEqual(['goToRate']);
    await expectLocator(
      page.getByRole('dialog', { name: 'Thank you for your feedback' }),
    ).toBeHidden();
  });

  it('Cancel closes the pop-up without sending a score', async () => {
    resetScore();
    const { page } = await suite.phone();
    await page.clock.install();
    await page.goto(detail('PL2024200', '4'));
    await page.getByRole('region', { name: 'Order status' }).waitFor();
    await page.clock.runFor(3100);
    const dialog = page.getByRole('dialog', { name: 'Rate your experience' });
    let scored = false;
    page.on('request', (req) => {
      if (req.url().includes('/google-score')) scored = true;
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(scored).toBe(false);
  });
});

describe('order detail errors', () => {
  it('a non-zero code shows the message as a toast for 2 s and an error view with retry', async () => {
    const { page, snap } = await suite.phone();
    await page.clock.install();
    // The clock stops before the answer arrives, so the toast's 2 s move only with runFor (a
    // busy machine cannot stretch them): still there 1.9 s later, gone 2.1 s later.
    const order = await holdAnswers(page, ORDER_CALL);
    await page.goto(detail('NO-SUCH-ORDER'));
    await eventually(order.held).toBe(true);
    await page.getByRole('heading', { name: 'Order Details', level: 1 }).waitFor();
    await pauseClock(page);
    order.release();
    const message = 'We could not find this order. Please check the order number.';
    const toast = page.getByTestId('toast');
    await expectLocator(toast).toHaveText(message);
    await page.getByRole('alert').getByText(message).waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await tasksFlushed(page);
    await snap('order-error');
    await page.clock.runFor(1900);
    await tasksFlushed(page);
    await expectLocator(toast).toHaveText(message);
    await page.clock.runFor(200);
    await toast.waitFor({ state: 'detached' });
  });

  it('a network failure shows the connection message, and retry loads the order', async () => {
    const { page } = await suite.phone({
      allowErrors: [/loan-details.*ERR_FAILED/, /Failed to load resource/],
    });
    let fail = true;
    await page.route('**/api/v3/loan-details/loan-details**', (route) =>
      fail ? route.abort('failed') : route.continue(),
    );
    await page.goto(detail('PL2024174'));
    const alert = page.getByRole('alert');
    await alert
      .getByText('No connection. Please check your mobile data or Wi-Fi and try again.')
      .waitFor();
    fail = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'REPAY', exact: true }).waitFor();
  });
});
