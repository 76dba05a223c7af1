/*
 * What the server render (src/server-render/server-calls.ts) takes from the complaint screens:
 * how they read a number from their link, and the key of the unsent draft, which makes the
 * complaint form's rendered page stale on a device holding one.
 */
export { DRAFT_KEY } from './rules/complaint-storage';
export { parseTypeParam } from './rules/type-param';
