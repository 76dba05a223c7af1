import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { redactUrl } from '../lib/redact';
import { isJsonType, judgeAnswer } from './answer-verdict';
import { peekBody, type Peeked } from './peek-body';
import { failureFromError, type UpstreamFailure } from './upstream-failure';

// The request and reply as reply-from's hooks hand them over (any raw server type).
export type ProxyRequest = FastifyRequest<RouteGenericInterface, RawServerBase>;
export type ProxyReply = FastifyReply<RouteGenericInterface, RawServerBase>;

/** Answers with the contract's envelope and logs one line: redacted URL, status, reason. */
export function sendFailure(request: ProxyRequest, reply: ProxyReply, failure: UpstreamFailure) {
  request.log.warn(
    { url: redactUrl(request.url), status: failure.status, reason: failure.reason },
    'upstream failure answered with an envelope',
  );
  return reply
    .code(failure.status)
    .type('application/json; charset=utf-8')
    .send({ code: failure.status, message: failure.message });
}

function answerHeaders(answer: object): Record<string, unknown> {
  return 'headers' in answer && typeof answer.headers === 'object' && answer.headers !== null
    ? Object.fromEntries(Object.entries(answer.headers))
    : {};
}

/**
 * Passes a usable answer on as it streams, labelled as judgeAnswer says; replaces an unusable
 * one with an envelope.
 */
export async function relayAnswer(
  request: ProxyRequest,
  reply: ProxyReply,
  answer: { statusCode: number; stream: Readable },
  onFailure?: (failure: UpstreamFailure) => void,
): Promise<void> {
  if (reply.sent) {
    // reply-from already answered (an upstream status Fastify cannot send); drop this one.
    answer.stream.destroy();
    return;
  }
  const headers = answerHeaders(answer);
  const text = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : '';
  };
  const contentType = text('content-type');
  const encoded = !['', 'identity'].includes(text('content-encoding'));
  const head = request.method === 'HEAD';
  // The upstream's own headers (length, encoding, cookies) belong to an answer we drop.
  const fail = (failure: UpstreamFailure) => {
    for (const name of Object.keys(headers)) reply.removeHeader(name);
    onFailure?.(failure);
    sendFailure(request, reply, failure);
  };
  let peeked: Peeked | undefined;
  if (!encoded && !head && !isJsonType(contentType)) {
    // Not labelled as JSON: look at the first byte before any status goes out.
    try {
      peeked = await peekBody(answer.stream);
    } catch (error) {
      fail(failureFromError(error));
      return;
    }
  }
  const body = peeked?.body ?? answer.stream;
  const verdict = judgeAnswer({
    status: answer.statusCode,
    contentType,
    encoded,
    head,
    body: peeked,
  });
  if (!verdict.pass) {
    body.destroy();
    fail(verdict.failure);
    return;
  }
  if (verdict.contentType === null) reply.removeHeader('content-type');
  else if (verdict.contentType !== undefined) reply.header('content-type', verdict.contentType);
  if (verdict.attachment) reply.header('content-disposition', 'attachment');
  reply.send(body);
}
