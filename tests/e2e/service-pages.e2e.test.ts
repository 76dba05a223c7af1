import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { expectLocator } from '../setup/expect-page';

const suite = browserSuite();

describe('online service page', () => {
  it('shows the telephone and e-mail from contact-kf-info and hands the call to the native app', async () => {
    const { page, bridge, snap } = await suite.phone({ bridge: 'android' });
    const contact = page.waitForRequest((request) =>
      request.url().includes('/api/v3/personal-center/contact-kf-info'),
    );
    await page.goto(suite.url(demoPath('/customerService')));
    expect(JSON.parse((await contact).postData() ?? '')).toEqual({ overall: 30 });
    await page.getByRole('heading', { name: 'Online service', level: 1 }).waitFor();
    const phone = page.getByRole('link', { name: 'Call +63 2 8123 4567' });
    await phone.waitFor();
    await expectLocator(phone).toHaveAttribute('href', 'tel:+63281234567');
    const mail = page.getByRole('link', { name: 'Write to help@pesoloan.example' });
    await expectLocator(mail).toHaveAttribute('href', 'mailto:help@pesoloan.example');
    await snap('service-online');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await phone.click();
    await expect
      .poll(() => bridge)
      .toContainEqual({
        action: 'callPhone',
        payload: { phone: '+63 2 8123 4567' },
      });
    expect(new URL(page.url()).pathname).toBe('/customerService');
  });

  it('opens the dialler through a tel: link in a plain browser', async () => {
    const { page, context } = await suite.phone({ bridge: 'none' });
    await page.goto(suite.url(demoPath('/customerService')));
    const phone = page.getByRole('link', { name: 'Call +63 2 8123 4567' });
    await phone.waitFor();
    // Chromium hands tel: to the OS; the DevTools protocol still reports the navigation asked for.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Page.enable');
    const navigations: string[] = [];
    cdp.on('Page.frameRequestedNavigation', (event) => navigations.push(event.url));
    await phone.click();
    await expect.poll(() => navigations).toContain('tel:+63281234567');
  });

  it('offers the complaint entry point and the complaint list', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath('/customerService')));
    await page.getByRole('link', { name: 'File a complaint' }).click();
    await page.waitForURL((url) => url.pathname === '/complaint');
    expect(new URL(page.url()).searchParams.get('sessionId')).toBe(DEMO_SESSION.sessionId);
    await page.getByRole('heading', { name: 'Select question type' }).waitFor();
    await page.goBack();
    await page.getByRole('link', { name: 'My complaints' }).click();
    await page.waitForURL((url) => url.pathname === '/complaintList');
  });

  it('shows the failure with a retry when the contact cannot be loaded', async () => {
    const { page } = await suite.phone();
    await page.route('**/api/v3/personal-center/contact-kf-info**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 500100, message: 'Customer service is offline.' }),
      }),
    );
    await page.goto(suite.url(demoPath('/customerService')));
    await page.getByRole('alert').getByText('Customer service is offline.').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
  });
});

describe('about us', () => {
  it('shows welcome, mission, advantages, team, contact and the customer-service e-mail', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(demoPath('/aboutUs')));
    await page.getByRole('heading', { name: 'About us', level: 1 }).waitFor();
    for (const heading of [
      'Welcome to PesoLoan',
      'Our mission',
      'Why borrowers choose us',
      'Our team',
      'Contact',
      'Customer service e-mail',
    ]) {
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    }
    await page.getByText('Sample Lending Corp.', { exact: true }).waitFor();
    await expectLocator(page.getByTestId('service-email').getByRole('link')).toHaveAttribute(
      'href',
      'mailto:help@pesoloan.example',
    );
    await expectLocator(
      page.getByRole('link', { name: 'support@pesoloan.example' }),
    ).toHaveAttribute('href', 'mailto:support@pesoloan.example');
    await snap('service-about-us', true);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
