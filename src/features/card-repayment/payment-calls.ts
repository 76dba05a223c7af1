/**
 * What a card payment does, as opposed to what the screen shows first: the Pay and SMS steps
 * with their money calls, the rules that read the answers, recovery of a lost answer and the
 * lock across tabs. Fetched with the screen (useCardPayment) and awaited by every step before it
 * saves or sends anything, so a step whose code cannot be fetched changes nothing
 * (docs/decisions/repayment-exactly-once.md, "Code arriving after the first render").
 */
export { withTabLock } from '../../lib/locks/tab-lock';
export { confirmLocked, resendLocked } from './code-step';
export { payLocked } from './pay-step';
export { recoverLocked } from './recovery-step';
export { commitPayload } from './rules/commit-payload';
