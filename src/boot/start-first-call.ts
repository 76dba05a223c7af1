import { offerBootAnswer } from '../lib/api/boot-answer';
import { fetchRaw } from '../lib/api/request-parts';
import { captureSession } from '../lib/session/session';
import { firstCallOfPage } from './first-call-meta';
import { firstCallRequest } from '../lib/api/first-call-request';

/** The request layer's time-out (src/lib/api/client.ts), for a call nobody has taken yet. */
const BOOT_CALL_TIMEOUT_MS = 60_000;

let started = false;

/**
 * Starts the screen's first API call named by the page's `first-call` meta, once per page,
 * whichever runs first: the boot script (src/boot/first-call.ts) or the app's entry, before it
 * asks for the screen's code. Both share this module (the `session` chunk), so the flag is one.
 * The request is built by the same functions the request layer uses, from the same session, and
 * handed over by exact key (src/lib/api/boot-answer.ts). Without a meta (a public page, a screen
 * whose call is not started early) it does nothing and the screen fetches as usual.
 */
export function startFirstCall(call = firstCallOfPage()): void {
  // A page the server rendered names no meta: its answer is taken by the entry
  // (./take-served-answer.ts), which starts the call this way only when the answer is not for it.
  if (started || !call) return;
  started = true;
  // The same capture the app runs before its first render (idempotent for the same link).
  const request = firstCallRequest(call, captureSession(window.location.search));
  if (!request) return;
  const { url, init, key } = request;
  // The spec's time-out, counted from here; the screen reads it as its own (src/lib/api/client.ts).
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The first call timed out', 'TimeoutError')),
    BOOT_CALL_TIMEOUT_MS,
  );
  init.signal = controller.signal;
  const answer = fetchRaw(url, init);
  void answer.finally(() => clearTimeout(timer)).catch(() => undefined);
  offerBootAnswer(key, answer);
}
