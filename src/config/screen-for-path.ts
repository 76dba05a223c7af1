import { paths, type ScreenName } from './paths';

const ENTRIES = Object.entries(paths).flatMap(([screen, { path, aliases }]) =>
  [path, ...aliases].map((prefix) => ({
    screen: screen as ScreenName,
    prefix: prefix.toLowerCase(),
  })),
);

/** Percent-escapes read as the router reads them, segment by segment (a bad escape: as sent). */
function decodeSegments(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

/**
 * The screen of the route table that renders a path (case-insensitive, by prefix, `/` exact), or
 * null for the not-found screen. The app's one route matcher: `AppRoutes` renders by it, the
 * first render waits for its screen's module, and the vitals name screens by it (a name, never
 * the path itself: what leaves the phone for ops carries no ids or query;
 * docs/decisions/performance-router.md, performance-field-vitals.md).
 */
export function screenForPath(pathname: string): ScreenName | null {
  const path = decodeSegments(pathname).toLowerCase().replace(/\/+$/, '') || '/';
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
