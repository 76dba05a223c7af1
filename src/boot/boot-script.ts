import { startFirstCall } from './start-first-call';

/**
 * The boot script: a few hundred bytes the HTML starts beside the app's entry (a second Vite
 * input, `async`), which starts the screen's first API call at once, so data and code travel
 * together instead of one after the other. The server writes the `first-call` meta into the page,
 * the worker into its cached shell (sw/first-call-shell.ts). Should the entry run first (both
 * arrive from the worker's cache, or the boot file is late), the entry starts the same call
 * before it asks for the screen's code, and this does nothing.
 */
startFirstCall();
