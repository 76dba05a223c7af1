import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../lib/api-path';
import {
  bodyFieldValues,
  mergeFields,
  valuesOfObject,
  type CallFields,
  type FieldValues,
} from '../limits/call-fields';
import type { Counters } from '../limits/counters';
import { limitedCallAt, type LimitedCall } from '../limits/limited-calls';
import { registerCallLimits } from '../limits/rate-limits';
import { registerSessionCheck } from './session-check';
import { sessionClaimOf } from '../lib/session-id';
import { readHead } from './read-head';

/**
 * Bytes of a limited call's body read to tell its kind and fields: its form is a few hundred
 * bytes; a body padded past this is counted under the call's strictest limit.
 */
export const BODY_READ_LIMIT = 64 * 1024;

class SessionRefused extends Error {
  readonly statusCode = 400;
}

/**
 * The sandbox's limits on the calls that go to the lender's API (docs/decisions/ops-shared-limits.md,
 * security-limit-keys.md): SMS, captchas, registration, card repayment commits and confirms,
 * uploads; counted per borrower or client address in `counters`, so with Redis they hold across
 * every replica. A call naming its session twice is refused before anything is read. The body
 * of a limited form call (any encoding the app sends, chunked or not) is read, up to
 * BODY_READ_LIMIT, to tell its kind and fields, and passed on byte for byte; one that cannot be
 * read counts under the stricter limit.
 */
export async function registerProxyLimits(
  scope: FastifyInstance,
  counters: Counters,
  smsPerNumberPerHour?: number,
): Promise<void> {
  registerSessionCheck(scope);
  const limited = new WeakMap<
    FastifyRequest,
    { call: LimitedCall; query: FieldValues; fields: CallFields | undefined }
  >();
  scope.addHook('onRequest', async (request) => {
    const path = (request.url.split('?', 1)[0] ?? '').slice(API_PREFIX.length);
    const call = limitedCallAt(request.method, path);
    if (!call) return;
    const query = valuesOfObject(request.query);
    // Until its body is read, a call that reads one is unread: the strictest kind.
    limited.set(request, { call, query, fields: call.readsBody ? undefined : mergeFields(query) });
  });
  scope.addHook('preParsing', async (request, _reply, payload) => {
    const entry = limited.get(request);
    if (!entry?.call.readsBody) return payload;
    const head = await readHead(payload, BODY_READ_LIMIT);
    const values = head.complete
      ? await bodyFieldValues(head.bytes, request.headers['content-type'] ?? '')
      : undefined;
    const encoded = !['', 'identity'].includes(request.headers['content-encoding'] ?? '');
    if (values && !encoded) {
      const claim = sessionClaimOf(request, values.get('sessionId') ?? []);
      if (!claim.ok) throw new SessionRefused(claim.message);
      entry.fields = mergeFields(entry.query, values);
    }
    return head.body;
  });
  await registerCallLimits(scope, counters, (request) => limited.get(request), smsPerNumberPerHour);
}
