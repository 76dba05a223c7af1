import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { chunkPath, chunkRequests } from '../setup/chunk-requests';
import { eventually, expectLocator } from '../setup/expect-page';
import { appSettled, overlaysUp } from '../setup/settle';

const suite = browserSuite();

const COMPANY = 'Sample Lending Corp.';
const SEC_NO = 'SEC Registration No. CS201900001';
const COA_NO = 'Certificate of Authority No. 0001-SAMPLE';

interface SiteSection {
  nav: string;
  path: string;
  h1: string;
  title: string;
}

const HOME: SiteSection = {
  nav: 'Home',
  path: '/',
  h1: 'Quick cash loans, straight to your account',
  title: 'Home',
};
const LENDER: SiteSection = {
  nav: 'Lender Info',
  path: '/User',
  h1: 'Lender Info',
  title: 'Lender Info',
};
const LOAN: SiteSection = {
  nav: 'Loan terms and conditions',
  path: '/Loan',
  h1: 'Loan terms and conditions',
  title: 'Loan terms and conditions',
};

const SECTIONS: SiteSection[] = [
  HOME,
  LENDER,
  { nav: 'Privacy Policy', path: '/Policy', h1: 'Privacy Policy', title: 'Privacy Policy' },
  LOAN,
  { nav: 'Contact us', path: '/Contact', h1: 'Contact us', title: 'Contact us' },
];

async function expectSection(page: Page, section: SiteSection) {
  await page.getByRole('heading', { level: 1, name: section.h1 }).waitFor();
  await expectLocator(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await eventually(() => page.title()).toBe(`${section.title} · PesoLoan`);
  const nav = page.getByRole('navigation', { name: 'Site sections' });
  await expectLocator(nav.getByRole('link')).toHaveCount(5);
  const active = nav.locator('[aria-current="page"]');
  await expectLocator(active).toHaveCount(1);
  await expectLocator(active).toHaveText(section.nav);
}

async function expectDisclosure(page: Page) {
  const disclosure = page.getByRole('complementary', { name: 'Lender registration' });
  await expectLocator(disclosure).toContainText(COMPANY);
  await expectLocator(disclosure).toContainText(SEC_NO);
  await expectLocator(disclosure).toContainText(COA_NO);
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((item) => `${item.id}: ${item.nodes[0]?.target}`)).toEqual([]);
}

describe('public corporate site', () => {
  it('navigates between the five sections, scrolling to the top and marking the active item', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    await page.goto(suite.url('/'));
    await expectSection(page, HOME);
    await expectDisclosure(page);
    await page.getByRole('img', { name: /phone showing a short loan application/ }).waitFor();
    await snap('public-home');
    await snap('public-home-full', true);

    for (const section of [...SECTIONS.slice(1), HOME]) {
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page
        .getByRole('navigation', { name: 'Site sections' })
        .getByRole('link', { name: section.nav, exact: true })
        .click();
      await page.waitForURL((url) => url.pathname === section.path);
      await expectSection(page, section);
      await eventually(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expectDisclosure(page);
    }
  });

  it('opens every section directly and after a reload, matching paths in any case', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    for (const section of SECTIONS) {
      await page.goto(suite.url(section.path));
      await expectSection(page, section);
      await page.reload();
      await expectSection(page, section);
    }
    await page.goto(suite.url('/About'));
    await expectSection(page, HOME);
    await page.goto(suite.url('/loan'));
    await expectSection(page, LOAN);
    await page.goto(suite.url('/USER'));
    await expectSection(page, LENDER);
    await expectLocator(page.getByText('CS201900001', { exact: true })).toBeVisible();
    // Lender Info's image (SPEC.md section 2), really drawn.
    const lenderImage = page.getByRole('img', {
      name: 'An office building with a certificate of registration beside it.',
    });
    await eventually(() =>
      lenderImage.evaluate(
        (image) => image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
      ),
    ).toBe(true);
    await snap('public-lender-info');
  });

  it('embeds the privacy policy in a sandboxed frame with a fallback link', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    await page.goto(suite.url('/Policy'));
    const frame = page.locator('iframe[title="Privacy Policy (full text)"]');
    await expectLocator(frame).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-same-origin allow-popups',
    );
    await expectLocator(frame).toHaveAttribute('src', '/privacyPolicy');
    const inner = page.frameLocator('iframe[title="Privacy Policy (full text)"]');
    await inner.getByRole('heading', { level: 2, name: '9. Grievance officer' }).waitFor();
    await expectLocator(inner.getByRole('main')).toHaveCount(0);
    const fallback = page.getByRole('link', { name: 'Open the Privacy Policy in a full page' });
    await expectLocator(fallback).toHaveAttribute('href', '/privacyPolicy');
    await snap('public-policy');
    await fallback.click();
    await page.waitForURL((url) => url.pathname === '/privacyPolicy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
  });

  it('shows the full loan terms', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    await page.goto(suite.url('/Loan'));
    await page.getByRole('heading', { level: 1, name: 'Loan terms and conditions' }).waitFor();
    const main = page.getByRole('main');
    for (const text of [
      'be over 18 years of age;',
      /91 to 365 calendar days/,
      /within 1 to 3 calendar days/,
      /₱1,000 for new clients, or ₱800 for repeat clients/,
      /at least 7 business days before the assignment/,
    ]) {
      await expectLocator(main.getByText(text)).toHaveCount(1);
    }
    await expectLocator(page.getByRole('heading', { level: 2 })).toHaveCount(14);
    await snap('public-loan-terms');
  });

  it('has no axe violations on any section', async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    for (const section of SECTIONS) {
      await page.goto(suite.url(section.path));
      await expectSection(page, section);
      await expectNoAxeViolations(page);
    }
  });
});

