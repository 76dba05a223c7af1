/*
 * A screen's first call as the HTML carries it to the boot script (src/boot/): plain data, no
 * schema, so the boot script stays a few hundred bytes. The map itself is first-calls.ts.
 */

/** The link values a first call may take (the order values of src/lib/session/session.ts). */
export type LinkValue = 'orderId' | 'productId';

/** `<meta name="first-call">`: the server writes it for the requested screen, the boot script reads it. */
export const FIRST_CALL_META = 'first-call';

/** A first call as the HTML carries it to the boot script: the wire facts, no schema. */
export interface FirstCallWire {
  path: string;
  method: 'GET' | 'POST';
  style: 'json' | 'form' | 'multipart';
  params: 'query' | 'body';
  /** Each input field's link value, or the number the call always sends in it. */
  input: Record<string, LinkValue | number>;
  required: LinkValue[];
}

const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

/** The `<meta name="first-call">` naming this call, or nothing for a screen without one. */
export function firstCallMetaTag(wire: FirstCallWire | undefined): string {
  if (!wire) return '';
  const content = JSON.stringify(wire).replace(
    /[&"<>]/g,
    (char) => ATTRIBUTE_ESCAPES[char] ?? char,
  );
  return `<meta name="${FIRST_CALL_META}" content="${content}">`;
}

/** The id of the `<script type="application/json">` a server-rendered page carries its answer in. */
export const SERVED_ANSWER_ID = 'served-answer';
