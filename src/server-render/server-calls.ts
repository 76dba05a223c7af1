import { SCREENS, type ScreenName } from '../app/screen-manifest';
import { wireOf, type FirstCallWire, type LinkValues } from '../contract/first-call';
import { isFirstCall, NO_CALL } from '../config/screen-definition';

/** How the server renders a screen: its first call, if any, and what makes its page stale. */
export interface ServerCall {
  /** None for a screen that calls nothing when it opens (rendered from the link alone). */
  wire?: FirstCallWire;
  /** A stored key that makes this render stale (src/lib/rendered-page/stored-state.ts). */
  staleIfStored?: (link: LinkValues) => string;
}

/**
 * How the server renders a screen for a link, from its definition
 * (src/config/screen-definition.ts): its paint's own call, else its first call; undefined when it
 * does not render the screen or link.
 */
export function serverCall(screen: ScreenName, search: string): ServerCall | undefined {
  const { paint, firstCall } = SCREENS[screen];
  if (paint.by !== 'server' || paint.renders?.(search) === false) return undefined;
  const only = paint.staleIfStored ? { staleIfStored: paint.staleIfStored } : {};
  if (paint.call) {
    const call = paint.call(search);
    return call && { wire: wireOf(call), ...only };
  }
  if (isFirstCall(firstCall)) return { wire: wireOf(firstCall), ...only };
  return firstCall === NO_CALL ? only : undefined;
}