describe('contact form', () => {
  it('requires all three fields, then clears the form and shows a confirmation image without any request', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto(suite.url('/Contact'));
    const name = page.getByLabel('Full name');
    const phone = page.getByLabel('Phone number');
    const message = page.getByLabel('Message', { exact: true });
    const send = page.getByRole('button', { name: 'Send' });
    const toast = page.getByTestId('toast');

    await send.click();
    await expectLocator(toast).toHaveText('Please provide complete information!');
    await snap('public-contact-incomplete');

    await name.fill('Juan dela Cruz');
    await phone.fill('09171234567');
    await send.click();
    await expectLocator(toast).toHaveText('Please provide complete information!');

    await message.fill('   ');
    await send.click();
    await expectLocator(toast).toHaveText('Please provide complete information!');

    await message.fill('I would like to know more about your loans.');
    await send.click();
    const image = page.getByRole('img', { name: /Thank you! We received your message/ });
    await image.waitFor();
    await expectLocator(name).toHaveValue('');
    await expectLocator(phone).toHaveValue('');
    await expectLocator(message).toHaveValue('');
    await snap('public-contact-sent');
    await expectNoAxeViolations(page);

    await image.click();
    await image.waitFor({ state: 'detached' });
    expect(apiCalls).toEqual([]);
  });

  it("the confirmation's code comes with the first Send, not with the page; offline, Send keeps what was typed and says there is no connection", async () => {
    const { page, context } = await suite.phone({
      bridge: 'none',
      // The confirmation's code, asked for with no network (no worker in these tests).
      allowErrors: [/\/assets\/[\w.-]+ net::ERR_INTERNET_DISCONNECTED/, /Failed to load resource/],
    });
    const asked = chunkRequests(page, 'contact-sent-dialog');
    await page.goto(suite.url('/Contact'));
    const name = page.getByLabel('Full name');
    await name.waitFor();
    await appSettled(page);
    expect(asked).toEqual([]);

    await overlaysUp(page);
    await context.setOffline(true);
    await name.fill('Juan dela Cruz');
    await page.getByLabel('Phone number').fill('09171234567');
    await page.getByLabel('Message', { exact: true }).fill('I would like to know more.');
    const send = page.getByRole('button', { name: 'Send' });
    await send.click();
    await expectLocator(page.getByTestId('toast')).toHaveText(
      'No connection. Please check your mobile data or Wi-Fi and try again.',
    );
    await expectLocator(name).toHaveValue('Juan dela Cruz');

    await context.setOffline(false);
    await send.click();
    await page.getByRole('img', { name: /Thank you! We received your message/ }).waitFor();
    await expectLocator(name).toHaveValue('');
  });

  it('while the confirmation is on its way the form keeps what was typed and a second Send adds nothing: one request, one confirmation, then the form is cleared', async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await page.route(chunkPath('contact-sent-dialog'), async (route) => {
      asked += 1;
      await released;
      await route.continue();
    });
    await page.goto(suite.url('/Contact'));
    await page.getByLabel('Full name').fill('Juan dela Cruz');
    await page.getByLabel('Phone number').fill('09171234567');
    await page.getByLabel('Message', { exact: true }).fill('I would like to know more.');
    const send = page.getByRole('button', { name: 'Send' });
    await send.click();
    await send.click();
    await eventually(() => asked).toBe(1);
    await expectLocator(page.getByLabel('Full name')).toHaveValue('Juan dela Cruz');

    release();
    const image = page.getByRole('img', { name: /Thank you! We received your message/ });
    await image.waitFor();
    await expectLocator(page.getByLabel('Full name')).toHaveValue('');
    await expectLocator(image).toHaveCount(1);
    expect(asked).toBe(1);
  });
});

describe('legal pages', () => {
  it('shows the privacy policy with every topic as a heading and the company values', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    await page.goto(suite.url('/privacyPolicy'));
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([
      '1. What we collect and why',
      '2. Disclosure of your information',
      '3. Cookies',
      '4. Device information',
      '5. Minors',
      '6. Password and account security',
      '7. Changes to this policy',
      '8. Your rights and opting out',
      '9. Grievance officer',
    ]);
    const main = page.getByRole('main');
    for (const value of [
      'Company: Sample Lending Corp.',
      'E-mail: support@pesoloan.example',
      'Phone: +63 2 8123 4567',
      'Address: 12F Example Tower, 123 Ayala Avenue, Makati City, Metro Manila 1226, Philippines',
    ]) {
      await main.getByText(value, { exact: true }).waitFor();
    }
    await expectDisclosure(page);
    await snap('public-privacy-policy');
    await expectNoAxeViolations(page);
  });

  it('shows the loan agreement and stays readable at 200% text size', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    await page.goto(suite.url('/loanAgreement'));
    await page.getByRole('heading', { level: 1, name: 'Loan agreement' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Loan terms and conditions' }).waitFor();
    await expectLocator(page.getByRole('heading', { level: 3 })).toHaveCount(14);
    await expectDisclosure(page);
    await expectNoAxeViolations(page);
    // Text zoom: the root font size doubles (CSP forbids an injected style tag; CSSOM is fine).
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await snap('public-loan-agreement-200');
  });
});
