import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { RawAnswer } from '../../src/lib/api/raw-answer';
import { requestLanguage } from '../../src/lib/i18n/language-cookie';
import { SERVER_RENDER_DIR, SERVER_RENDER_PAGE } from '../../src/server-render/renderer-files';
import { builtRenderer, rendererFile } from './built-renderer';
import { callThroughServer } from './call-through-server';
import { RenderGate, type RenderShare } from './render-gate';
import { serverRenderedHtml } from './server-rendered-html';
import { shellWithAnswer } from './shell-with-answer';
import { pageEncoding, streamedPage, type PageEncoding } from './streamed-page';

const Asset = v.pipe(v.string(), v.regex(/^\/assets\/[\w.-]+\.js$/));
// `firstAnswerChunk`, the loader data's chunk: what a build hands the server keeps its names, so a
// server and a build of either side of a rename still agree (docs/decisions/loader-vocabulary.md).
// `loaderDataImports`: what that chunk imports beyond the entry's files, preloaded beside it (none
// from a build older than the key).
const PageSchema = v.object({
  guard: Asset,
  firstAnswerChunk: Asset,
  loaderDataImports: v.optional(v.array(Asset), []),
});

/**
 * A borrower's page costs at most this much more with server rendering than without: from the
 * request's arrival, the server sends the page it rendered, or the shell (with the answer, or the
 * answer following in the same response).
 */
export const SERVER_RENDER_BUDGET_MS = 500;

/** A render starts only within this share of its page's budget, counted from the arrival. */
const RENDER_START_SHARE = 0.5;

/** How a page the server could render was sent (the `borrower_server_render_total` outcomes). */
export type RenderOutcome = 'rendered' | 'shell_timeout' | 'shell_overload' | 'shell_error';

/** What ends the page's <head> and its own chunks, for the rendered page and for the shell. */
export interface PageParts {
  /** Runtime config and the screen's stylesheets: a rendered page starts its scripts later. */
  head: string;
  /** The screen's own chunks, started by the rendered page's paint guard. */
  scripts: readonly string[];
  /** What the shell's <head> ends with: runtime config, stylesheets and module preloads. */
  shellHead: string;
}

/** The page, whole, or its first part now and the rest (the answer) in the same response. */
export type ServedPage =
  { kind: 'whole'; html: string } | { kind: 'streamed'; body: Transform; encoding: PageEncoding };

export type ServerRenderPage = (
  request: FastifyRequest,
  urlPath: string,
  parts: PageParts,
  /** `performance.now()` when the request arrived: the budget runs from there. */
  arrivedAt: number,
) => Promise<ServedPage | undefined>;

export interface ServerRenderOptions {
  budgetMs?: number;
  /** True while this server is under pressure: pages go out as the shell, no call started. */
  degraded?: () => boolean;
  /** Each page's outcome, for the metrics. */
  record?: (outcome: RenderOutcome) => void;
  /** Renders at once (they share the one JavaScript thread; more only fills gaps while one waits). */
  concurrency?: number;
  /** How much of the thread renders may take, over time and in a burst. */
  share?: RenderShare;
}

export interface ServerRender {
  page: ServerRenderPage;
  /** The renderer's mean time per screen at warm-up (ms). */
  warmUpMs: number;
}

const LATE = Symbol('late');

