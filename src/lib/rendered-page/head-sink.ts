import { createContext, useContext } from 'react';

/** Receives the screen's document title while a page is rendered before the app runs. */
export type HeadSink = (title: string) => void;

/**
 * Set only where a page is rendered before the app runs: by the build (src/prerender/render-page.tsx)
 * and by the server (src/server-render/render-screen.tsx); null in the browser.
 */
export const HeadSinkContext = createContext<HeadSink | null>(null);

/** Records the document title for the page's HTML; in the browser the screen sets it itself. */
export function useHeadSink(title: string): void {
  useContext(HeadSinkContext)?.(title);
}
