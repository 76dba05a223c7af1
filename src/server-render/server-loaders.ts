import { SCREENS, type ScreenName } from '../app/screen-manifest';
import { wireOf, type LoaderWire, type LinkValues } from '../contract/screen-loader';
import { isScreenLoader, NO_CALL } from '../config/screen-definition';

/** How the server renders a screen: its loader, if any, and what makes its page stale. */
export interface ServerLoader {
  /** None for a screen that calls nothing when it opens (rendered from the link alone). */
  wire?: LoaderWire;
  /** A stored key that makes this render stale (src/lib/rendered-page/stored-state.ts). */
  staleIfStored?: (link: LinkValues) => string;
}

/**
 * How the server renders a screen for a link, from its definition
 * (src/config/screen-definition.ts): its paint's own loader, else the screen's; undefined when it
 * does not render the screen or link.
 */
export function serverLoader(screen: ScreenName, search: string): ServerLoader | undefined {
  const { paint, loader } = SCREENS[screen];
  if (paint.by !== 'server' || paint.renders?.(search) === false) return undefined;
  const only = paint.staleIfStored ? { staleIfStored: paint.staleIfStored } : {};
  if (paint.loader) {
    const own = paint.loader(search);
    return own && { wire: wireOf(own), ...only };
  }
  if (isScreenLoader(loader)) return { wire: wireOf(loader), ...only };
  return loader === NO_CALL ? only : undefined;
}
