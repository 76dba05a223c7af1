import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { problemSave } from '../../../../src/contract/complaint-filing';
import { buildServer } from '../../../app';
import { queryAll, type SandboxDb } from '../../db';
import { callEndpoint } from '../../../test-support/call-endpoint';
import { uploadPhoto } from '../../../test-support/upload-photo';
import { FOREIGN_IMAGE } from './complaints-module';
import { SWEEP_INTERVAL_MS } from '../../sandbox-sweeps';
import { sweepUnattachedUploads, UPLOAD_RETENTION_MS } from './upload-sweep';
import { testConfig } from '../../../test-support/test-config';

type App = Awaited<ReturnType<typeof buildServer>>;

const T0 = Date.UTC(2026, 5, 1, 0, 0, 0);
const HOUR = 60 * 60 * 1000;
let dir: string;
let uploadsDir: string;
let logs: string[];
const apps: App[] = [];

beforeEach(() => {
  // The sandbox's clock (upload times, the sweep at start) follows Date.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
  dir = mkdtempSync(join(tmpdir(), 'upload-sweep-'));
  uploadsDir = join(dir, 'uploads');
  logs = [];
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

async function sandbox(dataFile = ':memory:'): Promise<{ app: App; db: SandboxDb }> {
  const app = await buildServer(
    testConfig({ dataFile, uploadsDir, onLog: (line) => logs.push(line) }),
  );
  apps.push(app);
  if (!app.db) throw new Error('no database');
  return { app, db: app.db };
}

function fileOf(url: string): string {
  return join(uploadsDir, basename(url));
}

/** An upload at the sandbox's (fake) time, its file dated then too, as on a real disk. */
async function upload(app: App): Promise<string> {
  const { url, message } = await uploadPhoto(app);
  if (!url) throw new Error(`upload refused: ${message}`);
  utimesSync(fileOf(url), Date.now() / 1000, Date.now() / 1000);
  return url;
}

function recordedUrls(db: SandboxDb): string[] {
  return queryAll(db, v.object({ url: v.string() }), 'SELECT url FROM complaint_uploads')
    .map((row) => row.url)
    .sort();
}

function fileComplaint(app: App, images: string[]) {
  return callEndpoint(app, problemSave, {
    problemType: 2,
    problemDetail: 'Receipt attached.',
    problemImage: images.join(','),
    orderNo: 'PL2024170',
  });
}

describe('the sweep of unattached photos', () => {
  it('removes one a day old, file and record; keeps attached and newer ones', async () => {
    const { app, db } = await sandbox();
    const old = await upload(app);
    const attached = await upload(app);
    expect(await fileComplaint(app, [attached])).toMatchObject({ code: 0 });
    vi.setSystemTime(T0 + 2 * HOUR);
    const fresh = await upload(app);

    // Exactly a day old is not yet older than a day.
    expect(await sweepUnattachedUploads(db, uploadsDir, T0 + UPLOAD_RETENTION_MS)).toBe(0);
    expect(await sweepUnattachedUploads(db, uploadsDir, T0 + UPLOAD_RETENTION_MS + 1)).toBe(1);

    expect(existsSync(fileOf(old))).toBe(false);
    expect(recordedUrls(db)).toEqual([attached, fresh].sort());
    expect((await app.inject({ url: old })).statusCode).toBe(404);
    expect(await fileComplaint(app, [old])).toMatchObject({ status: 400, message: FOREIGN_IMAGE });
    for (const kept of [attached, fresh]) {
      expect(existsSync(fileOf(kept))).toBe(true);
      expect((await app.inject({ url: kept })).statusCode).toBe(200);
    }
  });

  it('removes stray photo files as old, and nothing else in the folder', async () => {
    const { db } = await sandbox();
    const stray = (name: string, mtime: number) => {
      writeFileSync(join(uploadsDir, name), 'x');
      utimesSync(join(uploadsDir, name), mtime / 1000, mtime / 1000);
    };
    stray('complaint-00000000-0000-4000-8000-000000000001.png', T0 - HOUR);
    stray('complaint-00000000-0000-4000-8000-000000000002.jpg', T0 + 2 * HOUR);
    stray('notes.txt', T0 - HOUR);
    expect(await sweepUnattachedUploads(db, uploadsDir, T0 + UPLOAD_RETENTION_MS + 1)).toBe(1);
    expect(existsSync(join(uploadsDir, 'complaint-00000000-0000-4000-8000-000000000001.png'))).toBe(
      false,
    );
    expect(existsSync(join(uploadsDir, 'complaint-00000000-0000-4000-8000-000000000002.jpg'))).toBe(
      true,
    );
    expect(existsSync(join(uploadsDir, 'notes.txt'))).toBe(true);
  });

  it('runs hourly on a timer the server stops when it closes', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(T0);
    const { app, db } = await sandbox();
    const old = await upload(app);
    // The sweep's, beside the server's own (the stalled-body check).
    expect(vi.getTimerCount()).toBeGreaterThanOrEqual(1);
    // A day later (no tick on the way), then the next hourly tick.
    vi.setSystemTime(T0 + UPLOAD_RETENTION_MS);
    await vi.advanceTimersByTimeAsync(SWEEP_INTERVAL_MS);
    // That run removes files (real I/O): wait for it to finish.
    await vi.waitFor(() => expect(existsSync(fileOf(old))).toBe(false));
    expect(recordedUrls(db)).toEqual([]);
    await app.close();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs when the sandbox starts: a photo left a day ago is gone before the first call', async () => {
    const dataFile = join(dir, 'sandbox.db');
    const first = await sandbox(dataFile);
    const old = await upload(first.app);
    const attached = await upload(first.app);
    expect(await fileComplaint(first.app, [attached])).toMatchObject({ code: 0 });
    await first.app.close();
    expect(logs).toEqual([]);

    vi.setSystemTime(T0 + UPLOAD_RETENTION_MS + 1000);
    const second = await sandbox(dataFile);
    expect(existsSync(fileOf(old))).toBe(false);
    expect(recordedUrls(second.db)).toEqual([attached]);
    expect(logs).toEqual(['photos no complaint took within a day, removed: 1']);
  });
});
