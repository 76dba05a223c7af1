import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { sha256, type ReceivedRequest } from '../setup/stand-in-upstream';
import { FORGED_HEADERS, type Topology } from '../setup/topology';

/** A request body as the browser sent it. */
export interface SentBody {
  path: string;
  contentType: string;
  body: Buffer;
}

/** The path of a URL or of a request line's target, without its query. */
export function pathOf(url: string): string {
  return new URL(url, 'http://any.invalid').pathname;
}

/**
 * Collects the bodies the page sends to paths ending with one of `endings`, oldest first. The
 * requests are intercepted and continued unchanged: only then does Chromium hand over a body
 * built from a Blob (a photo in a FormData); a plain request event reports it empty.
 */
export async function recordBodies(page: Page, endings: string[]): Promise<SentBody[]> {
  const bodies: SentBody[] = [];
  await page.route(
    (url) => endings.some((ending) => url.pathname.endsWith(ending)),
    async (route) => {
      const request = route.request();
      bodies.push({
        path: pathOf(request.url()),
        contentType: (await request.allHeaders())['content-type'] ?? '',
        body: request.postDataBuffer() ?? Buffer.alloc(0),
      });
      await route.continue();
    },
  );
  return bodies;
}

const FORGED_VALUES = Object.values(FORGED_HEADERS);

/**
 * The header rules at the upstream: the proxy's own `X-Forwarded-For` (the socket's address;
 * no load balancer is trusted here, so no `-Host` or `-Proto`) and the upstream's own `Host`,
 * never what the browser forged, and no other forwarding header.
 */
export function expectProxyHeaders(received: ReceivedRequest[], topology: Topology): void {
  expect(received.length).toBeGreaterThan(0);
  for (const request of received) {
    expect({
      path: pathOf(request.url),
      host: request.headers.host,
      for: request.headers['x-forwarded-for'],
      forwardedHost: request.headers['x-forwarded-host'],
      proto: request.headers['x-forwarded-proto'],
      forwarded: request.headers.forwarded,
      realIp: request.headers['x-real-ip'],
    }).toEqual({
      path: pathOf(request.url),
      host: new URL(topology.tap.origin).host,
      for: '127.0.0.1',
      forwardedHost: undefined,
      proto: undefined,
      forwarded: undefined,
      realIp: undefined,
    });
    const values = Object.values(request.headers).flat().join('\n');
    for (const forged of FORGED_VALUES) expect(values).not.toContain(forged);
  }
}

/** Prints the sizes and hashes compared, for the closing note (never the bodies themselves). */
export function reportBodies(label: string, sent: SentBody[], received: ReceivedRequest[]): void {
  const line = (side: string, path: string, body: Buffer) =>
    `[topology] ${label} ${side} ${path} ${body.length} B sha256 ${sha256(body)}`;
  const lines = [
    ...sent.map((item) => line('browser', item.path, item.body)),
    ...received.map((item) => line('upstream', pathOf(item.url), item.body)),
  ];
  console.info(lines.join('\n'));
}
