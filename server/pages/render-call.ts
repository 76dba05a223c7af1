import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyRequest, RawServerBase, RouteGenericInterface } from 'fastify';

/**
 * Most of a lender's answer the server render reads (bytes). The loader calls of the rendered
 * screens answer a loan, an order list or a product list: a few kilobytes (the sandbox's largest
 * is under 20 KB), a long list tens of kilobytes. 1 MiB is fifty times that, and a page's worth of
 * memory per request: 200 renders at once hold at most 200 MiB of answers, not a 300 MB answer
 * each (docs/decisions/ops-render-answer-limit.md). Beyond it the page goes out as the shell and
 * the browser makes the call itself.
 */
export const RENDER_ANSWER_LIMIT = 1024 * 1024;

/**
 * Marks the server render's own call to `/api` (server/pages/call-through-server.ts): a value drawn
 * at start, so no client can send it. The proxy removes it before forwarding.
 */
const RENDER_CALL_HEADER = 'x-borrower-render-call';
const RENDER_CALL_TOKEN = randomUUID();
/** On the proxy's answer to a render call whose answer was over the limit. */
const TOO_LARGE_HEADER = 'x-borrower-render-answer';

export function renderCallHeaders(): Record<string, string> {
  return { [RENDER_CALL_HEADER]: RENDER_CALL_TOKEN };
}

type AnyRequest = FastifyRequest<RouteGenericInterface, RawServerBase>;
const renderCalls = new WeakSet<object>();

/**
 * The proxy's first hook: notes whether this is the server render's own call, and removes the
 * mark so it never reaches the lender.
 */
export function takeRenderCallMark(request: AnyRequest): void {
  const value = request.headers[RENDER_CALL_HEADER];
  if (value === undefined) return;
  if (value === RENDER_CALL_TOKEN) renderCalls.add(request.raw);
  Reflect.deleteProperty(request.headers, RENDER_CALL_HEADER);
  Reflect.deleteProperty(request.raw.headers, RENDER_CALL_HEADER);
}

export function isRenderCall(request: AnyRequest): boolean {
  return renderCalls.has(request.raw);
}

/** The header the proxy's answer carries when the lender's answer was too large to render. */
export const RENDER_ANSWER_TOO_LARGE: readonly [string, string] = [TOO_LARGE_HEADER, 'too-large'];

export function renderAnswerTooLarge(headers: Record<string, unknown>): boolean {
  return headers[TOO_LARGE_HEADER] === 'too-large';
}

/**
 * The whole answer, or undefined as soon as it passes `limit` bytes (declared or received): then
 * the lender's answer is cut (the connection to it closed), never read to its end.
 */
export async function readCapped(
  stream: Readable,
  declaredLength: string | undefined,
  limit = RENDER_ANSWER_LIMIT,
): Promise<Buffer | undefined> {
  if (declaredLength !== undefined && Number(declaredLength) > limit) {
    stream.destroy();
    return undefined;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > limit) {
      stream.destroy();
      return undefined;
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}
