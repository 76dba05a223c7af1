import { screenForPath } from '../../src/config/screen-for-path';
import { FIRST_CALL_META } from '../../src/contract/first-call-wire';
import { firstCallWire } from '../../src/contract/first-calls';

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
 * carries nothing about the borrower.
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
