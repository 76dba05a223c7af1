import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import * as v from 'valibot';
import {
  endpointPath,
  type AnswerOf,
  type Endpoint,
  type ParsedInputOf,
} from '../../src/contract/endpoint';
import { inputProblem } from '../../src/contract/input';
import { SandboxError } from './envelope';
import { limitedCallOf } from '../limits/limited-calls';
import { sandboxWriteOf } from '../limits/sandbox-writes';
import { callRateLimit } from '../limits/rate-limits';
import { readParams } from './params';

/** What a handler answers: an envelope whose `data` has the contract's shape. */
export interface ContractAnswer<E extends Endpoint> {
  code: string | number;
  message: string;
  data?: AnswerOf<E>;
}

type Handler<E extends Endpoint> = (
  input: ParsedInputOf<E>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<ContractAnswer<E> | FastifyReply>;

/**
 * The call's input: query and body merged, and each field the endpoint sends as a header (its
 * `headers`) from that header. A field sent the older way, as a parameter, is still read when its
 * header is absent (a client built before the field moved: the payment's idempotency key).
 */
function readInput(endpoint: Endpoint, request: FastifyRequest): Record<string, string> {
  const params = readParams(request);
  for (const [field, header] of Object.entries(endpoint.headers ?? {})) {
    const value = request.headers[header.toLowerCase()];
    if (typeof value === 'string' && value.trim() !== '') params[field] = value;
  }
  return params;
}

/** The input problem as one sentence, naming the header for a field the endpoint sends as one. */
function problemOf(endpoint: Endpoint, issues: Parameters<typeof inputProblem>[0]): string {
  const problem = inputProblem(issues);
  for (const [field, header] of Object.entries(endpoint.headers ?? {}))
    if (problem.startsWith(`${field} `)) return `${header} header${problem.slice(field.length)}`;
  return problem;
}

/**
 * Registers a sandbox handler for one endpoint of the contract: the same path, method and
 * parameter schema the client uses. Parameters (query, body and the endpoint's header fields)
 * that fail the schema are answered with HTTP 400 and a sentence naming the parameter, before
 * the handler runs.
 */
export function contractRoute<E extends Endpoint>(
  app: FastifyInstance,
  provider: string,
  endpoint: E,
  handler: Handler<E>,
  options: RouteShorthandOptions = {},
): void {
  const url = endpointPath(endpoint, provider);
  // A call a limit protects carries it, wherever the route is registered (../limits/limited-calls.ts);
  // so does every other call that stores a row (../limits/sandbox-writes.ts).
  const limited = limitedCallOf(endpoint) ?? sandboxWriteOf(endpoint);
  app.route({
    ...options,
    ...(limited ? { config: { ...options.config, ...callRateLimit(limited) } } : {}),
    method: endpoint.method,
    url,
    handler: async (request, reply) => {
      const parsed = v.safeParse(endpoint.input, readInput(endpoint, request));
      if (!parsed.success) throw new SandboxError(400, problemOf(endpoint, parsed.issues), 400);
      return handler(parsed.output, request, reply);
    },
  });
}
