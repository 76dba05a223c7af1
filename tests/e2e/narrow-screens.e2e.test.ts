import { describe, expect, it } from 'vitest';
import { demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import { brokenWords, clippedWords, forceFont, smallText } from '../setup/text-layout';

/**
 * Labels on the narrowest phones (360 and 320 px) and with the fonts phones bring: no word is
 * split over two lines, nothing is clipped, and the channel guide reads at 12 px or more.
 */
const suite = browserSuite();
/** The system font, an Arial-width font and a wide (Verdana-width) one. */
const FONTS = [null, 'Liberation Sans', 'DejaVu Sans'] as const;
const WIDTHS = [360, 320] as const;

describe.each(WIDTHS)('at %i px', (width) => {
  it.each(FONTS)('complaint list tabs keep their words whole (font %s)', async (font) => {
    const { page } = await suite.phone({ context: { bypassCSP: true } });
    await page.setViewportSize({ width, height: 740 });
    await page.goto(suite.url(demoPath('/complaintList')));
    const tabs = page.getByRole('tab');
    await expectLocator(tabs).toHaveTexts(['All3', 'Processing1', 'Processed2']);
    if (font) await forceFont(page, font);
    expect(await brokenWords(page.getByRole('tablist'))).toEqual([]);
    // A tab the row scrolled away can still be reached and chosen.
    await page.getByRole('tab', { name: /Processed/ }).click();
    await expectLocator(page.getByRole('tab', { name: /Processed/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it.each(FONTS)('complaint type tiles keep their words whole (font %s)', async (font) => {
    const { page } = await suite.phone({ context: { bypassCSP: true } });
    await page.setViewportSize({ width, height: 740 });
    await page.goto(suite.url(demoPath('/complaint')));
    const suggestions = page.getByRole('button', { name: 'Suggestions' });
    await suggestions.waitFor();
    if (font) await forceFont(page, font);
    const tiles = page.getByRole('list').filter({ has: suggestions });
    expect(await brokenWords(suggestions)).toEqual([]);
    expect(await clippedWords(suggestions)).toEqual([]);
    expect(await brokenWords(tiles)).toEqual([]);
  });

  it('the channel guide of the code page fits and reads at 12 px or more', async () => {
    const { page, snap } = await suite.phone();
    await page.setViewportSize({ width, height: 740 });
    await page.goto(
      suite.url(
        demoPath('/repaymentOfCode', { showType: '1', amount: '765000', payCode: '7001248813' }),
      ),
    );
    const guide = page.getByTestId('channel-guide');
    await guide.getByRole('heading', { name: 'Pay at any of these channels' }).waitFor();
    await expectLocator(guide.getByRole('listitem')).toHaveTexts([
      'GGCash',
      'MMaya',
      '77-Eleven',
      'CCebuana',
      'BBank',
    ]);
    await guide.getByText('Give your repayment code + amount', { exact: true }).waitFor();
    await eventually(() => clippedWords(guide)).toEqual([]);
    expect(await brokenWords(guide)).toEqual([]);
    expect(await smallText(guide, 12)).toEqual([]);
    await snap(`repay-code-channel-guide-${width}`);
  });
});
