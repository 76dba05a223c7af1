import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SESSION, demoPath, SECOND_DEMO_SESSION, secondBorrowerPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { artifactsDir } from '../setup/paths';
import { eventually, expectLocator } from '../setup/expect-page';

/**
 * One borrower at a time (issue 15): borrower A leaves a saved pay code, a payment attempt and a
 * complaint draft on the device; then borrower B's link opens in the same browser context. B
 * inherits none of A's values in any request, never sees A's code, and the device keeps nothing
 * of A's.
 */
const suite = browserSuite();

const A_ORDER = 'PL2024174';
const A_COUPON = { couponId: 'CPN-A-7731', couponMoney: '4321', withholdingAmount: '1092500' };
const A_PAY_CODE = '7001249902';
const A_COMPLAINT_ORDER = 'PL2024180';
const B_ORDER = 'JR2024174';

interface Sent {
  url: string;
  body: string;
}

function recordApiCalls(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      sent.push({ url: request.url(), body: request.postData() ?? '' });
  });
  return sent;
}

interface DeviceStorage {
  local: Record<string, string>;
  session: Record<string, string>;
  indexedDb: Record<string, Record<string, string[]>>;
}

/** Every key (and value) the page can see in localStorage, sessionStorage and IndexedDB. */
function deviceStorage(page: Page): Promise<DeviceStorage> {
  return page.evaluate(async () => {
    const dump = (storage: Storage) =>
      Object.fromEntries(
        Object.keys(storage)
          .sort()
          .map((key) => [key, storage.getItem(key) ?? '']),
      );
    const indexedDb: Record<string, Record<string, string[]>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      indexedDb[name] = await new Promise<Record<string, string[]>>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const stores = Array.from(db.objectStoreNames);
          const result: Record<string, string[]> = {};
          if (stores.length === 0) {
            db.close();
            resolve(result);
            return;
          }
          const transaction = db.transaction(stores, 'readonly');
          for (const store of stores) {
            const keys = transaction.objectStore(store).getAllKeys();
            keys.onsuccess = () => {
              result[store] = keys.result.map(String).sort();
            };
          }
          transaction.oncomplete = () => {
            db.close();
            resolve(result);
          };
        };
      });
    }
    return { local: dump(localStorage), session: dump(sessionStorage), indexedDb };
  });
}

