import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';
import { redactUrl } from '../lib/redact';
import { isRenderCall, RENDER_ANSWER_TOO_LARGE, readCapped } from '../pages/render-call';
import { PROXY_MESSAGES } from './proxy-messages';
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
  if (isRenderCall(request)) {
    await sendCapped(request, reply, body, text('content-length'), headers);
    return;
  }
  reply.send(body);
}

/**
 * The server render's own call reads at most RENDER_ANSWER_LIMIT of the answer
 * (server/pages/render-call.ts): a larger one is cut, and the render told so by a header, sends
 * the shell; the browser then makes the call itself.
 */
async function sendCapped(
  request: ProxyRequest,
  reply: ProxyReply,
  body: Readable,
  declaredLength: string,
  headers: Record<string, unknown>,
): Promise<void> {
  let whole: Buffer | undefined;
  try {
    whole = await readCapped(body, declaredLength === '' ? undefined : declaredLength);
  } catch (error) {
    whole = undefined;
    request.log.warn({ err: error }, "server render: the lender's answer broke off");
  }
  if (whole) {
    reply.send(whole);
    return;
  }
  request.log.warn(
    { url: redactUrl(request.url) },
    "server render: the lender's answer is over its limit; the page goes out as the shell",
  );
  for (const name of Object.keys(headers)) reply.removeHeader(name);
  reply
    .code(502)
    .header(...RENDER_ANSWER_TOO_LARGE)
    .type('application/json; charset=utf-8')
    .send({ code: 502, message: PROXY_MESSAGES.brokenAnswer });
}
