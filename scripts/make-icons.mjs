// Renders the SVG app icons in public/icons to the PNG sizes the manifest and iOS need.
// Run after changing an icon: node scripts/make-icons.mjs (uses Debian chromium).
import { readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** @type {Array<[source: string, target: string, size: number]>} */
const jobs = [
  ['public/icons/icon.svg', 'public/icons/icon-192.png', 192],
  ['public/icons/icon.svg', 'public/icons/icon-512.png', 512],
  ['public/icons/icon-maskable.svg', 'public/icons/icon-maskable-512.png', 512],
  ['public/icons/icon-maskable.svg', 'public/icons/apple-touch-icon.png', 180],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless', '--disable-gpu'],
});
for (const [source, target, size] of jobs) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const svg = readFileSync(source, 'utf8').replace(
    /width="512" height="512"/,
    `width="${size}" height="${size}"`,
  );
  await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
  await page.locator('svg').screenshot({ path: target, omitBackground: true });
  await page.close();
  console.info(`${target} (${size}px)`);
}
await browser.close();
