/**
 * Runs `task` once the main thread is idle, and after `timeoutMs` at the latest, so work the
 * borrower is not waiting for (starting field vitals or the worker) never sits
 * in the same task as a render or a tap. Where the browser has no idle callbacks (Safari), after
 * `fallbackMs`.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs = 0): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(task, { timeout: timeoutMs });
  else window.setTimeout(task, fallbackMs);
}
