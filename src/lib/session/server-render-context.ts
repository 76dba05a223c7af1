import { createContext } from 'react';
import type { Session } from './session';

/** What a page rendered on the server is rendered with (src/server-render/render-screen.tsx). */
export interface ServerRender {
  /** The link's own session values: the render reads no web storage. */
  session: Session;
}

/**
 * Given to one render on the server only, so that render keeps nothing in module state that
 * another borrower's request could see. Never set in the browser: there `useSession` captures
 * the session from the address and storage. The server's answer reaches the render through
 * SWR's own cache, given to the render by `<SWRConfig>` (src/server-render/render-screen.tsx).
 */
export const ServerRenderContext = createContext<ServerRender | undefined>(undefined);
