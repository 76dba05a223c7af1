import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { SandboxError } from './envelope';

/** "orderId: Invalid type: Expected string but received undefined" for the first issue. */
export function invalidInputMessage(issues: readonly v.BaseIssue<unknown>[]): string {
  const [issue] = issues;
  if (!issue) return 'The request is not valid.';
  const path = v.getDotPath(issue);
  return `The request is not valid: ${path ? `${path}: ` : ''}${issue.message}`;
}

/**
 * Business failures answer as the contract's envelope; bad input (a valibot schema on the
 * request, a missing parameter) is the caller's fault, so 400 with what was wrong, never 500.
 * Anything else goes on to the server's generic handler.
 */
export function sandboxErrorHandler(error: unknown, _request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof SandboxError) {
    return reply.code(error.httpStatus).send({ code: error.code, message: error.message });
  }
  if (v.isValiError(error)) {
    return reply.code(400).send({ code: 400, message: invalidInputMessage(error.issues) });
  }
  throw error;
}
