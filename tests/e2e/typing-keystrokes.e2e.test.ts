import type { Locator, Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import { openPromotion, PROMO_QUERY } from './promotion-helpers';

/**
 * Every text input keeps every key, typed one by one as a phone keyboard sends them: back to back
 * and with a pause between keys. An input that takes its value from a router transition, a
 * deferred value or an async store drops or reorders characters here (`4242abcd` read back as
 * `422abcd`).
 */
const suite = browserSuite();
const SPEEDS = [
  { name: 'back to back', delay: 0 },
  { name: 'with a pause between keys', delay: 30 },
] as const;

/** Types into each input in turn, then reads every one back: a later field must not undo one. */
async function typeEach(entries: Array<[Locator, string]>, delay: number): Promise<void> {
  for (const [input, text] of entries) {
    await input.click();
    await input.pressSequentially(text, { delay });
    await expectLocator(input).toHaveValue(text);
  }
  for (const [input, text] of entries) await expectLocator(input).toHaveValue(text);
}

function textboxes(scope: Page | Locator): Locator {
  return scope.getByRole('textbox');
}

describe.each(SPEEDS)('typing key by key, $name', ({ delay }) => {
  it('the developer test page: every parameter, and the address follows', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url('/testPreview'));
    const fields = textboxes(page.getByRole('region', { name: 'Parameters' }));
    await expectLocator(fields).toHaveCount(9);
    const inputs = await fields.all();
    const typed = inputs.map((_, index) => `4242abcd ${index}-Zz_${index}`);
    await typeEach(
      inputs.map((input, index) => [input, typed[index] ?? '']),
      delay,
    );
    // The address carries what was typed (trimmed), so coming back to the page keeps it.
    const names = await Promise.all(inputs.map((input) => input.getAttribute('name')));
    await eventually(() => {
      const query = new URL(page.url()).searchParams;
      return names.map((name) => query.get(name ?? ''));
    }).toEqual(typed);
  });

  it('the bank form: account number, holder name and e-wallet number', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(demoPath('/bindCard', { productId: '1' })));
    const form = page.locator('form');
    await expectLocator(textboxes(form)).toHaveCount(2);
    const name = page.getByLabel('Account holder name');
    await name.fill('');
    await typeEach(
      [
        [page.getByLabel('Bank account number'), '0012345678901234'],
        [name, "Ma. Niña D'Cruz-Santos"],
      ],
      delay,
    );

    await page.getByRole('tab', { name: 'E-wallet' }).click();
    const mobile = page.getByLabel('E-wallet mobile number');
    await expectLocator(textboxes(form)).toHaveCount(2);
    await mobile.fill('');
    await typeEach([[mobile, '09171234567']], delay);
  });

  it('the complaint description box', async () => {
    const { page } = await suite.phone();
    await page.goto(
      suite.url(
        demoPath('/complainPageNext', {
          problemType: '1',
          problemSonType: '13',
          orderNo: 'PL2024180',
        }),
      ),
    );
    const box = page.getByRole('textbox', { name: 'Comments and suggestions' });
    await expectLocator(textboxes(page)).toHaveCount(1);
    await typeEach([[box, '4242abcd: they called me 3x on 2026-03-05, at 7:30 am!']], delay);
  });

  it('the promotion registration form: mobile number, image captcha and SMS code', async () => {
    const { page } = await suite.phone({ bridge: 'none' });
    await openPromotion(page, suite.url(`/promotion?${PROMO_QUERY}`));
    await expectLocator(textboxes(page)).toHaveCount(3);
    await typeEach(
      [
        [page.getByLabel('Mobile number', { exact: true }), '09171234567'],
        [page.getByLabel('Image captcha', { exact: true }), 'aB3xY9'],
        [page.getByLabel('SMS code', { exact: true }), '424242'],
      ],
      delay,
    );
  });
});
