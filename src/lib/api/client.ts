import type * as v from 'valibot';
import { common } from '../../strings/common';
import { getSession } from '../session/session';
import type { RequestStyle } from '../../contract/endpoint';
import type { SuccessRule } from '../../contract/envelope';
import { ApiError } from './api-error';
import { parseEnvelope, type RawAnswer } from './parse-envelope';
import { buildRequest, fetchRaw, type RequestBody, type Scalar } from './request-parts';

export const REQUEST_TIMEOUT_MS = 60_000;

export interface RequestOptions<T> {
  path: string;
  method?: 'GET' | 'POST';
  style?: RequestStyle;
  query?: Record<string, Scalar>;
  body?: RequestBody;
  /** Headers of this call besides the request style's own (the payment's Idempotency-Key). */
  headers?: Record<string, string>;
  success?: SuccessRule;
  /** Validates `data` of the envelope; a mismatch is a `malformed` error, never a crash. */
  schema: v.GenericSchema<unknown, T>;
  /** Answer fields that may come beside `data` (the endpoint's `outside`). */
  outside?: readonly string[];
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The request a call sends, for the session of this page. */
function requestParts<T>(options: RequestOptions<T>) {
  const { path, method = 'POST', style = 'json', body, query, headers } = options;
  return buildRequest({ method, style, path }, getSession(), query, body, headers);
}

/** One call: resolves with the validated `data`, rejects with an ApiError. Shows nothing. */
export async function request<T>(options: RequestOptions<T>): Promise<T> {
  const { url, init } = requestParts(options);
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  init.signal = controller.signal;
  try {
    return await readAnswer(fetchRaw(url, init), options, () => timedOut || undefined);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The validated `data` of an answer on its way (this request's, or the screen's loader call that
 * left before the app: src/lib/api/loader-data.ts), or the ApiError it is: a time-out (the
 * request's own, or the loader call's, which gives up after the same time), the network, or what
 * the envelope says.
 */
export async function readAnswer<T>(
  answer: Promise<RawAnswer>,
  options: Pick<RequestOptions<T>, 'success' | 'schema' | 'outside' | 'signal'>,
  timedOut: () => true | undefined = () => undefined,
): Promise<T> {
  let raw: RawAnswer;
  try {
    raw = await answer;
  } catch (error) {
    const loaderCallTimedOut = error instanceof DOMException && error.name === 'TimeoutError';
    if (timedOut() || loaderCallTimedOut)
      throw new ApiError('timeout', 'timeout', common.timeoutError);
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', 'network', common.networkError);
  }
  return parseEnvelope(raw, options.success ?? 'zero', options.schema, options.outside);
}
