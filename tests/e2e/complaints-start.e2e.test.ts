import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { chunkRequests } from '../setup/chunk-requests';
import { eventually, expectLocator } from '../setup/expect-page';
import { appSettled, overlaysUp } from '../setup/settle';

const suite = browserSuite();
const REFUSED = 'The selected order does not support sending collection types';
const NO_CONNECTION = 'No connection. Please check your mobile data or Wi-Fi and try again.';

describe('complaint start', () => {
  it('refuses type 1 on an order without isShow, and opens its sub-types after choosing another order', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/complaint')));
    await page.getByRole('heading', { name: 'Online service', level: 1 }).waitFor();
    const card = page.getByTestId('selected-order');
    await card.getByText('PL2024200').waitFor();
    await expectLocator(card.getByText('Sulong Lending')).toBeVisible();
    await page.getByRole('heading', { name: 'Select question type' }).waitFor();
    await snap('complaints-start');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await eventually(() => page.evaluate(() => localStorage.getItem('complaintOrderNo'))).toBe(
      'PL2024200',
    );

    const collection = page.getByRole('button', { name: 'Collection complaints' });
    await collection.click();
    await expectLocator(page.getByTestId('toast')).toHaveText(REFUSED);
    await expectLocator(collection).toHaveAttribute('aria-expanded', 'false');
    await snap('complaints-start-refused');

    // The spec's visible label, not only the accessible name.
    await expectLocator(page.getByRole('button', { name: /^All orders/ })).toHaveText('All');
    await page.getByRole('button', { name: /^All orders/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Choose an order' });
    await sheet.waitFor();
    await expectLocator(sheet.getByRole('button').filter({ hasText: 'PL20' })).toHaveCount(7);
    await snap('complaints-start-orders');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await sheet.getByRole('button', { name: /PL2024180/ }).click();
    await sheet.waitFor({ state: 'hidden' });
    await card.getByText('PL2024180').waitFor();
    await expectLocator(card.getByText('QuickCash PH')).toBeVisible();
    await expectLocator(card.getByText('Overdue')).toBeVisible();
    await eventually(() => page.evaluate(() => localStorage.getItem('complaintOrderNo'))).toBe(
      'PL2024180',
    );

    await collection.click();
    await expectLocator(collection).toHaveAttribute('aria-expanded', 'true');
    const subTypes = page.getByRole('list', { name: /Collection complaints/ });
    await subTypes.getByRole('button', { name: 'Calls at unreasonable hours' }).waitFor();
    await snap('complaints-start-subtypes');
    await subTypes.getByRole('button', { name: 'Calls at unreasonable hours' }).click();
    await page.waitForURL((url) => url.pathname === '/complainPageNext');
    const query = new URL(page.url()).searchParams;
    expect(query.get('problemType')).toBe('1');
    expect(query.get('problemSonType')).toBe('13');
    expect(query.get('orderNo')).toBe('PL2024180');
    expect(query.get('sessionId')).toBe(DEMO_SESSION.sessionId);
  });

  it("the order picker's code comes on intent: a visit that never taps never downloads it; offline, All says there is no connection and the screen stays; online again the next tap opens it", async () => {
    const { page, context } = await suite.phone({
      // The picker's code, asked for with no network (no worker in these tests).
      allowErrors: [/\/assets\/[\w.-]+ net::ERR_INTERNET_DISCONNECTED/, /Failed to load resource/],
    });
    const asked = chunkRequests(page, 'order-picker');
    await page.goto(suite.url(demoPath('/complaint')));
    const card = page.getByTestId('selected-order');
    await card.getByText('PL2024200').waitFor();
    await appSettled(page);
    expect(asked).toEqual([]);

    await overlaysUp(page);
    await context.setOffline(true);
    const all = page.getByRole('button', { name: /^All orders/ });
    await all.click();
    await expectLocator(page.getByTestId('toast')).toHaveText(NO_CONNECTION);
    await expectLocator(card.getByText('PL2024200')).toBeVisible();
    await expectLocator(page.getByRole('dialog', { name: 'Choose an order' })).toHaveCount(0);

    await context.setOffline(false);
    await all.click();
    await page.getByRole('dialog', { name: 'Choose an order' }).waitFor();
  });

  it('collapses the sub-types and refuses type 1 again when an order without isShow is chosen', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath('/complaint', { orderId: 'PL2024174' })));
    const card = page.getByTestId('selected-order');
    await card.getByText('PL2024174').waitFor();
    const collection = page.getByRole('button', { name: 'Collection complaints' });
    await collection.click();
    await expectLocator(collection).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('button', { name: /^All orders/ }).click();
    await page
      .getByRole('dialog', { name: 'Choose an order' })
      .getByRole('button', { name: /PL2024021/ })
      .click();
    await card.getByText('PL2024021').waitFor();
    await expectLocator(collection).toHaveAttribute('aria-expanded', 'false');
    await collection.click();
    await expectLocator(page.getByTestId('toast')).toHaveText(REFUSED);
  });

  it('sends any other type straight on with problemType and orderNo only', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath('/complaint', { orderId: 'PL2024170' })));
    await page.getByTestId('selected-order').getByText('PL2024170').waitFor();
    await page.getByRole('button', { name: 'Repayment problems' }).click();
    await page.waitForURL((url) => url.pathname === '/complainPageNext');
    const query = new URL(page.url()).searchParams;
    expect(query.get('problemType')).toBe('2');
    expect(query.has('problemSonType')).toBe(false);
    expect(query.get('orderNo')).toBe('PL2024170');
    await page
      .getByRole('list', { name: 'Question type' })
      .getByText('Repayment problems')
      .waitFor();
  });

  it('opens from the native app\'s /complaintUrl link (its alias), never "Page not found"', async () => {
    const { page } = await suite.phone();
    await page.goto(
      suite.url(
        '/complaintUrl?deviceId=demo-device-01&appVersion=3.2.0&userId=10001&appName=pesoloan&sessionId=demo-session-10001&clientType=android&merchantNumber=M0001&mobilePhone=09171234567&orderId=PL2024170',
      ),
    );
    await page.getByRole('heading', { name: 'Online service', level: 1 }).waitFor();
    await page.getByTestId('selected-order').getByText('PL2024170').waitFor();
    expect(new URL(page.url()).pathname).toBe('/complaintUrl');
    await expectLocator(page.getByText('Page not found')).toHaveCount(0);
  });

  it('opens the complaint list from the customer-service entry', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath('/complaint')));
    await page.getByRole('link', { name: /My complaints/ }).click();
    await page.waitForURL((url) => url.pathname === '/complaintList');
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe(DEMO_SESSION.sessionId);
    await page.getByRole('heading', { name: 'My complaints', level: 1 }).waitFor();
  });
});
