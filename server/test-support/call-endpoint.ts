import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  endpointPath,
  type DataOf,
  type Endpoint,
  type InputOf,
} from '../../src/contract/endpoint';
import { answerData, EnvelopeSchema, isSuccess } from '../../src/contract/envelope';
import { splitHeaders } from '../../src/contract/header-fields';
import { demoQuery, DEMO_SESSION } from '../sandbox/modules/core/demo-borrower';

export interface CallAnswer<E extends Endpoint> {
  status: number;
  code: string | number;
  message: string;
  /** `data` parsed with the client's own schema; undefined unless the call succeeded. */
  data: DataOf<E> | undefined;
}

export interface CallOptions {
  /** Session query parameters; the demo borrower's by default, `{}` for none. */
  session?: Record<string, string>;
  /** Extra query parameters (a POST whose contract sends some on the address). */
  query?: Record<string, string>;
  headers?: Record<string, string>;
  provider?: string;
}

function encode(input: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value === null ? '' : String(value)]),
  );
}

/**
 * Calls the sandbox as the client does (path, method, style and parameter placement from the
 * contract) and parses a successful answer's `data` with the client's schema, so a drift between
 * the sandbox and the contract fails the server tests, not only the browser tests.
 */
export async function callEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  input: InputOf<E>,
  { session = DEMO_SESSION, query = {}, headers = {}, provider = 'pesoloan' }: CallOptions = {},
): Promise<CallAnswer<E>> {
  // Fields the contract sends as headers (the payment's Idempotency-Key) go as the app sends them.
  const wire = splitHeaders(endpoint, input as Record<string, unknown>);
  const sent = { ...wire.headers, ...headers };
  const params = encode(wire.params);
  const inQuery = endpoint.params === 'query';
  const search = demoQuery({ ...query, ...(inQuery ? params : {}) }, session);
  const response = await app.inject({
    method: endpoint.method,
    url: `/api${endpointPath(endpoint, provider)}?${search}`,
    headers: sent,
    ...(inQuery
      ? {}
      : endpoint.style === 'json'
        ? { payload: wire.params }
        : {
            payload: new URLSearchParams(params).toString(),
            headers: { ...sent, 'content-type': 'application/x-www-form-urlencoded' },
          }),
  });
  const envelope = v.parse(EnvelopeSchema, response.json());
  const succeeded = response.statusCode === 200 && isSuccess(envelope.code, endpoint.success);
  return {
    status: response.statusCode,
    code: envelope.code,
    message: envelope.message ?? envelope.msg ?? '',
    data: succeeded ? v.parse(endpoint.output, answerData(envelope, endpoint.outside)) : undefined,
  };
}