function delay(ms: number): { promise: Promise<typeof LATE>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<typeof LATE>((resolve) => {
    timer = setTimeout(() => resolve(LATE), Math.max(0, ms));
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * Data screens rendered by the server (docs/decisions/first-paint.md), within a
 * budget and never at the cost of a second call to the lender (docs/decisions/ops-overload.md).
 * For a borrower's link to a screen it renders, the server makes the screen's loader call itself,
 * through this same server, as soon as the request arrives. Then:
 * - the answer comes within the budget and a render fits (./render-gate.ts): the rendered page;
 * - the answer comes, but the render does not fit, fails, or the call failed: the shell with the
 *   answer in it (the browser shows the screen from it, with no call of its own);
 * - the budget ends first: the shell at once, and the answer in the same response when it comes
 *   (the page's scripts run once it is complete);
 * - the server is under pressure (`degraded`): the shell as without rendering; no call is started.
 * Every call the server starts ends up in the page it sends, so the lender's API never gets more
 * calls with server rendering on than off. Undefined (the shell, as before) when the build has no
 * renderer, the reader will not see English, or the request is not a browser opening the page.
 */
export async function loadServerRender(
  app: FastifyInstance,
  root: string,
  options: ServerRenderOptions = {},
): Promise<ServerRender | undefined> {
  const budgetMs = options.budgetMs ?? SERVER_RENDER_BUDGET_MS;
  const record = options.record ?? (() => undefined);
  const dir = join(root, SERVER_RENDER_DIR);
  const file = rendererFile(root);
  const pageFile = join(dir, SERVER_RENDER_PAGE);
  // A build without them (an older one) serves the shell; a renderer that fails to load is a
  // broken build and stops the start.
  if (!existsSync(file) || !existsSync(pageFile)) return undefined;
  const built = v.safeParse(PageSchema, JSON.parse(readFileSync(pageFile, 'utf8')));
  if (!built.success) return undefined;
  const renderer = await builtRenderer(root);
  await renderer.loadScreens();
  const warmUpMs = await renderer.warmUp();
  const gate = new RenderGate({
    ...options.share,
    concurrency: options.concurrency,
    initialMeanMs: warmUpMs,
  });
  const shell = readFileSync(join(root, 'index.html'), 'utf8');
  const { guard, firstAnswerChunk, loaderDataImports } = built.output;
  // The loader data's chunk and what it imports, started with the page's own chunks.
  const loaderDataChunks = [firstAnswerChunk, ...loaderDataImports];

  const page: ServerRenderPage = async (request, urlPath, parts, arrivedAt) => {
    if (!isPageNavigation(request)) return undefined;
    const query = request.url.indexOf('?');
    const search = query === -1 ? '' : request.url.slice(query);
    const language = requestLanguage({
      search,
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    if (language !== 'en') return undefined;
    // Asked once: the link's screen, its call, then its page or its answer alone.
    const screen = renderer.page(urlPath, search);
    if (!screen) return undefined;
    if (options.degraded?.()) {
      record('shell_overload');
      return undefined;
    }
    const deadline = arrivedAt + budgetMs;
    const { call, staleIfStored } = screen;

    /** The rendered page, or why not: no room in the budget, too late, or it failed. */
    const render = async (
      answer: RawAnswer | undefined,
    ): Promise<{ html: string } | { not: Exclude<RenderOutcome, 'rendered'> }> => {
      // A page already half way through its budget is behind a backlog (a burst, a busy
      // machine): rendering it would only push every other page later still.
      if (performance.now() - arrivedAt > budgetMs * RENDER_START_SHARE)
        return { not: 'shell_timeout' };
      if (!(await gate.admit(deadline))) return { not: 'shell_overload' };
      const started = performance.now();
      try {
        const rendered = await screen.render(
          answer,
          AbortSignal.timeout(Math.max(1, Math.ceil(deadline - started))),
        );
        if (!rendered)
          return { not: performance.now() > deadline ? 'shell_timeout' : 'shell_error' };
        const html = serverRenderedHtml(
          shell,
          urlPath,
          guard,
          { ...rendered, staleIfStored },
          { head: parts.head, scripts: [...new Set([...parts.scripts, ...loaderDataChunks])] },
        );
        return { html };
      } catch (error) {
        request.log.error({ err: error }, 'server render failed');
        return { not: 'shell_error' };
      } finally {
        gate.done(performance.now() - started);
      }
    };

    try {
      if (!call) {
        // Rendered from the link alone: nothing to carry when it cannot be rendered.
        const rendered = await render(undefined);
        record('html' in rendered ? 'rendered' : rendered.not);
        return 'html' in rendered ? { kind: 'whole', html: rendered.html } : undefined;
      }
      const answering = callThroughServer(app, request, call);
      const late = delay(deadline - performance.now());
      const early = await Promise.race([answering, late.promise]);
      late.cancel();
      const { first, tail } = shellWithAnswer(shell, parts.shellHead, loaderDataChunks);
      const withAnswer = (answer: RawAnswer | undefined) =>
        `${answer ? screen.answerTag(answer) : ''}${tail}`;

      if (early === LATE) {
        record('shell_timeout');
        const encoding = pageEncoding(request.headers['accept-encoding']);
        return {
          kind: 'streamed',
          body: streamedPage(first, answering.then(withAnswer), encoding),
          encoding,
        };
      }
      if (!early) {
        // The route failed inside this server: nothing reached the lender; the browser calls.
        record('shell_error');
        return undefined;
      }
      // A failed call is the screen's answer too: the browser shows its error from it.
      const ok = early.status >= 200 && early.status < 300;
      const rendered = ok ? await render(early) : { not: 'shell_error' as const };
      if ('html' in rendered) {
        record('rendered');
        return { kind: 'whole', html: rendered.html };
      }
      record(rendered.not);
      return { kind: 'whole', html: `${first}${withAnswer(early)}` };
    } catch (error) {
      request.log.error({ err: error }, 'server render failed');
      record('shell_error');
      return undefined;
    }
  };
  return { page, warmUpMs };
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
