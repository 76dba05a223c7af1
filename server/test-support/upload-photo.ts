import type { FastifyInstance } from 'fastify';
import { PNG } from 'pngjs';
import * as v from 'valibot';
import { UPLOAD_FIELD, uploadProblemImage } from '../../src/contract/complaint-filing';
import { endpointPath } from '../../src/contract/endpoint';
import { EnvelopeSchema, isSuccess } from '../../src/contract/envelope';
import { demoQuery } from '../sandbox/modules/core/demo-borrower';

/** A real 4×3 PNG, a few dozen bytes. */
export function tinyPng(): Buffer {
  const png = new PNG({ width: 4, height: 3 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

export interface PhotoUpload {
  /** The multipart field; the contract's by default. */
  field?: string;
  filename?: string;
  type?: string;
  bytes?: Buffer;
  /** Session query parameters; the demo borrower's by default. */
  session?: Record<string, string>;
}

export interface UploadAnswer {
  status: number;
  /** `Retry-After` of a 429, in seconds. */
  retryAfter: string | undefined;
  code: string | number;
  message: string;
  /** The stored photo's address; undefined unless the upload succeeded. */
  url: string | undefined;
}

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = '----complaint-photo';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * A complaint photo upload as the app's XHR sends it (multipart, session in the query), its
 * answer parsed with the client's envelope and `data` schemas.
 */
export async function uploadPhoto(
  app: FastifyInstance,
  {
    field = UPLOAD_FIELD,
    filename = 'photo.png',
    type = 'image/png',
    bytes = tinyPng(),
    session,
  }: PhotoUpload = {},
): Promise<UploadAnswer> {
  const response = await app.inject({
    method: uploadProblemImage.method,
    url: `/api${endpointPath(uploadProblemImage, 'pesoloan')}?${demoQuery({}, session)}`,
    ...multipart(field, filename, type, bytes),
  });
  const envelope = v.parse(EnvelopeSchema, response.json());
  const succeeded = isSuccess(envelope.code, uploadProblemImage.success);
  const retryAfter = response.headers['retry-after'];
  return {
    status: response.statusCode,
    retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
    code: envelope.code,
    message: envelope.message ?? envelope.msg ?? '',
    url: succeeded ? v.parse(uploadProblemImage.output, envelope.data).url : undefined,
  };
}
