/*
 * Where a page carries a screen's loader and its loader data: apart from ./page-attributes.ts, as
 * the boot script reads them (in its own small chunk) while the entry downloads. The names in the
 * HTML are older than these constants' and stay (docs/decisions/loader-vocabulary.md).
 */

/** `<meta name="first-call">`, the screen's loader: the server writes it, the boot script reads it */
export const LOADER_META = 'first-call';

/** The id of the `<script type="application/json">` a server-rendered page's loader data is in. */
export const LOADER_DATA_ID = 'first-answer';
