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
import { limitedCallOf } from './limits/limited-calls';
import { callRateLimit } from './rate-limits';
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
 * Registers a sandbox handler for one endpoint of the contract: the same path, method and
 * parameter schema the client uses. Parameters (query and body merged) that fail the schema are
 * answered with HTTP 400 and a sentence naming the parameter, before the handler runs.
 */
export function contractRoute<E extends Endpoint>(
  app: FastifyInstance,
  provider: string,
  endpoint: E,
  handler: Handler<E>,
  options: RouteShorthandOptions = {},
): void {
  const url = endpointPath(endpoint, provider);
  // A call a limit protects carries it, wherever the route is registered (./limits/limited-calls.ts).
  const limited = limitedCallOf(endpoint);
  app.route({
    ...options,
    ...(limited ? { config: { ...options.config, ...callRateLimit(limited) } } : {}),
    method: endpoint.method,
    url,
    handler: async (request, reply) => {
      const parsed = v.safeParse(endpoint.input, readParams(request));
      if (!parsed.success) throw new SandboxError(400, inputProblem(parsed.issues), 400);
      return handler(parsed.output, request, reply);
    },
  });
}
