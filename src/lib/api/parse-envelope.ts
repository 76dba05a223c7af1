import * as v from 'valibot';
import {
  answerData,
  EnvelopeSchema,
  envelopeMessage,
  isSuccess,
  type SuccessRule,
} from '../../contract/envelope';
import { common } from '../../strings/common';
import { ApiError } from './api-error';
import type { RawAnswer } from './raw-answer';
import { rateLimitError } from './retry-after';

export type { RawAnswer };

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The one mapping from an HTTP answer to the call's validated `data` or an ApiError: a rate
 * limit, a non-JSON body, an error envelope and a malformed `data` each read the same on every
 * screen and for every transport. `outside`: the endpoint's answer fields that may come beside
 * `data` (src/contract/envelope.ts).
 */
export function parseEnvelope<T>(
  answer: RawAnswer,
  success: SuccessRule,
  schema: v.GenericSchema<unknown, T>,
  outside?: readonly string[],
): T {
  const { status } = answer;
  const ok = status >= 200 && status < 300;
  // A rate limit reads the same on every screen, whatever envelope the server sent with it.
  const limited = rateLimitError(status, answer.retryAfter);
  if (limited) throw limited;

  const envelope = v.safeParse(EnvelopeSchema, parseJson(answer.text));
  if (!envelope.success) {
    if (!ok) throw new ApiError('http', String(status), common.serverError(status), status);
    throw new ApiError('malformed', 'malformed', common.malformedResponse, status);
  }
  const { code } = envelope.output;
  if (!ok || !isSuccess(code, success)) {
    const message =
      envelopeMessage(envelope.output) || (ok ? common.genericFailure : common.serverError(status));
    throw new ApiError(ok ? 'business' : 'http', String(code), message, status);
  }
  const data = v.safeParse(schema, answerData(envelope.output, outside));
  if (!data.success)
    throw new ApiError('malformed', String(code), common.malformedResponse, status);
  return data.output;
}