describe('borrower A, then borrower B in the same webview', () => {
  it('B inherits none of A’s values, never sees A’s code, and A’s data is gone', async () => {
    const { page, snap } = await suite.phone();
    const calls = recordApiCalls(page);

    // A: instalment repayment with a coupon and a withholding amount; tap the pay-code card.
    await page.goto(
      suite.url(demoPath('/repay', { orderId: A_ORDER, productId: '1', ...A_COUPON })),
    );
    await page.getByTestId('pay-code').click();
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode2');
    expect(new URL(page.url()).searchParams.get('orderId')).toBe(A_ORDER);
    await expectLocator(page.getByTestId('contract-number')).toHaveText(A_PAY_CODE);
    await expectLocator(page.getByTestId('saved-order')).toHaveText(A_ORDER);
    await page.getByText(/^Valid until \d{4}-\d{2}-\d{2} 23:59:59$/).waitFor();
    await snap('borrower-switch-a-saved-code');

    // A: card repayment, reached from the repay screen; its link carries this order's coupon.
    await page.goBack();
    await page.getByRole('link', { name: 'Pay with a bank card' }).click();
    await page.waitForURL((url) => url.pathname === '/repayment');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      orderId: A_ORDER,
      productId: '1',
      couponId: A_COUPON.couponId,
      couponMoney: A_COUPON.couponMoney,
      withholdingAmount: '1092500',
    });
    const bindHref = await page.getByRole('link', { name: 'Bind a new card' }).getAttribute('href');
    const bindQuery = new URL(bindHref ?? '', suite.sandbox.url).searchParams;
    expect(Object.fromEntries(bindQuery)).toMatchObject({
      orderId: A_ORDER,
      productId: '1',
      couponId: A_COUPON.couponId,
      couponMoney: A_COUPON.couponMoney,
      withholdingAmount: '1092500',
      from: 'payway',
    });
    await page.getByText('BDO Unibank').click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.getByRole('dialog', { name: 'SMS verification' }).waitFor();
    const commit = calls.find((call) => call.url.includes('/repayment-commit'));
    expect(new URLSearchParams(commit?.body).get('couponId')).toBe(A_COUPON.couponId);
    // The attempt lives in localStorage (shared between tabs); an older version kept it in
    // sessionStorage, so leave one there as well: forgetting the borrower clears both.
    await eventually(() =>
      page.evaluate((order) => localStorage.getItem(`repay.attempt.${order}`), A_ORDER),
    ).toContain('pending-code');
    await page.evaluate(
      (order) => sessionStorage.setItem(`repay.attempt.${order}`, '{"key":"a","cardId":"1"}'),
      A_ORDER,
    );

    // A: a complaint about another order, with an unsent draft.
    await page.goto(suite.url(demoPath('/complaint', { orderId: A_COMPLAINT_ORDER })));
    await page.getByTestId('selected-order').getByText(A_COMPLAINT_ORDER).waitFor();
    await page.goto(
      suite.url(demoPath('/complainPageNext', { problemType: '2', orderNo: A_COMPLAINT_ORDER })),
    );
    await page
      .getByRole('textbox', { name: 'Comments and suggestions' })
      .fill('Maria’s private complaint text');
    await eventually(() => page.evaluate(() => localStorage.getItem('complaintDraft'))).toContain(
      'Maria’s private complaint text',
    );
    const before = await deviceStorage(page);
    expect(Object.keys(before.local).sort()).toEqual([
      'borrower.owner',
      'complaintDraft',
      'complaintOrderNo',
      `repay.attempt.${A_ORDER}`,
      // The note that a copy is saved (no data of it): the page the server rendered is set aside.
      'repaymentInfo.saved',
    ]);
    expect(Object.keys(before.session).sort()).toEqual([
      'borrower.session',
      `repay.attempt.${A_ORDER}`,
    ]);
    expect(before.indexedDb['borrower-pwa']?.saved).toEqual([
      `repaymentInfo/${DEMO_SESSION.userId}/${A_ORDER}`,
    ]);

    // B's link opens in the same webview: no coupon, no withholding amount of its own.
    const firstOfB = calls.length;
    await page.goto(suite.url(secondBorrowerPath('/repay', { orderId: B_ORDER, productId: '3' })));
    await page.getByTestId('pay-code').getByText('7009901234').waitFor();
    await page.getByText('₱2,810.00', { exact: true }).first().waitFor();
    await snap('borrower-switch-b-repay');

    // What the device keeps right after the switch: B's session and owner mark, nothing of A's.
    await eventually(() => deviceStorage(page)).toEqual({
      local: { 'borrower.owner': SECOND_DEMO_SESSION.userId },
      session: { 'borrower.session': JSON.stringify(SECOND_DEMO_SESSION) },
      indexedDb: { 'borrower-pwa': { saved: [] } },
    });
    const afterSwitch = await deviceStorage(page);

    // B's card-repayment link carries B's order and amount, and no coupon of A's.
    const cardLink = page.getByRole('link', { name: 'Pay with a bank card' });
    const cardQuery = Object.fromEntries(
      new URL((await cardLink.getAttribute('href')) ?? '', suite.sandbox.url).searchParams,
    );
    expect(cardQuery).toEqual({
      ...SECOND_DEMO_SESSION,
      orderId: B_ORDER,
      productId: '3',
      withholdingAmount: '281000',
    });

    // /repaymentOfCode2 shows B nothing of A's: neither with no order nor with A's order id.
    await page.goto(suite.url(secondBorrowerPath('/repaymentOfCode2')));
    await page.getByText('No saved repayment code').waitFor();
    await page.goto(suite.url(secondBorrowerPath('/repaymentOfCode2', { orderId: A_ORDER })));
    await page.getByText('No saved repayment code').waitFor();
    await expectLocator(page.getByText(A_PAY_CODE)).toHaveCount(0);
    await snap('borrower-switch-b-no-saved-code');

    // B's complaint start and form: B's own order, no draft of A's.
    await page.goto(suite.url(secondBorrowerPath('/complaint')));
    await page.getByTestId('selected-order').getByText(B_ORDER).waitFor();
    await page.goto(
      suite.url(secondBorrowerPath('/complainPageNext', { problemType: '2', orderNo: B_ORDER })),
    );
    const box = page.getByRole('textbox', { name: 'Comments and suggestions' });
    await box.waitFor();
    await expectLocator(box).toHaveValue('');

    // Not one of B's requests carries a value of A's.
    const fromB = calls.slice(firstOfB);
    const paths = fromB.map((call) => new URL(call.url).pathname);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/v3/installment/loan-play-detail', '/api/problem/problem-init']),
    );
    const detail = fromB.find((call) => call.url.includes('/loan-play-detail'));
    expect(JSON.parse(detail?.body ?? '{}')).toEqual({ productId: '3', orderId: B_ORDER });
    const aValues = [
      A_ORDER,
      A_COMPLAINT_ORDER,
      A_COUPON.couponId,
      A_COUPON.couponMoney,
      A_COUPON.withholdingAmount,
      DEMO_SESSION.userId,
      DEMO_SESSION.sessionId,
    ];
    const leaks = fromB.filter((call) =>
      aValues.some((value) => call.url.includes(value) || call.body.includes(value)),
    );
    expect(leaks).toEqual([]);
    for (const call of fromB) {
      const query = new URL(call.url).searchParams;
      expect(query.get('userId'), call.url).toBe(SECOND_DEMO_SESSION.userId);
      expect(query.get('sessionId'), call.url).toBe(SECOND_DEMO_SESSION.sessionId);
      expect(query.has('couponId') || query.has('couponMoney'), call.url).toBe(false);
    }

    const final = await deviceStorage(page);
    expect(final).toEqual({
      local: { 'borrower.owner': SECOND_DEMO_SESSION.userId, complaintOrderNo: B_ORDER },
      session: { 'borrower.session': JSON.stringify(SECOND_DEMO_SESSION) },
      indexedDb: { 'borrower-pwa': { saved: [] } },
    });
    // For the closing note: what the device held before the switch, right after it, at the end.
    mkdirSync(artifactsDir, { recursive: true });
    writeFileSync(
      join(artifactsDir, 'borrower-switch-storage.json'),
      JSON.stringify({ beforeSwitch: before, afterSwitch, afterBrowsingAsB: final }, null, 2),
    );
  });
});

