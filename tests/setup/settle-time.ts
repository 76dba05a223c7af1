/**
 * How long a test waits for a condition before it fails (`expect.poll`'s default in the
 * projects that start processes or browsers, vitest.config.ts; `eventually`): what a loaded
 * two-core runner takes to start a process, answer a probe or render a page, not what a fast
 * laptop takes. A wait ends as soon as its condition holds, so a fast machine waits no longer.
 */
export const SETTLE_MS = 10_000;
