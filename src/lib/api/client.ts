import type * as v from 'valibot';
import { common } from '../../strings/common';
import { getSession } from '../session/session';
import type { RequestStyle } from '../../contract/endpoint';
import type { SuccessRule } from '../../contract/envelope';
import { ApiError } from './api-error';
import { takeBootAnswer, unlessAborted } from './boot-answer';
import { parseEnvelope, type RawAnswer } from './parse-envelope';
import {
  buildInit,
  buildUrl,
  fetchRaw,
  requestKey,
  type RequestBody,
  type Scalar,
} from './request-parts';

export const REQUEST_TIMEOUT_MS = 60_000;

export interface RequestOptions<T> {
  path: string;
  method?: 'GET' | 'POST';
  style?: RequestStyle;
  query?: Record<string, Scalar>;
  body?: RequestBody;
  success?: SuccessRule;
  /** Validates `data` of the envelope; a mismatch is a `malformed` error, never a crash. */
  schema: v.GenericSchema<unknown, T>;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** One call: resolves with the validated `data`, rejects with an ApiError. Shows nothing. */
export async function request<T>(options: RequestOptions<T>): Promise<T> {
  const { path, method = 'POST', style = 'json', body, success = 'zero', schema } = options;
  const session = getSession();
  const init = buildInit(method, style, session, body);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  init.signal = controller.signal;

  const url = buildUrl(path, session, options.query);
  // The screen's first call may already be on its way, started by the boot script (src/boot/).
  const started = takeBootAnswer(requestKey(method, url, init.body ?? undefined));
  let answer: RawAnswer;
  try {
    answer = started ? await unlessAborted(started, controller.signal) : await fetchRaw(url, init);
  } catch (error) {
    // Also a first call the boot script started and gave up on after the same time-out.
    const bootTimedOut = error instanceof DOMException && error.name === 'TimeoutError';
    if (timedOut || bootTimedOut) throw new ApiError('timeout', 'timeout', common.timeoutError);
    if (options.signal?.aborted) throw error;
    throw new ApiError('network', 'network', common.networkError);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
  return parseEnvelope(answer, success, schema);
}
