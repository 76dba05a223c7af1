import { randomUUID } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELD } from '../../../../src/contract/complaint-filing';
import { API_PREFIX } from '../../../lib/api-path';
import { SandboxError } from '../../envelope';
import { imageDimensions, isAllowedSize, tooManyPixels } from './image-dimensions';

/** Largest evidence image the sandbox keeps (the app compresses photos well below this). */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_FAILED_CODE = '01';
export const NOT_AN_IMAGE = 'Only JPG, PNG or WebP images can be uploaded.';
export const TOO_LARGE = 'The image is larger than 5 MB. Please choose a smaller photo.';
export const NO_FILE = 'Please choose an image to upload.';

type ImageKind = 'jpg' | 'png' | 'webp';

/** The image type from the file's first bytes; the declared type and name are not trusted. */
export function sniffImage(bytes: Buffer): ImageKind | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  )
    return 'png';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}

/** Where the route serves stored photos back (`uploads-route.ts`). */
export const UPLOADS_PATH = '/sandbox/uploads';
/** The names `storeUploadedImage` gives: a random UUID, so a photo's address cannot be guessed. */
export const UPLOAD_NAME = /^complaint-[0-9a-f-]{36}\.(?:jpg|png|webp)$/;

export interface StoredImage {
  /** The file's name in the uploads folder. */
  fileName: string;
  /** The address the app shows and sends back when it files the complaint. */
  url: string;
}

/**
 * Reads the multipart `UPLOAD_FIELD`, checks it is a real image of allowed size in bytes and in
 * pixels, stores it.
 */
export async function storeUploadedImage(
  request: FastifyRequest,
  uploadsDir: string,
): Promise<StoredImage> {
  if (!request.isMultipart()) throw new SandboxError(UPLOAD_FAILED_CODE, NO_FILE);
  const file = await request.file({ limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });
  if (!file || file.fieldname !== UPLOAD_FIELD) throw new SandboxError(UPLOAD_FAILED_CODE, NO_FILE);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch {
    throw new SandboxError(UPLOAD_FAILED_CODE, TOO_LARGE);
  }
  if (file.file.truncated || bytes.length > MAX_UPLOAD_BYTES)
    throw new SandboxError(UPLOAD_FAILED_CODE, TOO_LARGE);
  const kind = sniffImage(bytes);
  if (!kind) throw new SandboxError(UPLOAD_FAILED_CODE, NOT_AN_IMAGE);
  // The size it declares, before it is kept: a small file may declare a huge image.
  const dimensions = imageDimensions(kind, bytes);
  if (!dimensions) throw new SandboxError(UPLOAD_FAILED_CODE, NOT_AN_IMAGE);
  if (!isAllowedSize(dimensions))
    throw new SandboxError(UPLOAD_FAILED_CODE, tooManyPixels(dimensions));
  const fileName = `complaint-${randomUUID()}.${kind}`;
  await writeFile(join(uploadsDir, fileName), bytes);
  return { fileName, url: `${API_PREFIX}${UPLOADS_PATH}/${fileName}` };
}
