import type { Locator } from 'playwright-core';
import { expect } from 'vitest';
import { SETTLE_MS } from './settle-time';

/**
 * Retrying assertions on what a page shows. playwright-core has no `expect` of its own (that is
 * @playwright/test's), and a one-shot read such as `expect(await list.count()).toBe(7)` races the
 * render it checks: on a loaded machine it reads the screen before React has painted it. These
 * read again until the page matches or the time is up, then fail with the last value seen.
 */

const INTERVAL_MS = 50;
/** One read waits at most this long for its element, so the poll keeps control of the clock. */
const READ_MS = 500;
const read = { timeout: READ_MS };

type Poll<T> = ReturnType<typeof expect.poll<T>>;

/** `expect.poll` with the suite's settle time: `await eventually(() => value()).toEqual(…)`. */
export function eventually<T>(value: () => T, message?: string): Poll<T> {
  return expect.poll(value, { timeout: SETTLE_MS, interval: INTERVAL_MS, message });
}

export interface LocatorAssertions {
  toHaveCount(count: number): Promise<void>;
  /** The whole text content: equal to a string, or matching a pattern. */
  toHaveText(text: string | RegExp): Promise<void>;
  toContainText(text: string): Promise<void>;
  /** The text of every match, in order. */
  toHaveTexts(texts: string[]): Promise<void>;
  toHaveValue(value: string): Promise<void>;
  /** `null` asserts the attribute is absent. */
  toHaveAttribute(name: string, value: string | RegExp | null): Promise<void>;
  toBeVisible(): Promise<void>;
  /** Absent or not visible. */
  toBeHidden(): Promise<void>;
  toBeChecked(checked?: boolean): Promise<void>;
  toBeEnabled(): Promise<void>;
  toBeDisabled(): Promise<void>;
}

/**
 * Playwright-style locator assertions, named as in @playwright/test but comparing exactly (no
 * whitespace normalisation): `await expectLocator(list.getByRole('listitem')).toHaveCount(7)`.
 */
export function expectLocator(locator: Locator, message?: string): LocatorAssertions {
  return {
    toHaveCount: (count: number) => eventually(() => locator.count(), message).toBe(count),

    toHaveText: (text: string | RegExp) => {
      const poll = eventually(() => locator.textContent(read), message);
      return typeof text === 'string' ? poll.toBe(text) : poll.toMatch(text);
    },
    toContainText: (text: string) =>
      eventually(() => locator.textContent(read), message).toContain(text),
    toHaveTexts: (texts: string[]) =>
      eventually(() => locator.allTextContents(), message).toEqual(texts),

    toHaveValue: (value: string) => eventually(() => locator.inputValue(read), message).toBe(value),
    toHaveAttribute: (name: string, value: string | RegExp | null) => {
      const poll = eventually(() => locator.getAttribute(name, read), message);
      return value instanceof RegExp ? poll.toMatch(value) : poll.toBe(value);
    },

    toBeVisible: () => eventually(() => locator.isVisible(), message).toBe(true),
    toBeHidden: () => eventually(() => locator.isVisible(), message).toBe(false),
    toBeChecked: (checked = true) =>
      eventually(() => locator.isChecked(read), message).toBe(checked),
    toBeEnabled: () => eventually(() => locator.isEnabled(read), message).toBe(true),
    toBeDisabled: () => eventually(() => locator.isDisabled(read), message).toBe(true),
  };
}
