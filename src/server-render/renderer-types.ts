import type { FirstCallWire } from '../contract/first-call';

/* What the build's renderer (./render-screen.tsx) and the server (server/pages/server-render.ts) exchange. */

/** A screen's first call as the server makes it: what the browser would have sent to `/api`. */
export interface ScreenCall {
  method: 'GET' | 'POST';
  /** The API address on this server (`/api/…`). */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The call as the page carries it to the browser (src/lib/api/first-answer-tag.ts). */
  wire: FirstCallWire;
}

/** What the server does for a link to a screen it renders. */
export interface ScreenPlan {
  /** The call to make first; none for a screen that calls nothing when it opens. */
  call?: ScreenCall;
  /** A storage key that makes the page stale on a device holding it (./server-calls.ts). */
  staleIfStored?: string;
}

export interface RenderedScreen {
  html: string;
  title?: string;
  /** The answer (or none), for the browser to hydrate with (src/lib/api/first-answer-tag.ts). */
  answerTag: string;
}
