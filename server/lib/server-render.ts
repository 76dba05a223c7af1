import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { RawAnswer } from '../../src/lib/api/raw-answer';
import { requestLanguage } from '../../src/lib/i18n/language-cookie';
import type {
  RenderedScreen,
  ScreenCall,
  ScreenPlan,
} from '../../src/server-render/renderer-types';
import {
  SERVER_RENDER_DIR,
  SERVER_RENDER_PAGE,
} from '../../src/server-render/server-rendered-screens';
import { serverRenderedHtml } from './server-rendered-html';

/** The build's renderer (src/server-render/render-screen.tsx), as the server loads it. */
interface Renderer {
  screenPlan(pathname: string, search: string): ScreenPlan | undefined;
  loadScreens(): Promise<void>;
  renderScreen(
    pathname: string,
    search: string,
    call: ScreenCall | undefined,
    answer: RawAnswer | undefined,
    signal?: AbortSignal,
  ): Promise<RenderedScreen | undefined>;
}

const Asset = v.pipe(v.string(), v.regex(/^\/assets\/[\w.-]+\.js$/));
const PageSchema = v.object({ guard: Asset, served: Asset });

/** Longest the server waits for the call and the render before it sends the shell instead. */
export const SERVER_RENDER_DEADLINE_MS = 500;

/** Navigation request headers the browser's own call would have carried too. */
const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language'] as const;

/** What ends the page's <head> (runtime config, the screen's stylesheets) and its own chunks. */
export interface PageParts {
  head: string;
  scripts: readonly string[];
}

export type ServerRenderPage = (
  request: FastifyRequest,
  urlPath: string,
  parts: PageParts,
) => Promise<string | undefined>;

/**
 * Data screens rendered by the server (issue 17; docs/decisions/performance-server-render.md).
 * For a borrower's link to a screen in the list, the server makes the screen's first call itself,
 * through this same server (`inject`: the sandbox, or the proxy to the lender's API, with the
 * borrower's address and headers), renders the screen with the answer and sends it with the
 * answer in the page, `no-store`; a screen that calls nothing when it opens is rendered from the
 * link alone. Undefined (the shell, as before) when the build has no renderer, the reader will not
 * see English (the pages are rendered in English, as the prerendered ones), the request is not a
 * browser opening the page (a frame, a link preview, a prefetch), the call fails or is not 2xx,
 * or call and render take longer than `deadlineMs`.
 */
export async function loadServerRender(
  app: FastifyInstance,
  root: string,
  deadlineMs = SERVER_RENDER_DEADLINE_MS,
): Promise<ServerRenderPage | undefined> {
  const dir = join(root, SERVER_RENDER_DIR);
  const file = join(dir, 'render-screen.js');
  const pageFile = join(dir, SERVER_RENDER_PAGE);
  // A build without them (an older one) serves the shell; a renderer that fails to load is a
  // broken build and stops the start.
  if (!existsSync(file) || !existsSync(pageFile)) return undefined;
  const page = v.safeParse(PageSchema, JSON.parse(readFileSync(pageFile, 'utf8')));
  if (!page.success) return undefined;
  const renderer = (await import(pathToFileURL(file).href)) as Renderer;
  await renderer.loadScreens();
  const shell = readFileSync(join(root, 'index.html'), 'utf8');
  const { guard, served } = page.output;

  return async (request, urlPath, { head, scripts }) => {
    if (!isPageNavigation(request)) return undefined;
    const query = request.url.indexOf('?');
    const search = query === -1 ? '' : request.url.slice(query);
    const language = requestLanguage({
      search,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    if (language !== 'en') return undefined;
    const plan = renderer.screenPlan(urlPath, search);
    if (!plan) return undefined;
    const { call, staleIfStored } = plan;
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deadlineMs);
    try {
      const answer = call && (await callThroughServer(app, request, call, controller.signal));
      if (call && (!answer || answer.status < 200 || answer.status >= 300)) return undefined;
      const screen = await renderer.renderScreen(urlPath, search, call, answer, controller.signal);
      return (
        screen &&
        serverRenderedHtml(
          shell,
          urlPath,
          guard,
          { ...screen, staleIfStored },
          { head, scripts: [...scripts, served] },
        )
      );
    } catch {
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * A browser opening the page itself: a GET for a top-level document (`Sec-Fetch-Dest`, sent by
 * every current browser and webview), not a prefetch. A messaging app fetching a link's preview,
 * a script or a crawler gets the shell and sets off no call to the lender's API; so does a frame.
 */
function isPageNavigation(request: FastifyRequest): boolean {
  const { headers } = request;
  const purpose = `${String(headers['sec-purpose'] ?? '')} ${String(headers.purpose ?? '')}`;
  return (
    request.method === 'GET' &&
    headers['sec-fetch-dest'] === 'document' &&
    !/prefetch|prerender/i.test(purpose)
  );
}

/** The call as the browser would have sent it, answered by this server's own `/api` route. */
async function callThroughServer(
  app: FastifyInstance,
  request: FastifyRequest,
  call: ScreenCall,
  signal: AbortSignal,
): Promise<RawAnswer | undefined> {
  const headers: Record<string, string> = { ...call.headers };
  for (const name of FORWARDED_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const injected = app.inject({
    method: call.method,
    url: call.url,
    headers: { ...headers, host: request.headers.host ?? 'localhost' },
    payload: call.body,
    remoteAddress: request.ip,
  });
  const aborted = new Promise<undefined>((resolve) => {
    if (signal.aborted) resolve(undefined);
    signal.addEventListener('abort', () => resolve(undefined), { once: true });
  });
  const response = await Promise.race([injected, aborted]);
  if (!response) return undefined;
  return {
    status: response.statusCode,
    retryAfter: response.headers['retry-after']?.toString() ?? null,
    text: response.body,
  };
}
