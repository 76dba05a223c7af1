import * as v from 'valibot';
import { execute, queryAll, queryOne, type SandboxDb } from '../../db';
import { SandboxError } from '../../envelope';
import { UPLOAD_FAILED_CODE } from './upload-image';

/**
 * Photos a borrower may hold uploaded but not yet in a filed complaint: three complaints' worth
 * (9 photos each) and a few replaced ones. Removed photos stay on the server until the sweep, so
 * the cap is well above one form's 9.
 */
export const MAX_UNATTACHED_UPLOADS = 30;
const TOO_MANY_WAITING =
  'You have uploaded too many photos that are not in a complaint yet. Please send your complaint with the photos you have, or try again tomorrow.';

/**
 * Every photo the upload route stored: whose it is, when it came (ms, the sandbox's clock) and
 * when a filed complaint first held it (NULL while none does: the sweep may remove it).
 */
export const UPLOADS_SCHEMA = `
  CREATE TABLE IF NOT EXISTS complaint_uploads (
    url TEXT PRIMARY KEY,
    file_name TEXT NOT NULL UNIQUE,
    user_id TEXT NOT NULL REFERENCES borrowers(user_id),
    uploaded_at INTEGER NOT NULL,
    attached_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS complaint_uploads_unattached
    ON complaint_uploads (user_id, attached_at);`;

export interface UploadRecord {
  url: string;
  fileName: string;
  userId: string;
  uploadedAt: number;
}

const CountRow = v.object({ total: v.number() });
const FileRow = v.object({ file_name: v.string() });

function unattachedCount(db: SandboxDb, userId: string): number {
  return (
    queryOne(
      db,
      CountRow,
      'SELECT COUNT(*) AS total FROM complaint_uploads WHERE user_id = ? AND attached_at IS NULL',
      userId,
    )?.total ?? 0
  );
}

/** Refuses a borrower who already holds the most unattached photos, in the upload's error shape. */
export function assertRoomForUpload(db: SandboxDb, userId: string): void {
  if (unattachedCount(db, userId) >= MAX_UNATTACHED_UPLOADS)
    throw new SandboxError(UPLOAD_FAILED_CODE, TOO_MANY_WAITING);
}

/**
 * Records a stored photo, checking the cap again in the same transaction: uploads of one
 * borrower run side by side, and each passed the first check before its photo arrived.
 */
export function recordUpload(db: SandboxDb, upload: UploadRecord): void {
  db.transaction(() => {
    assertRoomForUpload(db, upload.userId);
    execute(
      db,
      'INSERT INTO complaint_uploads (url, file_name, user_id, uploaded_at) VALUES (?, ?, ?, ?)',
      upload.url,
      upload.fileName,
      upload.userId,
      upload.uploadedAt,
    );
  })();
}

/** True for an image URL the upload route handed to this borrower, exactly as given. */
export function isHandedOutTo(db: SandboxDb, userId: string, url: string): boolean {
  return (
    queryOne(
      db,
      v.object({ url: v.string() }),
      'SELECT url FROM complaint_uploads WHERE url = ? AND user_id = ?',
      url,
      userId,
    ) !== undefined
  );
}

/** A filed complaint holds these photos: they are kept from now on. */
export function markAttached(db: SandboxDb, urls: readonly string[], at: number): void {
  for (const url of urls)
    execute(
      db,
      'UPDATE complaint_uploads SET attached_at = COALESCE(attached_at, ?) WHERE url = ?',
      at,
      url,
    );
}

/** True while a stored file has its record (the sweep deletes the record first). */
export function isRecordedFile(db: SandboxDb, fileName: string): boolean {
  return (
    queryOne(
      db,
      FileRow,
      'SELECT file_name FROM complaint_uploads WHERE file_name = ?',
      fileName,
    ) !== undefined
  );
}

/** Files of unattached photos uploaded before `cutoff`, with their records deleted. */
export function forgetUnattachedBefore(db: SandboxDb, cutoff: number): string[] {
  return db.transaction(() => {
    const stale = queryAll(
      db,
      FileRow,
      'SELECT file_name FROM complaint_uploads WHERE attached_at IS NULL AND uploaded_at < ?',
      cutoff,
    );
    execute(
      db,
      'DELETE FROM complaint_uploads WHERE attached_at IS NULL AND uploaded_at < ?',
      cutoff,
    );
    return stale.map((row) => row.file_name);
  })();
}
