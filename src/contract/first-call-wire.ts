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
  input: Record<string, LinkValue>;
  required: LinkValue[];
}
