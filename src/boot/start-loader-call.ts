import type { LoaderData } from '../lib/api/loader-data';
import { fetchRaw } from '../lib/api/request-parts';
import { captureSession } from '../lib/session/session';
import { loaderWireOfPage } from './read-loader-wire';
import { loaderRequest } from '../lib/api/request-parts';

/** The request layer's time-out (src/lib/api/client.ts), for a call nobody has taken yet. */
const BOOT_CALL_TIMEOUT_MS = 60_000;

/**
 * The loader call, once started: the boot script and the entry share this module (the `session`
 * chunk), and the entry hands it to SWR (src/lib/api/loader-data.ts).
 */
let started: { data?: LoaderData } | undefined;

/**
 * Starts the call of the loader the page's `first-call` meta names, once per page, from the boot
 * script or the entry, whichever runs first, with the request layer's own functions and session.
 * Returns its loader data on the way for the entry to hand to the screen (src/main.tsx); without
 * a meta it does nothing.
 */
export function startLoaderCall(wire = loaderWireOfPage()): LoaderData | undefined {
  // A page the server rendered names no meta: the entry reads the loader data it carries
  // (./page-loader-data.ts), which starts the call this way only when the data is not for it.
  if (started || !wire) return started?.data;
  started = {};
  // The same capture the app runs before its first render (idempotent for the same link).
  const request = loaderRequest(wire, captureSession(window.location.search));
  if (!request) return undefined;
  const { url, init } = request;
  // The spec's time-out, counted from here; the screen reads it as its own (src/lib/api/client.ts).
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new DOMException('The first call timed out', 'TimeoutError')),
    BOOT_CALL_TIMEOUT_MS,
  );
  init.signal = controller.signal;
  const data: LoaderData = { wire, answer: fetchRaw(url, init) };
  data.answer.then(
    (raw) => {
      data.arrived = raw;
    },
    // Never an unhandled rejection: the screen that takes it handles the failure.
    () => undefined,
  );
  void data.answer.finally(() => clearTimeout(timer)).catch(() => undefined);
  started.data = data;
  return data;
}
