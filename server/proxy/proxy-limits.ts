import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../lib/api-path';
import type { Counters } from '../lib/limits/counters';
import { limitedCallAt, type CallFields, type LimitedCall } from '../lib/limits/limited-calls';
import { parsedFields, registerCallLimits } from '../lib/rate-limits';

/** A form body this small is read to tell the call's kind; the commit's is a few hundred bytes. */
const PEEK_LIMIT = 16 * 1024;

const FORM = /^application\/x-www-form-urlencoded\b/i;

/**
 * The sandbox's limits on the calls that go to the lender's API (docs/decisions/ops-shared-limits.md):
 * SMS, captchas, registration, card repayment commits and confirms, uploads; counted per borrower
 * or client address in `counters`, so with Redis they hold across every replica. The commit's
 * kind (a payment or an SMS resend) is in its form body, which the proxy otherwise streams
 * unread: that small body is read here and passed on byte for byte.
 */
export async function registerProxyLimits(
  scope: FastifyInstance,
  counters: Counters,
): Promise<void> {
  const limited = new WeakMap<FastifyRequest, { call: LimitedCall; fields: CallFields }>();
  scope.addHook('onRequest', async (request) => {
    const path = (request.url.split('?', 1)[0] ?? '').slice(API_PREFIX.length);
    const call = limitedCallAt(request.method, path);
    if (call) limited.set(request, { call, fields: parsedFields(request) });
  });
  scope.addHook('preParsing', async (request, _reply, payload) => {
    const entry = limited.get(request);
    const length = Number(request.headers['content-length']);
    if (
      !entry?.call.readsBody ||
      !FORM.test(request.headers['content-type'] ?? '') ||
      !(length > 0 && length <= PEEK_LIMIT)
    )
      return payload;
    const bytes = await buffer(payload);
    entry.fields = {
      ...entry.fields,
      ...Object.fromEntries(new URLSearchParams(bytes.toString('utf8'))),
    };
    return Readable.from([bytes]);
  });
  await registerCallLimits(scope, counters, (request) => limited.get(request));
}
