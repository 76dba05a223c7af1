import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureSession, clearSession } from '../session/session';
import { currentToast, hideToast } from '../toast/toast';
import { repaymentHuichao } from '../../contract/card-repayment';
import { problemList } from '../../contract/complaints';
import { ApiError } from './api-error';
import { callEndpoint } from './call-endpoint';
import { REQUEST_TIMEOUT_MS, request } from './client';
import { withFeedback } from './feedback';

const fetchMock = vi.fn<typeof fetch>();

function reply(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastCall(): { url: URL; init: RequestInit; headers: Record<string, string> } {
  const [input, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return {
    url: new URL(String(input), 'http://app.test'),
    init,
    headers: init.headers as Record<string, string>,
  };
}

const Data = v.object({ ok: v.boolean() });

beforeEach(() => {
  clearSession();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  hideToast();
});

describe('request: URL and headers', () => {
  it('prefixes the base path and appends the common session parameters', async () => {
    captureSession(
      '?deviceId=d1&appVersion=3.1&userId=7&appName=peso&sessionId=s9&clientType=android&merchantNumber=m1&orderId=o5',
    );
    fetchMock.mockResolvedValue(reply({ code: 0, data: { ok: true } }));
    await request({
      path: '/v3/loan-details/loan-details',
      method: 'GET',
      query: { orderId: 'o5' },
      schema: Data,
    });
    const { url } = lastCall();
    expect(url.pathname).toBe('/api/v3/loan-details/loan-details');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      orderId: 'o5',
      deviceId: 'd1',
      appVersion: '3.1',
      userId: '7',
      appName: 'peso',
      sessionId: 's9',
      clientType: 'android',
      merchantNumber: 'm1',
    });
  });

  it('JSON style: JSON body, XMLHttpRequest marker, session and user headers', async () => {
    captureSession('?sessionId=s9&userId=7&deviceId=d1');
    fetchMock.mockResolvedValue(reply({ code: '0', data: { ok: true } }));
    await request({ path: '/v3/x', body: { productId: 'p1' }, schema: Data });
    const { init, headers } = lastCall();
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"productId":"p1"}');
    expect(headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'X-Session-Id': 's9',
      'X-User-Id': '7',
      'Content-Type': 'application/json',
      'Accept-Language': 'en-PH',
    });
    expect(headers['X-Device-Id']).toBeUndefined();
  });

  it('form style: form-encoded body and device headers, empty (never "undefined") when missing', async () => {
    fetchMock.mockResolvedValue(reply({ code: '00', data: { ok: true } }));
    await request({
      path: '/gopia/goya/satire',
      style: 'form',
      success: 'double-zero',
      body: { productId: 'p1', couponId: null, skipped: undefined },
      schema: Data,
    });
    const { init, headers } = lastCall();
    expect(String(init.body)).toBe('productId=p1&couponId=');
    expect(headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'X-Device-Id': '',
      'X-App-Version': '',
      'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
      'Accept-Language': 'en-PH',
    });
    expect(headers['X-Session-Id']).toBeUndefined();
  });

  it("both styles say the page's language: fil-PH on a page in Filipino", async () => {
    vi.resetModules();
    window.sessionStorage.setItem('app.language', 'fil');
    try {
      const fresh = await import('./client');
      const { language } = await import('../i18n/language');
      expect(language).toBe('fil');
      fetchMock.mockImplementation(() =>
        Promise.resolve(reply({ code: '00', data: { ok: true } })),
      );
      await fresh.request({ path: '/v3/x', body: {}, schema: Data });
      expect(lastCall().headers['Accept-Language']).toBe('fil-PH');
      await fresh.request({
        path: '/gopia/goya/satire',
        style: 'form',
        success: 'double-zero',
        body: {},
        schema: Data,
      });
      expect(lastCall().headers['Accept-Language']).toBe('fil-PH');
    } finally {
      window.sessionStorage.removeItem('app.language');
    }
  });
});

