import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/app-routes';
import { SERVER_RENDERED_SCREENS } from '../app/screen-facts';
import { screenImport } from '../app/screen-module';
import { loaderRequest } from '../lib/api/request-parts';
import { screenForPath, screenPath } from '../config/screen-for-path';
import type { RawAnswer } from '../lib/api/raw-answer';
import { loaderDataEntry, withLoaderDataCache } from '../lib/api/loader-data';
import { loadModule } from '../lib/react/loaded-component';
import { ServerRenderContext, type ServerRender } from '../lib/session/server-render-context';
import { parseSession, type Session } from '../lib/session/session';
import { HeadSinkContext } from '../lib/rendered-page/head-sink';
import type { RenderedScreen, Renderer, LoaderCall, ScreenPage } from './renderer-types';
import { loaderDataTag } from '../lib/api/loader-data-tag';
import { serverLoader } from './server-loaders';

/**
 * The loader call a link makes, as the server makes it, and what makes its page stale on a device;
 * undefined when the server does not render the link: a screen or link it cannot render, a value
 * the call needs missing, or an API on another origin (not its to call).
 */
function loaderCall(
  pathname: string,
  search: string,
): Pick<ScreenPage, 'call' | 'staleIfStored'> | undefined {
  const screen = screenForPath(pathname);
  const loader = screen && serverLoader(screen, search);
  if (!loader) return undefined;
  const session = parseSession(search);
  const staleIfStored = loader.staleIfStored?.(session);
  if (!loader.wire) return { staleIfStored };
  const request = loaderRequest(loader.wire, session);
  if (!request || !request.url.startsWith('/')) return undefined;
  const { url, init } = request;
  const body = init.body;
  return {
    call: {
      method: init.method === 'POST' ? 'POST' : 'GET',
      url,
      headers: init.headers as Record<string, string>,
      body: typeof body === 'string' || body instanceof URLSearchParams ? String(body) : undefined,
      wire: loader.wire,
    },
    staleIfStored,
  };
}

/**
 * The link's screen, asked once per page: its loader call, then its page rendered with the
 * loader data, or the loader data alone for the shell (docs/decisions/ops-overload.md), which the
 * browser takes as the screen's loader data whatever its time zone (no markup was formatted).
 */
function page(pathname: string, search: string): ScreenPage | undefined {
  const planned = loaderCall(pathname, search);
  if (!planned) return undefined;
  const { call, staleIfStored } = planned;
  return {
    call,
    staleIfStored,
    render: (answer, signal) => renderScreen(pathname, search, call, answer, signal),
    answerTag: (answer) =>
      call ? loaderDataTag({ call: call.wire, answer }, null, staleIfStored) : '',
  };
}

/** The server-rendered screens' code, loaded once at start, so every render is synchronous. */
async function loadScreens(): Promise<void> {
  await Promise.all(SERVER_RENDERED_SCREENS.map((screen) => loadModule(screenImport(screen))));
}

/**
 * The screen a link opens, rendered with its loader data as the browser's first render will
 * show it (the tree src/main.tsx hydrates); session and answer go by context, never by module state
 * another request's render could see. Undefined when a part would be left to the client (suspended
 * past `signal`, or threw): the server then sends the shell.
 */
async function renderScreen(
  pathname: string,
  search: string,
  call: Pick<LoaderCall, 'wire'> | undefined,
  answer: RawAnswer | undefined,
  signal?: AbortSignal,
): Promise<RenderedScreen | undefined> {
  let title: string | undefined;
  const sink = (screenTitle: string) => {
    title = screenTitle;
  };
  // A screen that calls nothing when it opens is rendered from the link alone.
  const loaded = call && answer ? { call, answer } : undefined;
  const server: ServerRender = { session: parseSession(search) };
  const entry = await renderEntry(pathname, server.session, loaded);
  let failed = false;
  const { prelude } = await prerender(
    <StrictMode>
      <HeadSinkContext.Provider value={sink}>
        <ServerRenderContext.Provider value={server}>
          {withLoaderDataCache(
            entry,
            <StaticRouter location={`${pathname}${search}`}>
              <AppRoutes />
            </StaticRouter>,
          )}
        </ServerRenderContext.Provider>
      </HeadSinkContext.Provider>
    </StrictMode>,
    {
      signal,
      onError: () => {
        failed = true;
      },
    },
  );
  const html = await new Response(prelude).text();
  // `<!--$!-->` marks a part left to the client, `<!--$?-->` one still waiting. A style
  // attribute would be refused by the CSP (style-src 'self') and the part shown unstyled.
  if (failed || /<!--\$[!?]-->/.test(html) || /<[^>]+\sstyle="/.test(html)) return undefined;
  // The dates were formatted in this process's time zone (TZ): the browser compares its own.
  const offset = new Date().getTimezoneOffset();
  return {
    html,
    title,
    answerTag: loaderDataTag(loaded && { call: loaded.call.wire, answer: loaded.answer }, offset),
  };
}

/**
 * The first state of SWR's cache for one render: the answer under the key and in the state the
 * browser's first render will have it (src/lib/api/loader-data.ts), so the markup matches.
 * Undefined for no call or a failure: the render's cache starts empty.
 */
async function renderEntry(
  pathname: string,
  session: Session,
  loaded: { call: Pick<LoaderCall, 'wire'>; answer: RawAnswer } | undefined,
) {
  const screen = screenForPath(pathname);
  if (!loaded || !screen) return undefined;
  const { dataEndpoint: endpoint } = await loadModule(screenImport(screen));
  return endpoint && loaderDataEntry(endpoint, loaded.call.wire, loaded.answer, session);
}

/** A link with every value a loader may take, none of them a real borrower's. */
const WARM_UP_SEARCH = `?${new URLSearchParams({
  deviceId: 'warm-up',
  appVersion: '0',
  userId: 'warm-up',
  appName: 'warm-up',
  sessionId: 'warm-up',
  clientType: 'android',
  merchantNumber: 'warm-up',
  orderId: 'warm-up',
  productId: '1',
  problemId: '1',
  problemType: '1',
  orderNo: 'warm-up',
}).toString()}`;

/** What a failed loader call looks like: every screen renders its error state from it. */
const WARM_UP_ANSWER: RawAnswer = {
  status: 503,
  retryAfter: null,
  text: JSON.stringify({ code: 503, message: 'warming up' }),
};

/**
 * Renders every server-rendered screen once before the server takes traffic (a cold first render
 * ran past the budget), with a failed answer and no call. Resolves with the mean time of one render
 * (ms), the render gate's first estimate.
 */
async function warmUp(): Promise<number> {
  const started = performance.now();
  for (const screen of SERVER_RENDERED_SCREENS) {
    const warming = page(screenPath(screen), WARM_UP_SEARCH);
    await warming?.render(warming.call && WARM_UP_ANSWER);
  }
  return (performance.now() - started) / SERVER_RENDERED_SCREENS.length;
}

/** What the server loads from the build: everything it asks of the app's screens. */
export const renderer: Renderer = { page, loadScreens, warmUp };
