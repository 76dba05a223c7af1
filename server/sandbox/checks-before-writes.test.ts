import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { repaymentCommit, repaymentConfirm } from '../../src/contract/card-payment';
import { problemSave } from '../../src/contract/complaint-filing';
import { saveEvent } from '../../src/contract/core';
import { trackVisit } from '../../src/contract/promotion';
import { buildServer } from '../app';
import { openDatabase, queryOne } from './db';
import { RATE_LIMIT_OVERRIDE_ENV } from '../settings/limit-table';
import { SESSION_EXPIRED } from './module';
import {
  COMPLAINT_CODES,
  MAX_COMPLAINTS_PER_DAY,
  TOO_MANY_COMPLAINTS,
} from './modules/complaints/complaints-module';
import { callEndpoint } from '../test-support/call-endpoint';
import { pixelBomb } from '../test-support/pixel-bomb';
import { sendSessionlessWrites, storedBytes } from '../test-support/sessionless-writes';
import { uploadPhoto } from '../test-support/upload-photo';
import { testConfig } from '../test-support/test-config';

type App = Awaited<ReturnType<typeof buildServer>>;

let app: App | undefined;
let dir: string | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
  vi.unstubAllEnvs();
});

/** A sandbox on a data file of its own (so what it writes can be measured), and its paths. */
async function sandbox() {
  dir = mkdtempSync(join(tmpdir(), 'checks-before-writes-'));
  const dataFile = join(dir, 'sandbox.db');
  const uploadsDir = join(dir, 'uploads');
  app = await buildServer(testConfig({ dataFile, uploadsDir, onLog: () => undefined }));
  await app.ready();
  return { app, dataFile, uploadsDir };
}

const TABLES = ['repayment_calls', 'repayment_replays', 'events', 'promotion_visits', 'vouchers'];

/** Rows of the tables a call without a session could reach, read through a second connection. */
function rowCounts(dataFile: string): Record<string, number> {
  const db = openDatabase(dataFile);
  try {
    return Object.fromEntries(
      TABLES.map((table) => [
        table,
        queryOne(db, v.object({ total: v.number() }), `SELECT COUNT(*) AS total FROM ${table}`)
          ?.total ?? 0,
      ]),
    );
  } finally {
    db.close();
  }
}

const NO_SESSION = { session: {} };
const LONG = 'L'.repeat(129);

describe('the sandbox checks before it writes', () => {
  it('writes nothing for 20 requests without a session, each with a field of up to 1 MB', async () => {
    const { app: server, dataFile } = await sandbox();
    const rows = rowCounts(dataFile);
    const bytes = storedBytes(dataFile);
    const statuses = await sendSessionlessWrites(server);
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 400));
    expect(rowCounts(dataFile)).toEqual(rows);
    expect(storedBytes(dataFile)).toBe(bytes);
  });

  it('refuses a call without a session before recording it, whatever its fields', async () => {
    const { app: server, dataFile } = await sandbox();
    const rows = rowCounts(dataFile);
    const resend = await callEndpoint(
      server,
      repaymentCommit,
      { orderId: 'PL2024180', sendMsg: 1 },
      NO_SESSION,
    );
    expect(resend).toMatchObject({ status: 200, code: '01', message: SESSION_EXPIRED });
    const confirm = await callEndpoint(
      server,
      repaymentConfirm,
      { orderId: 'PL2024180', verifyCode: '123456', repaymentRecordId: 1 },
      NO_SESSION,
    );
    expect(confirm).toMatchObject({ code: '01', message: SESSION_EXPIRED });
    const event = await callEndpoint(
      server,
      saveEvent,
      { productId: '4', moduleId: 1, positionId: 1 },
      NO_SESSION,
    );
    expect(event).toMatchObject({ code: 401, message: SESSION_EXPIRED });
    expect(rowCounts(dataFile)).toEqual(rows);
  });

  it('answers 400 naming a field over its bound, a header field by its header', async () => {
    const { app: server } = await sandbox();
    const commit = await callEndpoint(server, repaymentCommit, { orderId: LONG, sendMsg: 1 });
    expect(commit).toMatchObject({
      status: 400,
      message: 'orderId must be at most 128 characters',
    });
    const payment = {
      orderId: 'PL2024180',
      sendMsg: 0,
      amount: 712000,
      cardId: 1,
      repayToken: 'RT-none',
      bankName: '',
      cardNo: '',
      bankCode: '',
      couponId: null,
      idempotencyKey: LONG,
    } as const;
    expect(await callEndpoint(server, repaymentCommit, payment)).toMatchObject({
      status: 400,
      message: 'Idempotency-Key header must be at most 128 characters',
    });
    const visit = await callEndpoint(server, trackVisit, { utm_tag: 'u'.repeat(513) });
    expect(visit).toMatchObject({ status: 400, message: 'utm_tag must be at most 512 characters' });
    const complaint = await callEndpoint(server, problemSave, {
      problemType: 2,
      problemDetail: 'd'.repeat(1001),
      problemImage: '',
      orderNo: 'PL2024170',
    });
    expect(complaint).toMatchObject({
      status: 400,
      message: 'problemDetail must be at most 1000 characters',
    });
  });

  it('limits every write: page visits per address, events per borrower', async () => {
    vi.stubEnv(RATE_LIMIT_OVERRIDE_ENV, '2');
    const { app: server } = await sandbox();
    const visits = [];
    for (let call = 0; call < 3; call += 1)
      visits.push((await callEndpoint(server, trackVisit, { page_id: 'p' }, NO_SESSION)).status);
    expect(visits).toEqual([200, 200, 429]);
    const event = { productId: '4', moduleId: 1, positionId: 1 };
    const events = [];
    for (let call = 0; call < 3; call += 1)
      events.push((await callEndpoint(server, saveEvent, event)).status);
    expect(events).toEqual([200, 200, 429]);
  });

  it(`refuses a borrower's complaint past ${MAX_COMPLAINTS_PER_DAY} in a day`, async () => {
    const { app: server } = await sandbox();
    const complaint = {
      problemType: 2,
      problemDetail: 'My payment is not showing.',
      problemImage: '',
      orderNo: 'PL2024170',
    };
    for (let filed = 0; filed < MAX_COMPLAINTS_PER_DAY; filed += 1)
      expect((await callEndpoint(server, problemSave, complaint)).code).toBe(0);
    expect(await callEndpoint(server, problemSave, complaint)).toMatchObject({
      status: 200,
      code: COMPLAINT_CODES.tooManyToday,
      message: TOO_MANY_COMPLAINTS,
    });
  });

  it('refuses a 66-byte PNG that declares 50000 × 50000 pixels, and keeps no file', async () => {
    const { app: server, uploadsDir } = await sandbox();
    const bomb = pixelBomb();
    expect(bomb.length).toBe(66);
    expect(await uploadPhoto(server, { bytes: bomb })).toMatchObject({
      code: '01',
      message:
        'The photo is 50000 × 50000 pixels. Photos of at most 8000 pixels on a side and 40 megapixels can be uploaded. Please choose a smaller photo.',
      url: undefined,
    });
    expect(readdirSync(uploadsDir)).toEqual([]);
    // At the bound it is kept.
    expect((await uploadPhoto(server, { bytes: pixelBomb(8000, 5000) })).code).toBe('00');
  });
});