describe('a saved pay code past the end of its day in Manila', () => {
  it('is no longer shown as payable and leads back to the repayment screen', async () => {
    const { page, snap } = await suite.phone();
    await page.clock.install({ time: new Date('2026-03-10T23:58:00+08:00') });
    await page.goto(suite.url(demoPath('/repay', { orderId: 'PL2024170', productId: '1' })));
    await page.getByTestId('pay-code').click();
    await page.waitForURL((url) => url.pathname === '/repaymentOfCode2');
    await page.getByText('Valid until 2026-03-10 23:59:59', { exact: true }).waitFor();
    await expectLocator(page.getByTestId('contract-number')).toHaveText('7001248813');

    // Midnight passes with the page open: the code stops being offered at that moment.
    await page.clock.runFor(3 * 60_000);
    const expired = page.getByRole('alert');
    await expired.getByText('This saved repayment code has expired').waitFor();
    await expired.getByText(/The code for order PL2024170 was saved on 2026-03-10 23:58/).waitFor();
    await expectLocator(page.getByTestId('contract-number')).toHaveCount(0);
    await expectLocator(page.getByText('7001248813')).toHaveCount(0);
    await snap('saved-code-expired');

    // Opened again later (offline at the counter, say): still expired, never payable.
    await page.reload();
    await expired.getByText('This saved repayment code has expired').waitFor();
    await expired
      .getByRole('link', { name: 'Open the repayment screen for the current amount' })
      .click();
    await page.waitForURL((url) => url.pathname === '/repay');
    const query = new URL(page.url()).searchParams;
    expect([query.get('orderId'), query.get('productId'), query.get('userId')]).toEqual([
      'PL2024170',
      '1',
      DEMO_SESSION.userId,
    ]);
    await page.getByTestId('pay-code').waitFor();
  });
});
