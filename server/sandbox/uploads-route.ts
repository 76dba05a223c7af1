import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';

const TYPES: Record<string, string> = { png: 'image/png', webp: 'image/webp' };
/** The names the upload route hands out: letters, digits, dashes and one extension. */
const UploadName = v.object({
  name: v.pipe(v.string(), v.maxLength(128), v.regex(/^[\w-]+\.[a-z]{3,4}$/, 'not a stored photo')),
});

/** Complaint photos the sandbox stored, served back at the URL the upload answered with. */
export function registerUploadsRoute(api: FastifyInstance, uploadsDir: string): void {
  api.get('/sandbox/uploads/:name', async (request, reply) => {
    const { name } = v.parse(UploadName, request.params);
    const file = join(uploadsDir, basename(name));
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return reply.code(404).send({ code: 404, message: 'Not found' });
    const type = TYPES[name.split('.').pop() ?? ''] ?? 'image/jpeg';
    return reply.header('Content-Type', type).send(createReadStream(file));
  });
}
