import { screenForPath } from '../config/screen-for-path';
import { FIRST_CALL_META } from './first-call-wire';
import { firstCallWire } from './first-calls';

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

/**
 * The `<meta name="first-call">` for the screen a path renders: which call the boot script may
 * start before the app's code has arrived (src/boot/first-call.ts). Only the contract's wire
 * facts and the names of the link values to use; never a value from the request, so the HTML
 * carries nothing about the borrower. The server writes it into the page it sends
 * (server/lib/static-files.ts), the worker into the precached shell it answers with
 * (sw/caching-rules.ts), so the call starts early with and without the worker.
 */
export function firstCallMeta(urlPath: string): string {
  const screen = screenForPath(urlPath);
  const wire = screen ? firstCallWire(screen) : undefined;
  if (!wire) return '';
  const content = JSON.stringify(wire).replace(
    /[&"<>]/g,
    (char) => ATTRIBUTE_ESCAPES[char] ?? char,
  );
  return `<meta name="${FIRST_CALL_META}" content="${content}">`;
}

/**
 * A page with the path's first-call meta first in `<head>`, before the boot script there: what
 * that `async` script reads must be parsed before it can run. A meta already there (a page the
 * server wrote for another path) is replaced, so a page never names two calls.
 */
export function withFirstCallMeta(html: string, urlPath: string): string {
  const existing = new RegExp(`<meta name="${FIRST_CALL_META}" content="[^"]*">`, 'g');
  const meta = firstCallMeta(urlPath);
  return html.replace(existing, '').replace('<head>', () => `<head>${meta}`);
}
