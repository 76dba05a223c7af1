/*
 * What the server render (src/server-render/server-calls.ts) takes from card repayment: the
 * storage key of a loan's payment attempt, which makes the rendered page stale on a device
 * holding one.
 */
export { attemptStorageKey } from './rules/payment-attempt';
