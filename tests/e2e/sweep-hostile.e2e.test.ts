import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { damage, hostile, makeApiHostile, type HostileVariant } from '../setup/hostile';
import { EXPECTED_NETWORK_NOISE, expectNotBlank, sweepTargets } from '../setup/sweep';
import { eventually } from '../setup/expect-page';

const suite = browserSuite();
const VARIANTS: HostileVariant[] = ['markup', 'links', 'overlong'];
/**
 * A damaged image URL on the lender's CDN (another origin) answers a 404 page, which the browser
 * refuses to hand to an <img> (opaque response blocking): no image, nothing runs. Expected here.
 */
const HOSTILE_DATA_NOISE = [...EXPECTED_NETWORK_NOISE, /net::ERR_BLOCKED_BY_ORB/];

describe('hostile server data on every screen', () => {
  for (const variant of VARIANTS) {
    for (const target of sweepTargets()) {
      it(`${variant}: ${target.screen}`, async () => {
        const { page } = await suite.phone({ allowErrors: HOSTILE_DATA_NOISE });
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        await makeApiHostile(page, variant);
        await page.goto(suite.url(target.url));
        await page.waitForTimeout(1500);
        expect(dialogs).toEqual([]);
        await eventually(() => damage(page, suite.sandbox.url)).toEqual([]);
        await expectNotBlank(page, target.screen);
      });
    }
  }
});

describe('hostile query parameters on every screen', () => {
  const values = {
    userId: '"><img src=x onerror="window.__xss=1">',
    sessionId: `'";alert(1);//${'x'.repeat(6000)}`,
    orderId: '<script>window.__xss=1</script>',
    productId: 'javascript:window.__xss=1',
    mobilePhone: '%0d%0aSet-Cookie: a=b',
  };
  for (const target of sweepTargets()) {
    it(target.screen, async () => {
      const { page } = await suite.phone({ allowErrors: EXPECTED_NETWORK_NOISE });
      const url = new URL(suite.url(target.url));
      for (const [key, value] of Object.entries(values)) url.searchParams.set(key, value);
      await page.goto(url.toString());
      await page.waitForTimeout(1000);
      await eventually(() => damage(page, suite.sandbox.url)).toEqual([]);
      await eventually(() => page.evaluate(() => document.cookie)).toBe('');
      await expectNotBlank(page, target.screen);
    });
  }
});

describe('the hostile rewrite itself', () => {
  it('turns links into script links and text into markup, and leaves codes alone', () => {
    expect(
      hostile({ code: '00', data: { payUrl: 'https://x', name: 'A', status: 174 } }, 'links'),
    ).toEqual({
      code: '00',
      data: { payUrl: 'javascript:window.__xss=1//', name: 'A', status: 174 },
    });
    expect(hostile({ message: 'Hi' }, 'markup')).toEqual({
      message: expect.stringContaining('<script>'),
    });
  });
});
