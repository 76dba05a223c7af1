import { startLoaderCall } from './start-loader-call';

/**
 * The boot script (a second, `async` Vite input) starts the screen's loader call at once, so
 * data and code travel together (docs/decisions/first-paint.md). It reads the `first-call` meta;
 * should the entry run first, the entry starts the call and this does nothing.
 */
startLoaderCall();
