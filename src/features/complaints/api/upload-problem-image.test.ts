import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadProblemImage } from './upload-problem-image';

/** An XMLHttpRequest that answers every send with one canned response. */
function answeringXhr(status: number, headers: Record<string, string>, body: string) {
  return class FakeXhr {
    status = 0;
    responseText = '';
    timeout = 0;
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open() {}
    setRequestHeader() {}
    abort() {}
    getResponseHeader(name: string) {
      return headers[name] ?? null;
    }
    send() {
      this.status = status;
      this.responseText = body;
      queueMicrotask(() => this.onload?.());
    }
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('uploadProblemImage', () => {
  it('reads a rate-limited upload as "wait N s", like every other call', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      answeringXhr(429, { 'Retry-After': '12' }, '{"code":429,"message":"slow down"}'),
    );
    await expect(uploadProblemImage(new Blob(['x']), 'a.jpg')).rejects.toMatchObject({
      status: 429,
      retryAfterSeconds: 12,
      message: 'Too many tries. Please wait 12 s and try again.',
    });
  });

  it('resolves with the URL of a stored photo', async () => {
    vi.stubGlobal(
      'XMLHttpRequest',
      answeringXhr(
        200,
        {},
        '{"code":"00","message":"ok","data":{"url":"/api/sandbox/uploads/a.jpg"}}',
      ),
    );
    await expect(uploadProblemImage(new Blob(['x']), 'a.jpg')).resolves.toBe(
      '/api/sandbox/uploads/a.jpg',
    );
  });
});
