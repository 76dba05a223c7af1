import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { EnvelopeSchema } from '../../src/contract/envelope';
import { DEMO_SESSION } from '../sandbox/modules/core/demo-borrower';

export interface HookAnswer<T> {
  status: number;
  code: string | number;
  message: string;
  /** `data` parsed with the caller's schema; undefined unless the hook answered 200. */
  data: T | undefined;
}

export interface HookOptions<T> {
  /** The session the call carries (as `X-Session-Id`); the demo borrower's by default, `''` none. */
  sessionId?: string;
  /** Query parameters (`orderId` of repayment-counts…). */
  query?: Record<string, string>;
  /** A JSON body: the call is then a POST. */
  body?: Record<string, unknown>;
  /** What `data` holds when the hook answers. */
  data?: v.GenericSchema<unknown, T>;
}

/** Calls a sandbox hook (`/sandbox/...`) as a test or demo script does. */
export async function callHook<T = unknown>(
  app: FastifyInstance,
  path: `/sandbox/${string}`,
  { sessionId = DEMO_SESSION.sessionId, query = {}, body, data }: HookOptions<T> = {},
): Promise<HookAnswer<T>> {
  const search = new URLSearchParams(query).toString();
  const response = await app.inject({
    method: body ? 'POST' : 'GET',
    url: `/api${path}${search ? `?${search}` : ''}`,
    headers: sessionId ? { 'x-session-id': sessionId } : {},
    ...(body ? { payload: body } : {}),
  });
  const envelope = v.parse(EnvelopeSchema, response.json());
  const answered = response.statusCode === 200;
  return {
    status: response.statusCode,
    code: envelope.code,
    message: envelope.message ?? envelope.msg ?? '',
    data: answered && data ? v.parse(data, envelope.data) : undefined,
  };
}
