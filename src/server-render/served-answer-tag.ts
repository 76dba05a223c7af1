import { SERVED_ANSWER_ID, type FirstCallWire } from '../contract/first-call-wire';
import type { RawAnswer } from '../lib/api/raw-answer';

/**
 * The `<script type="application/json">` a server-rendered page carries its first call's answer
 * in (read by src/boot/take-served-answer.ts), `call` and `answer` null for a screen that calls
 * nothing when it opens (the page still says whom and which time zone it was rendered for):
 * data, never run, so the CSP's `script-src 'self'` stays. `<` is escaped so no text in the
 * answer can close the element.
 */
export function servedAnswerTag(
  served: { call: FirstCallWire; answer: RawAnswer } | undefined,
  offset: number,
): string {
  const json = JSON.stringify({
    call: served?.call ?? null,
    answer: served?.answer ?? null,
    offset,
  }).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVED_ANSWER_ID}">${json}</script>`;
}
