import type { FirstAnswer } from '../lib/api/first-answer';
import { fetchRaw } from '../lib/api/request-parts';
import { captureSession } from '../lib/session/session';
import { firstCallOfPage } from './read-first-call';
import { firstCallRequest } from '../lib/api/request-parts';

/** The request layer's time-out (src/lib/api/client.ts), for a call nobody has taken yet. */
const BOOT_CALL_TIMEOUT_MS = 60_000;

/**
 * The call, once started: the boot script and the entry share this module (the `session` chunk),
 * and the entry hands it to SWR (src/lib/api/first-answer.ts).
 */
let started: { first?: FirstAnswer } | undefined;

/**
 * Starts the screen's first API call named by the page's `first-call` meta, once per page, from
 * the boot script or the entry, whichever runs first, with the request layer's own functions and
 * session. Returns the call on its way for the entry to hand to the screen (src/main.tsx); without
 * a meta it does nothing.
 */
export function startFirstCall(call = firstCallOfPage()): FirstAnswer | undefined {
  // A page the server rendered names no meta: the entry reads the first answer it carries
  // (./page-first-answer.ts), which starts the call this way only when the answer is not for it.
  if (started || !call) return started?.first;
  started = {};
  // The same capture the app runs before its first render (idempotent for the same link).
  const request = firstCallRequest(call, captureSession(window.location.search));
  if (!request) return undefined;
  const { url, init } = request;
  // The spec's time-out, counted from here; the screen reads it as its own (src/lib/api/client.ts).
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The first call timed out', 'TimeoutError')),
    BOOT_CALL_TIMEOUT_MS,
  );
  init.signal = controller.signal;
  const first: FirstAnswer = { wire: call, answer: fetchRaw(url, init) };
  first.answer.then(
    (raw) => {
      first.arrived = raw;
    },
    // Never an unhandled rejection: the screen that takes it handles the failure.
    () => undefined,
  );
  void first.answer.finally(() => clearTimeout(timer)).catch(() => undefined);
  started.first = first;
  return first;
}
