import type { RootOptions } from 'react-dom/client';
import type { ErrorSource } from './vitals-beacon';

/** An error as caught: held in memory only, redacted and named by screen before it is sent. */
export interface CaughtError {
  source: ErrorSource;
  message: string;
  path: string;
}

/** Errors before the reporter has loaded; a page that errors in a loop keeps only the first. */
const MAX_WAITING = 20;
const waiting: CaughtError[] = [];
let deliver: ((error: CaughtError) => void) | undefined;

function describe(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return typeof error === 'string' ? error : 'Non-error value thrown';
}

function record(source: ErrorSource, error: unknown): void {
  const caught = { source, message: describe(error), path: window.location.pathname };
  if (deliver) deliver(caught);
  else if (waiting.length < MAX_WAITING) waiting.push(caught);
}

/** Hands every error caught so far, and each later one, to the (lazily loaded) reporter. */
export function takeErrors(handler: (error: CaughtError) => void): void {
  deliver = handler;
  for (const error of waiting.splice(0)) handler(error);
}

/**
 * React 19's root hooks: the errors a screen boundary catches, those none catches and those
 * React recovers from (a hydration mismatch) are still logged as React would, and reported.
 */
export const rootErrorOptions: Pick<
  RootOptions,
  'onCaughtError' | 'onUncaughtError' | 'onRecoverableError'
> = {
  onCaughtError: (error) => {
    console.error(error);
    record('caught', error);
  },
  onUncaughtError: (error) => {
    console.error(error);
    record('uncaught', error);
  },
  onRecoverableError: (error) => {
    console.warn(error);
    record('recoverable', error);
  },
};

/** Errors outside React: script errors and promises nobody waited for. */
export function watchGlobalErrors(): void {
  window.addEventListener('error', (event) => record('error', event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => record('rejection', event.reason));
}
