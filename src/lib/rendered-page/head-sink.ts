import { createContext, useContext } from 'react';

/** Receives the screen's document title while a page is prerendered. */
export type HeadSink = (title: string) => void;

/** Set only by the build-time prerender (src/prerender/render-page.tsx); null in the browser. */
export const HeadSinkContext = createContext<HeadSink | null>(null);

/** Records the document title during a prerender; in the browser the screen sets it itself. */
export function useHeadSink(title: string): void {
  useContext(HeadSinkContext)?.(title);
}
