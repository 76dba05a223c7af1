import { paths, type ScreenName } from './paths';

const ENTRIES = Object.entries(paths).flatMap(([screen, { path, aliases }]) =>
  [path, ...aliases].map((prefix) => ({
    screen: screen as ScreenName,
    prefix: prefix.toLowerCase(),
  })),
);

/**
 * The screen of the route table that renders a path, matched as the router does (case-insensitive,
 * by prefix, `/` exact), or null for the not-found screen. A name, never the path itself: what
 * leaves the phone for ops carries no ids or query (docs/decisions/performance-field-vitals.md).
 */
export function screenForPath(pathname: string): ScreenName | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  let best: { screen: ScreenName; prefix: string } | undefined;
  for (const entry of ENTRIES) {
    const matches =
      entry.prefix === '/'
        ? path === '/'
        : path === entry.prefix || path.startsWith(`${entry.prefix}/`);
    if (matches && (!best || entry.prefix.length > best.prefix.length)) best = entry;
  }
  return best?.screen ?? null;
}
