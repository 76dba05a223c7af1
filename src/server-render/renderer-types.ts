import type { LoaderWire } from '../contract/screen-loader';
import type { RawAnswer } from '../lib/api/raw-answer';

/*
 * What the build's renderer (./render-screen.tsx) and the server (server/pages/server-render.ts)
 * exchange. Built apart, so the names the two read of each other stay as they are (`answerTag`,
 * the loader data's tag: docs/decisions/loader-vocabulary.md).
 */

/** A screen's loader call as the server makes it: what the browser would have sent to `/api`. */
export interface LoaderCall {
  method: 'GET' | 'POST';
  /** The API address on this server (`/api/…`). */
  url: string;
  headers: Record<string, string>;
  body?: string;
  /** The loader as the page carries it to the browser (src/lib/api/loader-data-tag.ts). */
  wire: LoaderWire;
}

export interface RenderedScreen {
  html: string;
  title?: string;
  /** The loader data (or none), for the browser to hydrate with (src/lib/api/loader-data-tag.ts) */
  answerTag: string;
}

/**
 * One link's screen, as a route loader sees it: its loader call (none for a screen that calls
 * nothing when it opens), then, with its answer, the page rendered or the loader data alone.
 */
export interface ScreenPage {
  call?: LoaderCall;
  /** A storage key that makes the page stale on a device holding it (./server-loaders.ts). */
  staleIfStored?: string;
  /**
   * The screen rendered with the call's answer (or none) as the browser's first render will
   * show it; undefined when a part would be left to the client (suspended past `signal`, or
   * threw): the server then sends the shell.
   */
  render(answer: RawAnswer | undefined, signal?: AbortSignal): Promise<RenderedScreen | undefined>;
  /** The loader data alone, for the shell the server sends when its render was late or skipped. */
  answerTag(answer: RawAnswer): string;
}

/** The build's renderer, as the server loads it (`render-screen.js`'s `renderer`). */
export interface Renderer {
  /** The link's screen, asked once per page; undefined when the server does not render it. */
  page(pathname: string, search: string): ScreenPage | undefined;
  /** The server-rendered screens' code, loaded once at start. */
  loadScreens(): Promise<void>;
  /** Renders every screen once; resolves with the mean time of one render (ms). */
  warmUp(): Promise<number>;
}
