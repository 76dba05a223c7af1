import { describe, expect, it } from 'vitest';
import { execute } from '../../server/sandbox/db';
import { REGISTERED_PHONE } from '../../server/sandbox/modules/promotion/promotion-data';
import { browserSuite } from '../setup/browser';
import {
  DOWNLOAD_LINK,
  PROMO_QUERY,
  captchaAnswer,
  captchaImage,
  expectNoAxeViolations,
  expectToast,
  field,
  loggedSmsCode,
  openPromotion,
  sendButton,
} from './promotion-helpers';
import { eventually, expectLocator } from '../setup/expect-page';

const suite = browserSuite();

/** '0' is never drawn by the captcha, so this answer is always wrong. */
const WRONG_CAPTCHA = '0000';

async function sendCode(page: Parameters<typeof captchaAnswer>[0], phone: string) {
  await field(page, 'Mobile number').fill(phone);
  await field(page, 'Image captcha').fill(await captchaAnswer(page, suite.sandbox));
  await sendButton(page).click();
  await expectToast(page, 'verification code sent, please check your phone');
}

describe('promotion server codes', () => {
  it("'101' on get-sms: shows the message and draws a new captcha", async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    const before = await captchaImage(page).getAttribute('src');
    await field(page, 'Mobile number').fill('13612345678');
    await field(page, 'Image captcha').fill(WRONG_CAPTCHA);
    await sendButton(page).click();
    await expectToast(page, 'The image captcha is incorrect, please try again');
    await eventually(() => captchaImage(page).getAttribute('src')).not.toBe(before);
    await expectLocator(field(page, 'Image captcha')).toHaveValue('');
    await expectLocator(sendButton(page)).toHaveText('get verification code');
    await snap('promotion-wrong-captcha');
    // The new captcha works.
    await sendCode(page, '13612345678');
  });

  it("'11' on get-sms: already registered, then the download page", async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    await field(page, 'Mobile number').fill(REGISTERED_PHONE);
    await field(page, 'Image captcha').fill(await captchaAnswer(page, suite.sandbox));
    await sendButton(page).click();
    await expectToast(page, 'You have registered, please download the APP to log in!');
    await page.waitForURL((url) => url.pathname === '/promotion/download');
    const query = new URL(page.url()).searchParams;
    expect(query.get('id')).toBe('7');
    expect(query.get('link')).toBe(DOWNLOAD_LINK);
    await page.getByRole('heading', { level: 1, name: 'Download the APP' }).waitFor();
    await snap('promotion-already-registered');
  });

  it("'11' on register: already registered meanwhile, then the download page", async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    const phone = '13512345678';
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    await sendCode(page, phone);
    // The same number finishes registering on another device before this one taps Register.
    execute(
      suite.sandbox.db,
      `INSERT INTO promotion_registrations
         (phone, user_name, template_id, invite_code, user_from, app_from, utm_tag, device_id, app_name, merchant_number)
       VALUES (?, ?, '7', '', '', '', '', 'other-device', 'pesoloan', '')`,
      phone,
      phone,
    );
    await field(page, 'SMS code').fill(loggedSmsCode(suite.sandbox, phone));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'You have registered, please download the APP to log in!');
    await page.waitForURL((url) => url.pathname === '/promotion/download');
  });

  it("'-1' on register: shows the message and draws a new captcha", async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    const phone = '13412345678';
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    await sendCode(page, phone);
    const before = await captchaImage(page).getAttribute('src');
    await field(page, 'Image captcha').fill(WRONG_CAPTCHA);
    await field(page, 'SMS code').fill(loggedSmsCode(suite.sandbox, phone));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'The image captcha is incorrect, please try again');
    await eventually(() => captchaImage(page).getAttribute('src')).not.toBe(before);
    await expect(page.url()).toContain('/promotion?');

    // With the new captcha the registration goes through.
    await field(page, 'Image captcha').fill(await captchaAnswer(page, suite.sandbox));
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'registration successful');
    await page.waitForURL((url) => url.pathname === '/promotion/download');
  });

  it('shows the server message for a wrong SMS code', async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    const phone = '13312345678';
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    await sendCode(page, phone);
    const code = loggedSmsCode(suite.sandbox, phone);
    await field(page, 'SMS code').fill(code === '999999' ? '999998' : '999999');
    const before = await captchaImage(page).getAttribute('src');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'The SMS code is incorrect or has expired');
    // That check spent the captcha: a new one is drawn, and with it and the right code it works.
    await eventually(() => captchaImage(page).getAttribute('src')).not.toBe(before);
    await field(page, 'Image captcha').fill(await captchaAnswer(page, suite.sandbox));
    await field(page, 'SMS code').fill(code);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'registration successful');
  });

  it("shows 'error' when the network fails", async () => {
    const { page, snap } = await suite.phone({
      bridge: 'none',
      allowErrors: [/get-sms|register/, /Failed to load resource/],
    });
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    await page.route('**/promotion/get-sms**', (route) => route.abort('failed'));
    await page.route('**/promotion/register**', (route) => route.abort('failed'));
    await field(page, 'Mobile number').fill('13212345678');
    await field(page, 'Image captcha').fill('ab3d');
    await sendButton(page).click();
    await expectToast(page, 'error');
    await snap('promotion-network-error');
    await field(page, 'SMS code').fill('123456');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'error');
  });

  it('shows the message with a retry when the promotion template cannot be loaded', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    await page.goto(suite.url('/promotion?id=999'));
    await page.getByRole('alert').getByText('This promotion has ended').waitFor();
    await page.getByRole('button', { name: 'Try again' }).waitFor();
    await expectLocator(page.getByLabel('Mobile number')).toHaveCount(0);
    await snap('promotion-template-error');
    await expectNoAxeViolations(page);
  });

  it('shows the server message when the captcha session (get-sid) is refused', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    const message = 'The captcha service is busy. Please try again later.';
    await page.route('**/promotion/get-sid**', (route) =>
      route.fulfill({ json: { code: '1', message, data: null } }),
    );
    await page.goto(suite.url(`/promotion?${PROMO_QUERY}`));
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectToast(page, message);
    // No sid: no captcha image is asked for.
    await expectLocator(captchaImage(page)).toHaveCount(0);
    await snap('promotion-sid-refused');
  });

  it('uses the default template when the link has no id', async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    await page.goto(suite.url('/promotion'));
    await page
      .getByRole('heading', { level: 1, name: 'Cash up to ₱20,000, decided within 1 day' })
      .waitFor();
    await captchaImage(page).waitFor();
  });
});

