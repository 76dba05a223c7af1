import { describe, expect, it } from 'vitest';
import { browserSuite } from '../setup/browser';
import { damage, hostile, makeApiHostile, type HostileVariant } from '../setup/hostile';
import {
  EXPECTED_NETWORK_NOISE,
  expectNotBlank,
  SCREENS_WITHOUT_CALLS,
  sweepTargets,
} from '../setup/sweep';
import { appStarted, watchRequests } from '../setup/settle';

const suite = browserSuite();
const VARIANTS: HostileVariant[] = ['markup', 'links', 'overlong'];
/**
 * A damaged image URL on the lender's CDN (another origin) answers a 404 page, which the browser
 * refuses to hand to an <img> (opaque response blocking): no image, nothing runs. Expected here.
 */
const HOSTILE_DATA_NOISE = [...EXPECTED_NETWORK_NOISE, /net::ERR_BLOCKED_BY_ORB/];

describe('hostile server data on every screen', () => {
  // A screen that calls no API gets no server data to be hostile with.
  const targets = sweepTargets().filter((target) => !SCREENS_WITHOUT_CALLS.includes(target.screen));
  for (const variant of VARIANTS) {
    for (const target of targets) {
      it(`${variant}: ${target.screen}`, async () => {
        const { page } = await suite.phone({ allowErrors: HOSTILE_DATA_NOISE });
        const dialogs: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        const served = await makeApiHostile(page, variant);
        const requests = watchRequests(page);
        await page.goto(suite.url(target.url));
        // The screen has had its hostile answers, rendered them and loaded (or failed) every
        // image they named: whatever they could do has been done. A painted page's app (which
        // makes the calls) starts after the paint, perhaps after the page has settled once.
        await appStarted(page);
        await requests.settled();
        expect(served.rewritten, 'no answer was made hostile').toBeGreaterThan(0);
        // Read once, settled: retried, a "no damage" check would pass on an early frame.
        expect(dialogs).toEqual([]);
        expect(await damage(page, suite.sandbox.url)).toEqual([]);
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
      const requests = watchRequests(page);
      await page.goto(url.toString());
      await requests.settled();
      // Read once, settled (as above).
      expect(await damage(page, suite.sandbox.url)).toEqual([]);
      // Only the page's own language cookie (the app writes it as it starts, after a painted
      // page's paint): nothing the query tried to set.
      await appStarted(page);
      expect(await page.evaluate(() => document.cookie)).toMatch(/^lang=(en|fil)$/);
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
