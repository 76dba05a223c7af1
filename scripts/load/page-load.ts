import { request, type Agent, type IncomingMessage } from 'node:http';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';
import type { Renderer } from '../../src/server-render/renderer-types';

/** How a page reached the borrower: rendered markup, the shell with the answer, or the bare shell. */
export type PageKind = 'rendered' | 'answer' | 'shell';

export interface PageLoad {
  /** From sending the page request to having the screen's data in hand (ms). */
  ms: number;
  kind?: PageKind;
  /** Set when the page or its data failed. */
  error?: string;
}

/** The build's renderer, for the browser's loader call from a link (what the boot code sends). */
export type LinkPlanner = Pick<Renderer, 'page'>;

/** What a phone's browser sends when the borrower opens the link. */
const PAGE_HEADERS = {
  'sec-fetch-dest': 'document',
  'sec-fetch-mode': 'navigate',
  'accept-language': 'en-PH,en;q=0.9',
  'accept-encoding': 'br, gzip',
  'user-agent':
    'Mozilla/5.0 (Linux; Android 12; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Mobile Safari/537.36',
};

function send(
  url: URL,
  agent: Agent,
  init: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: init.method ?? 'GET', headers: init.headers, agent, timeout: 60_000 },
      (response: IncomingMessage) => {
        const encoding = response.headers['content-encoding'];
        let body: Readable = response;
        if (encoding === 'br') body = response.pipe(createBrotliDecompress());
        else if (encoding === 'gzip') body = response.pipe(createGunzip());
        const chunks: Buffer[] = [];
        body.on('data', (chunk: Buffer) => chunks.push(chunk));
        body.on('error', reject);
        body.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
        );
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

/** `{ "code": … }` success by either convention (`0` new style, `'00'` old style). */
function envelopeOk(text: string): boolean {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('code' in parsed)) return false;
    return String(parsed.code) === '0' || parsed.code === '00';
  } catch {
    return false;
  }
}

/** The answer a page carries (`#first-answer`), or undefined. */
function servedAnswer(html: string): { status: number; text: string } | undefined {
  const json = /<script type="application\/json" id="first-answer"[^>]*>(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  if (!json) return undefined;
  const parsed = JSON.parse(json) as { answer: { status: number; text: string } | null };
  return parsed.answer ?? undefined;
}

/**
 * One borrower opening a link, as far as the server and the lender's API can tell: the page, then,
 * when the page is the bare shell, the screen's loader call as the browser's boot code sends it
 * (a page that carries the answer needs no call). Done when the screen's data is in hand.
 */
export async function loadPage(
  origin: string,
  path: string,
  agent: Agent,
  planner: LinkPlanner,
): Promise<PageLoad> {
  const started = performance.now();
  const url = new URL(path, origin);
  try {
    const page = await send(url, agent, { headers: PAGE_HEADERS });
    if (page.status !== 200) return { ms: 0, error: `page: HTTP ${page.status}` };
    const carried = servedAnswer(page.text);
    if (carried) {
      const kind = page.text.includes('data-rendered-for=') ? 'rendered' : 'answer';
      if (carried.status !== 200 || !envelopeOk(carried.text))
        return {
          ms: 0,
          kind,
          error: `carried answer: HTTP ${carried.status} ${carried.text.slice(0, 120)}`,
        };
      return { ms: performance.now() - started, kind };
    }
    const call = planner.page(url.pathname, url.search)?.call;
    if (!call) return { ms: 0, kind: 'shell', error: 'no first call for this link' };
    const data = await send(new URL(call.url, origin), agent, {
      method: call.method,
      headers: call.headers,
      body: call.body,
    });
    if (data.status !== 200 || !envelopeOk(data.text))
      return {
        ms: 0,
        kind: 'shell',
        error: `call: HTTP ${data.status} ${data.text.slice(0, 120)}`,
      };
    return { ms: performance.now() - started, kind: 'shell' };
  } catch (error) {
    return { ms: 0, error: error instanceof Error ? error.message : String(error) };
  }
}