describe('promotion download and agreement views', () => {
  it('follows the legacy #/downloadTemplate link and refuses an unsafe download link', async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    await page.goto(
      suite.url(`/#/downloadTemplate?id=7&link=${encodeURIComponent(DOWNLOAD_LINK)}`),
    );
    await page.waitForURL((url) => url.pathname === '/promotion/download');
    expect(new URL(page.url()).searchParams.get('link')).toBe(DOWNLOAD_LINK);
    await page.getByRole('heading', { level: 1, name: 'Download the APP' }).waitFor();

    await page.goto(suite.url('/promotion/download?id=7&link=javascript%3Aalert(1)'));
    await page.getByRole('button', { name: 'Download the APP' }).click();
    const refused = page.getByRole('dialog', { name: "This link can't be opened here" });
    await refused.getByRole('button', { name: 'Call customer service' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/promotion/download');
  });

  it('opens the registration agreement from the form and from #/agreementTemplate', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    await page.getByRole('link', { name: 'Registration agreement' }).click();
    await page.waitForURL((url) => url.pathname === '/promotion/agreement');
    await page.getByRole('heading', { level: 1, name: 'Registration agreement' }).waitFor();
    await expectLocator(page.getByRole('heading', { level: 2 })).toHaveCount(5);
    await snap('promotion-agreement');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to registration' }).click();
    await page.waitForURL((url) => url.pathname === '/promotion' && url.search.includes('id=7'));

    await page.goto(suite.url('/#/agreementTemplate?id=7'));
    await page.waitForURL((url) => url.pathname === '/promotion/agreement');
    await page.getByRole('heading', { level: 1, name: 'Registration agreement' }).waitFor();
  });
});
