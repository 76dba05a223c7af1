import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { problemSave } from '../../../../src/contract/complaint-filing';
import { buildServer } from '../../../app';
import { RATE_LIMIT_OVERRIDE_ENV } from '../../../settings/limit-table';
import { callEndpoint } from '../../../test-support/call-endpoint';
import { uploadPhoto } from '../../../test-support/upload-photo';
import { SECOND_DEMO_SESSION } from '../core/demo-borrower';
import { MAX_UNATTACHED_UPLOADS } from './upload-records';
import { testConfig } from '../../../test-support/test-config';

type App = Awaited<ReturnType<typeof buildServer>>;
let app: App;
let uploadsDir: string;

const TOO_MANY_WAITING = {
  status: 200,
  code: '01',
  message:
    'You have uploaded too many photos that are not in a complaint yet. Please send your complaint with the photos you have, or try again tomorrow.',
  url: undefined,
};

beforeEach(async () => {
  // The rate limit (30 in ten minutes) is tested on its own; here only the count may refuse.
  vi.stubEnv(RATE_LIMIT_OVERRIDE_ENV, '1000');
  uploadsDir = mkdtempSync(join(tmpdir(), 'upload-limits-'));
  app = await buildServer(testConfig({ dataFile: ':memory:', uploadsDir, onLog: () => undefined }));
});
afterEach(async () => {
  await app.close();
  rmSync(uploadsDir, { recursive: true, force: true });
  vi.unstubAllEnvs();
});

async function uploadMany(count: number): Promise<string[]> {
  const urls: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { url, message } = await uploadPhoto(app);
    if (!url) throw new Error(`upload ${index + 1} refused: ${message}`);
    urls.push(url);
  }
  return urls;
}

describe('photos held by a borrower outside any complaint', () => {
  it('refuses the next upload once 30 wait, in the upload error shape; filing makes room', async () => {
    expect(MAX_UNATTACHED_UPLOADS).toBe(30);
    const urls = await uploadMany(30);
    expect(await uploadPhoto(app)).toEqual({ ...TOO_MANY_WAITING, retryAfter: undefined });
    // The refused photo was not kept.
    expect(readdirSync(uploadsDir)).toHaveLength(30);
    // Another borrower's photos are counted apart.
    expect((await uploadPhoto(app, { session: SECOND_DEMO_SESSION })).code).toBe('00');

    const filed = await callEndpoint(app, problemSave, {
      problemType: 2,
      problemDetail: 'Receipts attached.',
      problemImage: urls.slice(0, 9).join(','),
      orderNo: 'PL2024170',
    });
    expect(filed).toMatchObject({ status: 200, code: 0 });
    expect((await uploadPhoto(app)).code).toBe('00');
  });

  it('holds the count when uploads of one borrower arrive together', async () => {
    await uploadMany(28);
    const together = await Promise.all(Array.from({ length: 5 }, () => uploadPhoto(app)));
    expect(together.filter((answer) => answer.code === '00')).toHaveLength(2);
    expect(together.filter((answer) => answer.code === '01')).toEqual(
      Array.from({ length: 3 }, () => ({ ...TOO_MANY_WAITING, retryAfter: undefined })),
    );
    expect(readdirSync(uploadsDir)).toHaveLength(30);
  });
});
