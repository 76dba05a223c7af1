import { createContext } from 'react';
import type { Session } from './session';
import type { RawAnswer } from '../api/raw-answer';

/** What a page rendered on the server is rendered with (src/server-render/render-screen.tsx). */
export interface ServerRender {
  /** The link's own session values: the render reads no web storage. */
  session: Session;
  /**
   * The screen's first call, made by the server, and its answer (the request's hand-over key);
   * none for a screen that calls nothing when it opens.
   */
  answer?: { key: string; answer: RawAnswer };
}

/**
 * Given to one render on the server only, so that render keeps nothing in module state that
 * another borrower's request could see. Never set in the browser: there `useSession` captures
 * the session from the address and storage, and a screen's first render reads the answer the
 * page carried through the hand-over (src/lib/api/boot-answer.ts).
 */
export const ServerRenderContext = createContext<ServerRender | undefined>(undefined);
