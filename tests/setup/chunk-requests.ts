import type { Page } from 'playwright-core';
import { eventually } from './expect-page';

/** A built chunk's address, by the name it is built under: `/assets/<name>-<hash>.js`. */
export const chunkPath = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

/**
 * Records every request the page makes for a chunk, from now on: what a visit downloaded of
 * code it may only fetch when it shows (or is about to show) what the chunk holds.
 */
export function chunkRequests(page: Page, name: string): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (chunkPath(name).test(new URL(request.url()).pathname)) asked.push(request.url());
  });
  return asked;
}

/**
 * A chunk that fails online reloads the page once, a moment later (the chunk recovery, for a
 * deploy in between: src/boot/asset-failure.ts); on the reloaded page it fails again and stays,
 * and a tap that needs it says there is no connection. Start before `goto`; `reloaded` waits
 * for that one reload.
 */
export function watchChunkRecovery(page: Page): { reloaded(): Promise<void> } {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return { reloaded: () => eventually(() => loads, 'the recovery reload').toBe(2) };
}
