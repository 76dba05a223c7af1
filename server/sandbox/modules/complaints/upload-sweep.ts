import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { SandboxDb } from '../../db';
import { UPLOAD_NAME } from './upload-image';
import { forgetUnattachedBefore, isRecordedFile } from './upload-records';

/** A photo no filed complaint holds is removed a day after its upload. */
export const UPLOAD_RETENTION_MS = 24 * 60 * 60 * 1000;

/**
 * Removes photos uploaded more than a day before `now` that no filed complaint holds: their
 * records first (so the photo stops being served and can no longer be attached), then their
 * files. Files with an upload's name but no record (left by a crash between storing and
 * recording, or by an older data file) go too once they are as old. Returns how many files went.
 */
export async function sweepUnattachedUploads(
  db: SandboxDb,
  uploadsDir: string,
  now: number,
): Promise<number> {
  const cutoff = now - UPLOAD_RETENTION_MS;
  // Strays first: once their records are gone, this sweep's own photos would look like strays.
  const strays = await strayFiles(db, uploadsDir, cutoff);
  const files = [...forgetUnattachedBefore(db, cutoff), ...strays];
  await Promise.all(files.map((name) => rm(join(uploadsDir, name), { force: true })));
  return files.length;
}

async function strayFiles(db: SandboxDb, uploadsDir: string, cutoff: number): Promise<string[]> {
  const names = await readdir(uploadsDir).catch(() => []);
  const stray: string[] = [];
  for (const name of names) {
    if (!UPLOAD_NAME.test(name) || isRecordedFile(db, name)) continue;
    const info = await stat(join(uploadsDir, name)).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs < cutoff) stray.push(name);
  }
  return stray;
}
