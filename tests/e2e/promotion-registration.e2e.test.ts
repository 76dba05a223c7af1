import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { queryAll } from '../../server/sandbox/db';
import { browserSuite } from '../setup/browser';
import {
  API,
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
import { pauseClock } from '../setup/clock';

const suite = browserSuite();

describe('promotion registration', () => {
  it('goes from the promotion link to a registered account and the download page', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    const phone = '13812345678';
    const forms: Array<{ path: string; type: string; body: Record<string, string> }> = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'POST' && url.pathname.startsWith(API)) {
        forms.push({
          path: url.pathname,
          type: request.headers()['content-type'] ?? '',
          body: Object.fromEntries(new URLSearchParams(request.postData() ?? '')),
        });
      }
    });
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    await eventually(() => page.title()).toBe('Summer promo: your first loan, fast · PesoLoan');
    await page.getByText('Sign up today and get the app to apply.').waitFor();
    await page
      .getByRole('complementary', { name: 'Lender registration' })
      .getByText('SEC Registration No. CS201900001 · Certificate of Authority No. 0001-SAMPLE')
      .waitFor();
    const visits = queryAll(
      suite.sandbox.db,
      v.object({
        page_id: v.string(),
        user_from: v.string(),
        client_type: v.string(),
        page_type: v.string(),
        utm_tag: v.string(),
        app_from: v.string(),
      }),
      'SELECT page_id, user_from, client_type, page_type, utm_tag, app_from FROM promotion_visits',
    );
    expect(visits).toEqual([
      {
        page_id: '7',
        user_from: 'fb',
        client_type: 'h5',
        page_type: '1',
        utm_tag: 'summer',
        app_from: 'web',
      },
    ]);
    await snap('promotion-form');
    await expectNoAxeViolations(page);

    await field(page, 'Mobile number').fill(phone);
    const capcode = await captchaAnswer(page, suite.sandbox);
    await field(page, 'Image captcha').fill(capcode);
    await sendButton(page).click();
    await expectToast(page, 'verification code sent, please check your phone');
    await expectLocator(sendButton(page)).toHaveAttribute('aria-disabled', 'true');
    await snap('promotion-sms-sent');

    const smsCode = loggedSmsCode(suite.sandbox, phone);
    await field(page, 'SMS code').fill(smsCode);
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expectToast(page, 'registration successful');
    await page.waitForURL((url) => url.pathname === '/promotion/download');
    const query = new URL(page.url()).searchParams;
    expect(query.get('id')).toBe('7');
    expect(query.get('link')).toBe(DOWNLOAD_LINK);

    const [sms, registration] = forms;
    expect(sms?.path).toBe(`${API}/promotion/get-sms`);
    expect(sms?.type).toContain('application/x-www-form-urlencoded');
    expect(sms?.body).toMatchObject({
      phone,
      capcode,
      app_from: 'web',
      user_from: 'fb',
      utm_tag: 'summer',
      appName: 'pesoloan',
    });
    expect(sms?.body.deviceId).toMatch(/^web-/);
    expect(registration?.path).toBe(`${API}/promotion/register`);
    expect(Object.keys(registration?.body ?? {}).sort()).toEqual(
      [
        'phone',
        'capcode',
        'sid',
        'deviceId',
        'appName',
        'merchantNumber',
        'userName',
        'smsCode',
        'invite_code',
        'user_from',
        'id',
        'app_from',
        'utm_tag',
      ].sort(),
    );
    expect(registration?.body).toMatchObject({ phone, smsCode, invite_code: 'INV42', id: '7' });

    const stored = queryAll(
      suite.sandbox.db,
      v.object({ template_id: v.string(), invite_code: v.string() }),
      'SELECT template_id, invite_code FROM promotion_registrations WHERE phone = ?',
      phone,
    );
    expect(stored).toEqual([{ template_id: '7', invite_code: 'INV42' }]);
    const clicks = queryAll(
      suite.sandbox.db,
      v.object({ phone: v.string(), page_id: v.string(), page_type: v.string() }),
      'SELECT phone, page_id, page_type FROM promotion_clicks',
    );
    expect(clicks).toEqual([{ phone, page_id: '7', page_type: '1' }]);

    await page.getByRole('heading', { level: 1, name: 'Download the APP' }).waitFor();
    await snap('promotion-download');
    await expectNoAxeViolations(page);
    await page.route('https://pesoloan.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'app' }),
    );
    await page.getByRole('button', { name: 'Download the APP' }).click();
    await page.waitForURL(DOWNLOAD_LINK);
  });

  it('checks every field with the spec messages before any request', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    await page.clock.install();
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('/get-sms') || path.endsWith('/register')) calls.push(path);
    });
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    const toast = page.getByTestId('toast');
    const expectMessage = async (message: string) => {
      await expectToast(page, message);
      await page.clock.runFor(3000);
      await toast.waitFor({ state: 'detached' });
    };
    const register = page.getByRole('button', { name: 'Register', exact: true });

    await sendButton(page).click();
    await expectMessage('please enter the correct mobile number');
    // A Philippine number is 09 then 9 digits (08… is not a mobile number).
    await field(page, 'Mobile number').fill('08171234567');
    await sendButton(page).click();
    await expectMessage('please enter the correct mobile number');
    await field(page, 'Mobile number').fill('12812345678');
    await register.click();
    await expectMessage('please enter the correct mobile number');

    // Limited to the longest accepted form with its spaces: '+63 917 123 4567'.
    await field(page, 'Mobile number').fill('+63 917 123 4567 89');
    await expectLocator(field(page, 'Mobile number')).toHaveValue('+63 917 123 4567');
    await expectLocator(field(page, 'Mobile number')).toHaveAttribute('maxlength', '16');

    await sendButton(page).click();
    await expectMessage('please enter the correct image captcha');
    await field(page, 'Image captcha').fill('abcde');
    await sendButton(page).click();
    await expectMessage('please enter the correct image captcha');
    await register.click();
    await expectMessage('please enter the correct image captcha');

    await field(page, 'Image captcha').fill('abcd');
    await register.click();
    await expectMessage('please enter the correct SMS code');
    await field(page, 'SMS code').fill('1234567');
    await register.click();
    await expectToast(page, 'please enter the correct SMS code');
    await snap('promotion-validation');
    expect(calls).toEqual([]);
  });

  it('refreshes the image captcha only when a mobile number is entered', async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    const before = await captchaImage(page).getAttribute('src');
    const first = await captchaAnswer(page, suite.sandbox);
    await captchaImage(page).click();
    await expectToast(page, 'please enter the correct mobile number');
    await expectLocator(captchaImage(page)).toHaveAttribute('src', before);

    await field(page, 'Mobile number').fill('13812345670');
    await field(page, 'Image captcha').fill('abc');
    const redrawn = page.waitForResponse((response) =>
      response.url().includes('/promotion/get-captcha'),
    );
    await captchaImage(page).click();
    const response = await redrawn;
    expect(response.headers()['content-type']).toContain('image/svg+xml');
    await eventually(() => captchaImage(page).getAttribute('src')).not.toBe(before);
    await expectLocator(field(page, 'Image captcha')).toHaveValue('');
    const second = await captchaAnswer(page, suite.sandbox);
    expect(second).toMatch(/^[A-Za-z2-9]{4}$/);
    expect(first).toMatch(/^[A-Za-z2-9]{4}$/);
  });

  it('locks the send button for the 60 s countdown, then lets the code be sent again', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    await page.clock.install();
    let smsRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/promotion/get-sms')) smsRequests += 1;
    });
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    await field(page, 'Mobile number').fill('13712345678');
    await field(page, 'Image captcha').fill(await captchaAnswer(page, suite.sandbox));
    // Stopped, the clock moves only with runFor: the countdown labels are exact on a slow machine.
    await pauseClock(page);
    await sendButton(page).click();
    await expectToast(page, 'verification code sent, please check your phone');
    const button = sendButton(page);
    await expectLocator(button).toHaveText('Resend in 60s');
    await expectLocator(button).toHaveAttribute('aria-disabled', 'true');
    // It only looks disabled (DECISIONS.md section 2): a tap still reaches it and says why.
    await expectLocator(button).toHaveAttribute('disabled', null);

    await page.clock.runFor(3000);
    await button.click({ force: true });
    await expectToast(page, 'do not resend');
    expect(smsRequests).toBe(1);
    await snap('promotion-countdown');

    await page.clock.runFor(27_000);
    await expectLocator(button).toHaveText('Resend in 30s');
    await button.click({ force: true });
    await expectToast(page, 'do not resend');
    expect(smsRequests).toBe(1);

    await page.clock.runFor(30_000);
    await page.getByRole('button', { name: 'get verification code' }).waitFor();
    await expectLocator(button).toHaveAttribute('aria-disabled', null);
    // The captcha was spent by the first request: a new code needs a new captcha.
    await button.click();
    await expectToast(page, 'The image captcha has expired, please refresh it');
    expect(smsRequests).toBe(2);
    await expectLocator(field(page, 'Image captcha')).toHaveValue('');
    await field(page, 'Image captcha').fill(await captchaAnswer(page, suite.sandbox));
    await button.click();
    await expectToast(page, 'verification code sent, please check your phone');
    expect(smsRequests).toBe(3);
    await expectLocator(button).toHaveText('Resend in 60s');
  });
});
