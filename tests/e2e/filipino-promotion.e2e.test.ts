import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { queryAll, queryOne } from '../../server/sandbox/db';
import { browserSuite } from '../setup/browser';
import { expectLocator } from '../setup/expect-page';
import {
  API,
  PROMO_HEADLINE,
  PROMO_QUERY,
  expectNoAxeViolations,
  expectToast,
  loggedSmsCode,
} from './promotion-helpers';

const suite = browserSuite();
const CAPTCHA_ALT = 'Image captcha: i-tap para palitan';

/** The answer of the captcha on screen, once its image has loaded (each load draws a new one). */
async function captchaAnswer(page: Page): Promise<string> {
  const image = page.getByRole('img', { name: CAPTCHA_ALT });
  await page.waitForFunction((alt) => {
    const element = document.querySelector<HTMLImageElement>(`img[alt="${alt}"]`);
    return element !== null && element.complete && element.naturalWidth > 0;
  }, CAPTCHA_ALT);
  const sid = new URL((await image.getAttribute('src')) ?? '', 'http://x').searchParams.get('sid');
  const row = queryOne(
    suite.sandbox.db,
    v.object({ text: v.string() }),
    'SELECT text FROM promotion_captchas WHERE sid = ?',
    sid ?? '',
  );
  if (!row) throw new Error(`no captcha for sid ${sid}`);
  return row.text;
}

describe('promotion registration in Filipino with a Philippine number', () => {
  it('registers 0918 555 0134 end to end; the sandbox receives 09185550134', async () => {
    const { page, snap } = await suite.phone({ bridge: 'none' });
    const sent: Array<{ path: string; phone: string | undefined; userName: string | undefined }> =
      [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!url.pathname.startsWith(API)) return;
      const body = new URLSearchParams(request.postData() ?? '');
      sent.push({
        path: url.pathname.slice(API.length),
        phone: body.get('phone') ?? url.searchParams.get('phone') ?? undefined,
        userName: body.get('userName') ?? undefined,
      });
    });
    await page.goto(suite.url(`/promotion?${PROMO_QUERY}&lang=fil`));
    // The template's headline comes from the lender's server, as sent.
    await page.getByRole('heading', { level: 1, name: PROMO_HEADLINE }).waitFor();
    const form = page.getByRole('form', { name: 'Pag-register' });
    const mobile = form.getByLabel('Mobile number', { exact: true });
    const captcha = form.getByLabel('Image captcha', { exact: true });
    const smsCode = form.getByLabel('SMS code', { exact: true });
    await page.getByRole('img', { name: CAPTCHA_ALT }).waitFor();
    await expectLocator(
      page.getByRole('group', { name: 'Wika' }).getByRole('button', { pressed: true }),
    ).toHaveText('Filipino');
    await snap('fil-promotion-form');
    await expectNoAxeViolations(page);

    const send = form.getByRole('button', {
      name: /^(Kunin ang verification code|Ipadala ulit sa \d+s)$/,
    });
    await mobile.fill('0818 555 0134');
    await send.click();
    await expectToast(page, 'Pakilagay ang tamang mobile number');

    await mobile.fill('');
    await mobile.pressSequentially('0918 555 0134');
    await expectLocator(mobile).toHaveValue('0918 555 0134');
    await captcha.fill(await captchaAnswer(page));
    await send.click();
    await expectToast(page, 'Naipadala na ang verification code, pakitingnan ang iyong phone');
    await expectLocator(send).toHaveText(/^Ipadala ulit sa \d+s$/);
    // It only looks disabled during the countdown: a tap still reaches it and says why.
    await send.click({ force: true });
    await expectToast(page, 'Huwag munang magpadala ulit');
    await snap('fil-promotion-sms-sent');

    await smsCode.fill(loggedSmsCode(suite.sandbox, '09185550134'));
    await form.getByRole('button', { name: 'Mag-register', exact: true }).click();
    await expectToast(page, 'Matagumpay ang pag-register');
    await page.waitForURL((url) => url.pathname === '/promotion/download');
    await page.getByRole('heading', { level: 1, name: 'I-download ang APP' }).waitFor();
    await snap('fil-promotion-download');
    await expectNoAxeViolations(page);

    // Every call carried the number in the one form the contract takes.
    expect(sent.filter((call) => call.phone !== undefined)).toEqual([
      { path: '/promotion/get-sms', phone: '09185550134', userName: undefined },
      { path: '/promotion/track-click', phone: '09185550134', userName: undefined },
      { path: '/promotion/register', phone: '09185550134', userName: '09185550134' },
    ]);
    const stored = queryAll(
      suite.sandbox.db,
      v.object({ phone: v.string(), user_name: v.string() }),
      'SELECT phone, user_name FROM promotion_registrations',
    );
    expect(stored).toContainEqual({ phone: '09185550134', user_name: '09185550134' });
  });

  it('a +63 number that is already registered goes to the download page with the Filipino message', async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    suite.sandbox.db
      .prepare(
        `INSERT INTO promotion_registrations
           (phone, user_name, template_id, invite_code, user_from, app_from, utm_tag, device_id, app_name, merchant_number)
         VALUES ('09175550000', '09175550000', '7', '', '', '', '', '', '', '')`,
      )
      .run();
    await page.goto(suite.url(`/promotion?${PROMO_QUERY}&lang=fil`));
    await page.getByRole('img', { name: CAPTCHA_ALT }).waitFor();
    await page.getByLabel('Mobile number', { exact: true }).fill('+63 917 555 0000');
    await page.getByLabel('Image captcha', { exact: true }).fill(await captchaAnswer(page));
    await page.getByRole('button', { name: 'Kunin ang verification code' }).click();
    await expectToast(page, 'Naka-register ka na, paki-download ang APP para mag-log in!');
    await page.waitForURL((url) => url.pathname === '/promotion/download');
  });
});
