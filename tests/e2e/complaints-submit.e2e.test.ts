import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_SESSION, demoPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';
import { pauseClock } from '../setup/clock';

const suite = browserSuite();
const FIXTURES = join(process.cwd(), 'tests/fixtures/complaints');
const photos = (count: number) =>
  Array.from({ length: count }, (_, index) => join(FIXTURES, `photo-${index + 1}.png`));

const submitPath = (extra: Record<string, string> = {}) =>
  demoPath('/complainPageNext', {
    problemType: '1',
    problemSonType: '13',
    orderNo: 'PL2024180',
    ...extra,
  });

function fileInput(page: Page) {
  return page.getByLabel('Add photo');
}

async function waitForUploads(page: Page, count: number) {
  await expect
    .poll(() => page.locator('[data-testid="photo"][data-status="done"]').count(), {
      timeout: 15_000,
    })
    .toBe(count);
}

/** Width and height from a JPEG's start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } {
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1] ?? 0;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xc3)
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  throw new Error('not a JPEG');
}

describe('complaint submission', () => {
  it('shows the tags and a live n/200 counter that ignores input past 200, pasted text too', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(submitPath()));
    const tags = page.getByRole('list', { name: 'Question type' });
    await tags.getByText('Collection complaints').waitFor();
    await tags.getByText('Calls at unreasonable hours').waitFor();
    const counter = page.getByTestId('counter');
    await expectLocator(counter).toHaveText('0/200');
    const box = page.getByRole('textbox', { name: 'Comments and suggestions' });
    await box.fill('Collector called at 6 AM');
    await expectLocator(counter).toHaveText('24/200');
    await snap('complaints-submit');
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await box.fill('a'.repeat(195));
    await box.press('End');
    await page.keyboard.insertText('PASTED-TEXT-LONGER-THAN-FIVE');
    await expectLocator(box).toHaveValue(`${'a'.repeat(195)}PASTE`);
    await expectLocator(counter).toHaveText('200/200');
    await box.press('x');
    await expectLocator(box).toHaveValue(`${'a'.repeat(195)}PASTE`);
    await box.fill('b'.repeat(260));
    await expectLocator(box).toHaveValue('b'.repeat(200));
  });

  it('refuses Send with an empty description', async () => {
    const { page } = await suite.phone();
    let saves = 0;
    page.on('request', (request) => {
      if (request.url().includes('/user-problem/problem-save')) saves += 1;
    });
    await page.goto(suite.url(submitPath()));
    await page.getByRole('textbox', { name: 'Comments and suggestions' }).fill('   ');
    await page.getByRole('button', { name: 'Send' }).click();
    await expectLocator(page.getByTestId('toast')).toHaveText(
      'Please fill in your comments and suggestions',
    );
    expect(saves).toBe(0);
  });

  it('takes at most 9 real images, hides the uploader at 9 and offers it again after a removal', async () => {
    const { page, snap } = await suite.phone();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/user-problem/upload-problem-img')) uploads.push(request.url());
    });
    await page.goto(suite.url(submitPath()));
    await fileInput(page).setInputFiles(photos(10));
    await expectLocator(page.getByTestId('toast')).toHaveText('You can add at most 9 photos.');
    await waitForUploads(page, 9);
    expect(uploads).toHaveLength(9);
    await expectLocator(fileInput(page)).toHaveCount(0);
    await page.getByText('9/9', { exact: false }).waitFor();
    await snap('complaints-submit-nine-photos', true);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.getByRole('button', { name: 'Remove photo 3' }).click();
    await expectLocator(page.getByTestId('photo')).toHaveCount(8);
    await expectLocator(fileInput(page)).toHaveCount(1);
    await fileInput(page).setInputFiles(photos(1));
    await waitForUploads(page, 9);
    await expectLocator(fileInput(page)).toHaveCount(0);
  });

  it('uploads each added photo at once and shows its progress', async () => {
    const { page, snap } = await suite.phone();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user-problem/upload-problem-img**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(suite.url(submitPath()));
    await fileInput(page).setInputFiles(photos(1));
    const tile = page.getByTestId('photo');
    await tile.getByText(/^Uploading \d+%$/).waitFor();
    await expectLocator(tile.getByRole('progressbar')).toHaveCount(1);
    await snap('complaints-submit-uploading');
    release();
    await waitForUploads(page, 1);
    await expectLocator(tile.getByRole('progressbar')).toHaveCount(0);
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
  });

  it('refuses a file that is not an image with a clear message', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(submitPath()));
    await fileInput(page).setInputFiles(join(FIXTURES, 'notes.txt'));
    await expectLocator(page.getByTestId('toast')).toHaveText(
      'Only photos can be added (JPG, PNG, WebP or HEIC).',
    );
    await expectLocator(page.getByTestId('photo')).toHaveCount(0);
  });

  it('shows the server message when an upload fails and drops the photo', async () => {
    const { page, snap } = await suite.phone();
    await page.route('**/api/user-problem/upload-problem-img**', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: '01', message: 'Uploads are paused for maintenance.' }),
      }),
    );
    await page.goto(suite.url(submitPath()));
    await fileInput(page).setInputFiles(photos(1));
    await page.getByTestId('toast').getByText('Uploads are paused for maintenance.').waitFor();
    await snap('complaints-submit-upload-failed');
    await eventually(() => page.getByTestId('photo').count()).toBe(0);
    await expectLocator(fileInput(page)).toHaveCount(1);
  });

  it('downscales a large photo to 1600 px and uploads it as JPEG with the session', async () => {
    const { page } = await suite.phone();
    await page.goto(suite.url(submitPath()));
    const sent = page.waitForRequest((request) =>
      request.url().includes('/user-problem/upload-problem-img'),
    );
    const answered = page.waitForResponse((response) =>
      response.url().includes('/user-problem/upload-problem-img'),
    );
    await fileInput(page).setInputFiles(join(FIXTURES, 'large-photo.png'));
    const request = await sent;
    const url = new URL(request.url());
    expect(url.searchParams.get('sessionId')).toBe(DEMO_SESSION.sessionId);
    const headers = await request.allHeaders();
    expect(headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(headers['x-device-id']).toBe(DEMO_SESSION.deviceId);
    const body = (await (await answered).json()) as { code: string; data: { url: string } };
    expect(body.code).toBe('00');
    // The sandbox names the file by the bytes it received: the PNG went up as a JPEG.
    expect(body.data.url).toMatch(/\.jpg$/);
    const image = await fetch(suite.url(body.data.url));
    const bytes = Buffer.from(await image.arrayBuffer());
    expect(jpegSize(bytes)).toEqual({ width: 1600, height: 1000 });
    await waitForUploads(page, 1);
  });

  it('keeps the draft (text and uploaded photos) through a reload and a back', async () => {
    const { page, snap } = await suite.phone();
    await page.goto(suite.url(submitPath()));
    await page
      .getByRole('textbox', { name: 'Comments and suggestions' })
      .fill('They called my mother twice.');
    await fileInput(page).setInputFiles(photos(2));
    await waitForUploads(page, 2);
    await page.reload();
    await expectLocator(
      page.getByRole('textbox', { name: 'Comments and suggestions' }),
    ).toHaveValue('They called my mother twice.');
    await waitForUploads(page, 2);
    await page.getByTestId('toast').getByText('Your unsent complaint was restored.').waitFor();
    await snap('complaints-submit-draft-restored');

    await page.goto(suite.url(demoPath('/complaint', { orderId: 'PL2024180' })));
    await page.goBack();
    await expectLocator(
      page.getByRole('textbox', { name: 'Comments and suggestions' }),
    ).toHaveValue('They called my mother twice.');
    await waitForUploads(page, 2);
  });

  it('sends once, clears storage, shows the overlay for 1.5 s and returns to the complaint page', async () => {
    const { page, snap } = await suite.phone();
    await page.clock.install();
    await page.goto(suite.url(submitPath()));
    await page.evaluate(() => localStorage.setItem('complaintOrderNo', 'PL2024180'));
    await page
      .getByRole('textbox', { name: 'Comments and suggestions' })
      .fill('Calls before 7 AM on Sunday.');
    await fileInput(page).setInputFiles(photos(2));
    await waitForUploads(page, 2);

    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/user-problem/problem-save'))
        saves.push(request.postData() ?? '');
    });
    await pauseClock(page);
    const send = page.getByRole('button', { name: 'Send' });
    await send.click();
    await send.click({ force: true });
    const overlay = page.getByTestId('success-overlay');
    await overlay.waitFor();
    await expectLocator(overlay).toContainText('We will reply within 3 weekdays.');
    await snap('complaints-submit-success');
    expect(saves).toHaveLength(1);
    const payload = JSON.parse(saves[0] ?? '{}') as Record<string, unknown>;
    expect(payload).toMatchObject({
      problemType: 1,
      problemSonType: 13,
      problemDetail: 'Calls before 7 AM on Sunday.',
      orderNo: 'PL2024180',
    });
    expect(String(payload.problemImage).split(',')).toHaveLength(2);
    expect(String(payload.problemImage)).toMatch(
      /^\/api\/sandbox\/uploads\/[^,]+,\/api\/sandbox\/uploads\/[^,]+$/,
    );
    await eventually(() =>
      page.evaluate(() => [
        localStorage.getItem('complaintOrderNo'),
        localStorage.getItem('complaintDraft'),
      ]),
    ).toEqual([null, null]);

    await page.clock.runFor(1400);
    expect(new URL(page.url()).pathname).toBe('/complainPageNext');
    await expectLocator(overlay).toBeVisible();
    await page.clock.runFor(150);
    await page.waitForURL((url) => url.pathname === '/complaint');
    const query = new URL(page.url()).searchParams;
    expect(query.get('sessionId')).toBe(DEMO_SESSION.sessionId);
    expect(query.get('userId')).toBe(DEMO_SESSION.userId);
    await page.getByRole('heading', { name: 'Select question type' }).waitFor();
    await eventually(() => page.evaluate(() => localStorage.getItem('complaintDraft'))).toBeNull();
  });
});
