import { screenForPath } from '../config/screen-for-path';
import { firstCallMetaTag } from './first-call-wire';
import { firstCallWire } from './first-calls';

/**
 * The `<meta name="first-call">` for the screen a path renders: which call the boot script may
 * start before the app's code has arrived (src/boot/first-call.ts). Only the contract's wire
 * facts and the names of the link values to use; never a value from the request, so the HTML
 * carries nothing about the borrower. The server writes it into the page it sends
 * (server/lib/static-files.ts); the worker writes the same into the precached shell it answers
 * with (sw/first-call-shell.ts, from the same map inlined at build time).
 */
export function firstCallMeta(urlPath: string): string {
  const screen = screenForPath(urlPath);
  return firstCallMetaTag(screen ? firstCallWire(screen) : undefined);
}
