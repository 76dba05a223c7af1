import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/app-routes';
import { pageDescriptions } from '../strings/page-descriptions';
import { FramedProvider } from '../lib/rendered-page/framed-context';
import { HeadSinkContext, type HeadSink } from '../lib/rendered-page/head-sink';
import type { PublicPage, RenderedPage } from '../config/public-pages';

/**
 * One public page at build time, with React 19's `prerender` (react-dom/static): it waits for
 * every lazy screen and Suspense boundary, so the markup is the finished page. The same tree
 * the browser hydrates (src/main.tsx), with the router at the page's address (no query: what
 * the query decides renders after hydration). `framed`: the page as it shows inside a frame.
 */
export async function renderPage(page: PublicPage, framed = false): Promise<RenderedPage> {
  let title: string | undefined;
  const sink: HeadSink = (screenTitle) => {
    title = screenTitle;
  };
  const { prelude } = await prerender(
    <StrictMode>
      <HeadSinkContext.Provider value={sink}>
        <FramedProvider value={framed}>
          <StaticRouter location={page.path}>
            <AppRoutes />
          </StaticRouter>
        </FramedProvider>
      </HeadSinkContext.Provider>
    </StrictMode>,
  );
  const html = await new Response(prelude).text();
  return { html, title, description: pageDescriptions[page.description] };
}