describe('request: envelope and success conventions', () => {
  it('new-style success is a code that parses to 0 and resolves with the validated data', async () => {
    fetchMock.mockResolvedValue(reply({ code: '0', message: 'ok', data: { ok: true } }));
    await expect(request({ path: '/v3/x', schema: Data })).resolves.toEqual({ ok: true });
  });

  it('a non-zero new-style code rejects with a business error carrying code and message', async () => {
    fetchMock.mockResolvedValue(reply({ code: 1001, message: 'Order not found' }));
    const error = await request({ path: '/v3/x', schema: Data }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', code: '1001', message: 'Order not found' });
  });

  it("old-style calls need the string '00': the number 0 is a failure there", async () => {
    fetchMock.mockResolvedValue(reply({ code: 0, message: 'legacy says no' }));
    await expect(
      request({ path: '/gopia/goya/satire', style: 'form', success: 'double-zero', schema: Data }),
    ).rejects.toMatchObject({ kind: 'business', code: '0', message: 'legacy says no' });
  });

  it('a body that is not an envelope is a malformed error, never a crash', async () => {
    fetchMock.mockResolvedValue(reply('<html>oops</html>'));
    await expect(request({ path: '/v3/x', schema: Data })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it("reads the answers the spec places beside data: huichao's url, problem-list's res.tabs", async () => {
    const url = 'https://pay.example.ph/p/1';
    fetchMock.mockResolvedValue(reply({ code: '00', message: '', url }));
    await expect(
      callEndpoint(repaymentHuichao, { userId: '7', orderId: 'o5', amount: 100 }),
    ).resolves.toEqual({ url });
    const tabs = [{ title: 'All', list: [] }];
    fetchMock.mockResolvedValue(reply({ code: 0, message: 'ok', tabs }));
    await expect(callEndpoint(problemList, {})).resolves.toEqual({ tabs });
  });

  it('data of the wrong shape is a malformed error', async () => {
    fetchMock.mockResolvedValue(reply({ code: 0, data: { ok: 'yes' } }));
    await expect(request({ path: '/v3/x', schema: Data })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('an HTTP error keeps the server message when it sent an envelope', async () => {
    fetchMock.mockResolvedValue(reply({ code: 400, message: 'productId is required' }, 400));
    await expect(request({ path: '/v3/x', schema: Data })).rejects.toMatchObject({
      kind: 'http',
      status: 400,
      message: 'productId is required',
    });
    fetchMock.mockResolvedValue(reply('Bad gateway', 502));
    await expect(request({ path: '/v3/x', schema: Data })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
    });
  });

  it('a 429 reads "too many tries, wait N s" with N from Retry-After, whatever the envelope says', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ code: 429, message: 'Rate limit exceeded, retry in 1 minute' }),
        {
          status: 429,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '42' },
        },
      ),
    );
    const error = await request({ path: '/v3/x', schema: Data }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'http',
      code: '429',
      status: 429,
      retryAfterSeconds: 42,
      message: 'Too many tries. Please wait 42 s and try again.',
    });
    // Every screen's usual error path (withFeedback, errorMessage) shows it as it is.
    fetchMock.mockResolvedValue(new Response('Too Many Requests', { status: 429 }));
    await expect(
      withFeedback(() => request({ path: '/v3/x', style: 'form', schema: Data })),
    ).rejects.toMatchObject({ retryAfterSeconds: 60 });
    expect(currentToast()).toMatchObject({
      message: 'Too many tries. Please wait 60 s and try again.',
    });
  });

  it('a network failure rejects with a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(request({ path: '/v3/x', schema: Data })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it(`times out after ${REQUEST_TIMEOUT_MS} ms`, async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, rejectFetch) => {
          init?.signal?.addEventListener('abort', () =>
            rejectFetch(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const pending = request({ path: '/v3/x', schema: Data }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(fetchMock.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ kind: 'timeout' });
    expect(REQUEST_TIMEOUT_MS).toBe(60000);
  });
});

describe('withFeedback', () => {
  it('shows the loading text while in flight, then the server message for about 2 s on failure', async () => {
    vi.useFakeTimers();
    let fail: (error: unknown) => void = () => undefined;
    const pending = withFeedback(() => new Promise((_r, reject) => (fail = reject)), {
      loadingText: 'loading...',
    });
    expect(currentToast()).toMatchObject({ kind: 'loading', message: 'loading...' });
    fail(new ApiError('business', '7', 'Order not found'));
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(currentToast()).toMatchObject({ kind: 'message', message: 'Order not found' });
    vi.advanceTimersByTime(2000);
    expect(currentToast()).toBeNull();
  });

  it('hides the loading toast on success and stays silent when asked', async () => {
    await expect(withFeedback(async () => 5, { loadingText: 'loading...' })).resolves.toBe(5);
    expect(currentToast()).toBeNull();
    await expect(
      withFeedback(() => Promise.reject(new ApiError('business', '1', 'x')), {
        toastErrors: false,
      }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(currentToast()).toBeNull();
  });
});
