import type * as v from 'valibot';
import { common } from '../../strings/common';
import { getSession } from '../session/session';
import type { RequestStyle } from '../../contract/endpoint';
import type { SuccessRule } from '../../contract/envelope';
import { ApiError } from './api-error';
import { arrivedBootAnswer, takeBootAnswer, unlessAborted } from './boot-answer';
import { parseEnvelope, type RawAnswer } from './parse-envelope';
import type { ServerRender } from '../session/server-render-context';
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
  /** On the server: the render's session and answer (./server-render-context.ts). */
  server?: ServerRender;
}

/** The request a call sends, for the session of this page. */
function requestParts<T>(options: RequestOptions<T>) {
  const { path, method = 'POST', style = 'json', body, query, headers } = options;
  return buildRequest(
    { method, style, path },
    options.server?.session ?? getSession(),
    query,
    body,
    headers,
  );
}

/**
 * The validated `data` of this call when the boot script's answer to it has already arrived,
 * else undefined (also for a failure: the request then reports it). Sends nothing. `take`
 * hands the answer over as this call's, once: true the first time (no request may take it
 * afterwards), false after.
 */
export function arrivedData<T>(
  options: RequestOptions<T>,
): { data: T; take(): boolean } | undefined {
  // Nothing offered (always so when a public page is prerendered, with no session to read). On
  // the server, the answer the page is rendered with.
  const arrived = options.server ? options.server.answer : arrivedBootAnswer();
  if (!arrived) return undefined;
  const { key } = requestParts(options);
  if (arrived.key !== key) return undefined;
  try {
    const data = parseEnvelope(
      arrived.answer,
      options.success ?? 'zero',
      options.schema,
      options.outside,
    );
    let taken = false;
    const take = () => {
      if (taken) return false;
      taken = true;
      void takeBootAnswer(key);
      return true;
    };
    return { data, take };
  } catch {
    return undefined;
  }
}

/** One call: resolves with the validated `data`, rejects with an ApiError. Shows nothing. */
export async function request<T>(options: RequestOptions<T>): Promise<T> {
  const { success = 'zero', schema, outside } = options;
  const { url, init, key } = requestParts(options);

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onAbort, { once: true });
  init.signal = controller.signal;

  // The screen's first call may already be on its way, started by the boot script (src/boot/).
  const started = takeBootAnswer(key);
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
  return parseEnvelope(answer, success, schema, outside);
}
