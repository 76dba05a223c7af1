import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { SandboxDb } from '../../db';
import { UPLOADS_PATH } from './upload-image';
import { isRecordedFile } from './upload-records';

const TYPES: Record<string, string> = { png: 'image/png', webp: 'image/webp' };
/** The names the upload route hands out: letters, digits, dashes and one extension. */
const UploadName = v.object({
  name: v.pipe(v.string(), v.maxLength(128), v.regex(/^[\w-]+\.[a-z]{3,4}$/, 'not a stored photo')),
});

/**
 * Complaint photos the sandbox stored, served back at the URL the upload answered with.
 *
 * No session is asked: the app shows these in `<img>` tags, which send no `X-Session-Id`, and a
 * session in the address would be copied into every complaint and draft that holds the photo.
 * The address is the capability instead: a random UUID handed only to the borrower who uploaded
 * it (docs/decisions/sandbox-hooks-and-limits.md). Only a photo with its upload record is served,
 * so one the sweep removed is gone even while its file is being deleted.
 */
export function registerUploadsRoute(
  api: FastifyInstance,
  db: SandboxDb,
  uploadsDir: string,
): void {
  api.get(`${UPLOADS_PATH}/:name`, async (request, reply) => {
    const { name } = v.parse(UploadName, request.params);
    const fileName = basename(name);
    const file = join(uploadsDir, fileName);
    const info = isRecordedFile(db, fileName) ? await stat(file).catch(() => undefined) : undefined;
    if (!info?.isFile()) return reply.code(404).send({ code: 404, message: 'Not found' });
    const type = TYPES[name.split('.').pop() ?? ''] ?? 'image/jpeg';
    return reply.header('Content-Type', type).send(createReadStream(file));
  });
}
