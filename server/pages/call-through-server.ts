import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RawAnswer } from '../../src/lib/api/raw-answer';
import type { LoaderCall } from '../../src/server-render/renderer-types';
import { REQUEST_ID_HEADER } from '../ops/request-id';
import { renderAnswerTooLarge, renderCallHeaders } from './render-call';
import { clientAddress } from '../lib/client-address';

/**
 * Navigation request headers the browser's own call would have carried too. Not
 * `Accept-Language`: the call names the page's language itself, as the app's calls do.
 */
const FORWARDED_HEADERS = ['cookie', 'user-agent'] as const;

/**
 * The screen's loader call as the browser would have sent it, answered by this server's own
 * `/api` route (`inject`): the sandbox, or the proxy to the lender's API with the borrower's
 * address, cookie and user agent, the language the page is rendered in, and the page's request
 * id, so the lender's log and ours name the same request. The proxy reads at most
 * RENDER_ANSWER_LIMIT of the lender's answer for it (./render-call.ts). Undefined when the route
 * itself failed to answer, or the answer was over that limit: the browser makes the call.
 */
export async function callThroughServer(
  app: FastifyInstance,
  request: FastifyRequest,
  call: LoaderCall,
): Promise<RawAnswer | undefined> {
  const headers: Record<string, string> = { ...call.headers };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  try {
    const response = await app.inject({
      method: call.method,
      url: call.url,
      headers: {
        ...headers,
        host: request.headers.host ?? 'localhost',
        [REQUEST_ID_HEADER]: request.id,
        ...renderCallHeaders(),
      },
      payload: call.body,
      remoteAddress: clientAddress(request),
    });
    if (renderAnswerTooLarge(response.headers)) return undefined;
    return {
      status: response.statusCode,
      retryAfter: response.headers['retry-after']?.toString() ?? null,
      text: response.body,
    };
  } catch (error) {
    request.log.error({ err: error }, 'server render: the first call failed inside the server');
    return undefined;
  }
}
