import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { UPLOAD_FIELD } from '../../src/contract/complaint-filing';
import { demoPath, demoQuery, SECOND_DEMO_SESSION, secondBorrowerPath } from '../fixtures/demo';
import { browserSuite } from '../setup/browser';
import { eventually, expectLocator } from '../setup/expect-page';

/** What a borrower reads when the sandbox's upload limits refuse a photo. */
const suite = browserSuite();
const PHOTO = join(process.cwd(), 'tests/fixtures/complaints/photo-1.png');
const UPLOAD = '/api/user-problem/upload-problem-img';

function submitPage(
  path: (route: string, extra: Record<string, string>) => string,
  orderNo: string,
) {
  return suite.url(path('/complainPageNext', { problemType: '2', orderNo }));
}

async function addPhoto(page: Page): Promise<void> {
  await page.getByLabel('Add photo').setInputFiles(PHOTO);
}

/** One upload as the app sends it, from outside the browser (the borrower's earlier photos). */
async function uploadDirectly(): Promise<number> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([readFileSync(PHOTO)], { type: 'image/png' }), 'p.png');
  const response = await fetch(suite.url(`${UPLOAD}?${demoQuery()}`), {
    method: 'POST',
    body: form,
  });
  await response.body?.cancel();
  return response.status;
}

describe('complaint photo limits', () => {
  it('a 429 on an upload reads "too many tries, wait N s" and drops the photo', async () => {
    const { page, snap } = await suite.phone({ allowErrors: [/status of 429/] });
    // Thirty photos in ten minutes use up the borrower's upload budget.
    for (let count = 0; count < 30; count += 1) expect(await uploadDirectly()).toBe(200);
    await page.goto(submitPage(demoPath, 'PL2024170'));
    const refused = page.waitForResponse((response) => response.url().includes(UPLOAD));
    await addPhoto(page);
    const answer = await refused;
    expect(answer.status()).toBe(429);
    const seconds = Number(await answer.headerValue('retry-after'));
    expect(seconds).toBeGreaterThan(0);
    await expectLocator(page.getByTestId('toast')).toHaveText(
      `Too many tries. Please wait ${seconds} s and try again.`,
    );
    await snap('complaints-upload-rate-limited');
    await eventually(() => page.getByTestId('photo').count()).toBe(0);
  });

  it('a borrower holding 30 photos outside any complaint is told to send or wait', async () => {
    const { page, snap } = await suite.phone();
    // Photos the second borrower uploaded earlier today and never sent (the rate budget is
    // per ten minutes; the count is per day).
    const insert = suite.sandbox.db.prepare(
      'INSERT INTO complaint_uploads (url, file_name, user_id, uploaded_at) VALUES (?, ?, ?, ?)',
    );
    for (let count = 0; count < 30; count += 1) {
      const fileName = `complaint-${randomUUID()}.png`;
      insert.run(
        `/api/sandbox/uploads/${fileName}`,
        fileName,
        SECOND_DEMO_SESSION.userId,
        Date.now(),
      );
    }
    await page.goto(submitPage(secondBorrowerPath, 'JR2024174'));
    await addPhoto(page);
    await expectLocator(page.getByTestId('toast')).toHaveText(
      'You have uploaded too many photos that are not in a complaint yet. Please send your complaint with the photos you have, or try again tomorrow.',
    );
    await snap('complaints-upload-too-many-waiting');
    await eventually(() => page.getByTestId('photo').count()).toBe(0);
  });
});
