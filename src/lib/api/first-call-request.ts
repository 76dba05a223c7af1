import { config } from '../../config/env';
import { linkInput, type FirstCallWire } from '../../contract/first-call';
import { buildRequest, placeParams } from './request-parts';
import type { Session } from '../session/session';

/**
 * The request of a screen's first call for this session, built by the request layer's own
 * functions (src/lib/api/request-parts.ts); undefined when the link lacks a value the call needs (the screen
 * then makes no call either). The boot call (src/boot/start-first-call.ts) and the server render
 * (src/server-render/render-screen.tsx) both build theirs here.
 */
export function firstCallRequest(
  call: FirstCallWire,
  session: Session,
): { url: string; init: RequestInit } | undefined {
  const input = linkInput(call, session);
  if (!input) return undefined;
  const { query, body } = placeParams(call, input);
  const path = call.path.replaceAll('{provider}', config.provider);
  return buildRequest({ method: call.method, style: call.style, path }, session, query, body);
}
