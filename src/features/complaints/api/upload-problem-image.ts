import * as v from 'valibot';
import { ApiError } from '../../../lib/api/api-error';
import { rateLimitError } from '../../../lib/api/retry-after';
import { buildHeaders, buildUrl, REQUEST_TIMEOUT_MS } from '../../../lib/api/client';
import { EnvelopeSchema, envelopeMessage, isSuccess } from '../../../lib/api/envelope';
import { getSession } from '../../../lib/session/session';
import { common } from '../../../strings/common';
import { ImageUrl } from './schemas';

export const UPLOAD_PATH = '/user-problem/upload-problem-img';
export const UPLOAD_FIELD = 'problemImage';

const UploadDataSchema = v.object({ url: ImageUrl });

export interface UploadOptions {
  /** 0 to 100 while the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Uploads one evidence image (multipart field `problemImage`, success '00', data.url). Uses
 * XMLHttpRequest because fetch reports no upload progress; the address, session parameters and
 * headers are the request layer's own (form style), so the call looks like every other one.
 */
export function uploadProblemImage(
  file: Blob,
  fileName: string,
  { onProgress, signal }: UploadOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const session = getSession();
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(UPLOAD_PATH, session));
    for (const [name, value] of Object.entries(buildHeaders('form', session))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const limited = rateLimitError(xhr.status, xhr.getResponseHeader('Retry-After'));
      if (limited) {
        reject(limited);
        return;
      }
      const envelope = v.safeParse(EnvelopeSchema, parseBody(xhr.responseText));
      if (!envelope.success) {
        reject(
          xhr.status >= 400
            ? new ApiError('http', String(xhr.status), common.serverError(xhr.status), xhr.status)
            : new ApiError('malformed', 'malformed', common.malformedResponse, xhr.status),
        );
        return;
      }
      const { code } = envelope.output;
      if (xhr.status >= 400 || !isSuccess(code, 'double-zero')) {
        const message = envelopeMessage(envelope.output) || common.genericFailure;
        reject(
          new ApiError(xhr.status >= 400 ? 'http' : 'business', String(code), message, xhr.status),
        );
        return;
      }
      const data = v.safeParse(UploadDataSchema, envelope.output.data);
      if (!data.success) {
        reject(new ApiError('malformed', String(code), common.malformedResponse, xhr.status));
        return;
      }
      onProgress?.(100);
      resolve(data.output.url);
    };
    xhr.onerror = () => reject(new ApiError('network', 'network', common.networkError));
    xhr.ontimeout = () => reject(new ApiError('timeout', 'timeout', common.timeoutError));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const body = new FormData();
    body.append(UPLOAD_FIELD, file, fileName);
    xhr.send(body);
  });
}
