/*
 * What the server render (src/server-render/server-calls.ts) takes from the repayment screens:
 * how the pay code's screen reads its link (a QR code is left to the browser).
 */
export { readCodePageParams } from './rules/code-page-rules';
