/*
 * Where a page carries a screen's first call: apart from ./page-attributes.ts, as the boot script
 * reads them (in its own small chunk) while the entry downloads.
 */

/** `<meta name="first-call">`: the server writes it for the requested screen, the boot script reads it. */
export const FIRST_CALL_META = 'first-call';

/** The id of the `<script type="application/json">` a server-rendered page carries its answer in. */
export const FIRST_ANSWER_ID = 'first-answer';
