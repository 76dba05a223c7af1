import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { expect } from 'vitest';
import { queryOne } from '../../server/sandbox/db';
import type { Sandbox } from '../setup/sandbox';
import { expectLocator } from '../setup/expect-page';

/** A promotion link with every parameter (template 7 of the sandbox). */
export const PROMO_QUERY =
  'app_from=web&user_from=fb&utm_tag=summer&id=7&links_id=3&down_id=2&invite_code=INV42&UC=9';
export const PROMO_HEADLINE = 'Summer promo: your first loan, fast';
export const DOWNLOAD_LINK = 'https://pesoloan.example/download/pesoloan-summer.apk';
export const API = '/api/api/v2/pesoloan';

export async function openPromotion(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: PROMO_HEADLINE }).waitFor();
  await captchaImage(page).waitFor();
}

export function captchaImage(page: Page) {
  return page.getByRole('img', { name: 'Image captcha: tap to refresh' });
}

export function field(page: Page, label: 'Mobile number' | 'Image captcha' | 'SMS code') {
  return page.getByLabel(label, { exact: true });
}

/** The sid the page shows a captcha for, read from the image address. */
export async function currentSid(page: Page): Promise<string> {
  const src = (await captchaImage(page).getAttribute('src')) ?? '';
  return new URL(src, 'http://x').searchParams.get('sid') ?? '';
}

/**
 * The answer of the captcha on screen. The test reads the sandbox's database (the image is a
 * real SVG of paths, so it cannot be read as text); it waits until the image has loaded, since
 * each load draws a new captcha.
 */
export async function captchaAnswer(page: Page, sandbox: Pick<Sandbox, 'db'>): Promise<string> {
  await page.waitForFunction(() => {
    const image = document.querySelector<HTMLImageElement>(
      'img[alt="Image captcha: tap to refresh"]',
    );
    return image !== null && image.complete && image.naturalWidth > 0;
  });
  return captchaText(sandbox, await currentSid(page));
}

/** The text of the captcha the sandbox drew for a captcha id. */
export function captchaText(sandbox: Pick<Sandbox, 'db'>, sid: string): string {
  const row = queryOne(
    sandbox.db,
    v.object({ text: v.string() }),
    'SELECT text FROM promotion_captchas WHERE sid = ?',
    sid,
  );
  if (!row) throw new Error(`no captcha for sid ${sid}`);
  return row.text;
}

/** The SMS code the sandbox logged for a phone (the visitor would read it on their phone). */
export function loggedSmsCode(sandbox: Pick<Sandbox, 'logs'>, phone: string): string {
  const line = [...sandbox.logs].reverse().find((item) => item.includes(`for ${phone}:`));
  const code = /: (\d{6})$/.exec(line ?? '')?.[1];
  if (!code) throw new Error(`no SMS code logged for ${phone}`);
  return code;
}

export async function expectToast(page: Page, message: string): Promise<void> {
  await page.getByTestId('toast').filter({ hasText: message }).waitFor();
  await expectLocator(page.getByTestId('toast')).toHaveText(message);
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((item) => `${item.id}: ${item.nodes[0]?.target}`)).toEqual([]);
}

export function sendButton(page: Page) {
  return page.getByRole('button', { name: /^(get verification code|Resend in \d+s)$/ });
}
