import type { Page } from 'playwright-core';

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
