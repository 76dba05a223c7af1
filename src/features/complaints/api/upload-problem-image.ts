import { UPLOAD_FIELD, uploadProblemImage as upload } from '../../../contract/complaint-filing';
import { endpointPath } from '../../../contract/endpoint';
import { config } from '../../../config/env';
import { ApiError } from '../../../lib/api/api-error';
import { REQUEST_TIMEOUT_MS } from '../../../lib/api/client';
import { buildHeaders, buildUrl } from '../../../lib/api/request-parts';
import { parseEnvelope } from '../../../lib/api/parse-envelope';
import { getSession } from '../../../lib/session/session';
import { common } from '../../../strings/common';

export interface UploadOptions {
  /** 0 to 100 while the bytes go up. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one evidence image (the contract's `uploadProblemImage`: multipart field
 * `UPLOAD_FIELD`, success '00', data.url). Uses XMLHttpRequest because fetch reports no upload
 * progress; the address, session parameters, headers and answer parsing are the request layer's
 * own, so the call looks like every other one.
 */
export function uploadProblemImage(
  file: Blob,
  fileName: string,
  { onProgress, signal }: UploadOptions = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const session = getSession();
    const xhr = new XMLHttpRequest();
    xhr.open(upload.method, buildUrl(endpointPath(upload, config.provider), session));
    for (const [name, value] of Object.entries(buildHeaders(upload.style, session))) {
      xhr.setRequestHeader(name, value);
    }
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      try {
        const data = parseEnvelope(
          {
            status: xhr.status,
            retryAfter: xhr.getResponseHeader('Retry-After'),
            text: xhr.responseText,
          },
          upload.success,
          upload.output,
        );
        onProgress?.(100);
        resolve(data.url);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
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
