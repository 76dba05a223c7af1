/** A screen's paths, as the route table writes them. */
export interface ScreenPaths {
  path: string;
  aliases?: readonly string[];
}

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
 * The app's one route rule: the screen that renders a path (case-insensitive, by prefix, `/` exact,
 * longest prefix wins), or null. The entry, the worker and the server each bind it to their own
 * copy of the manifest's paths (docs/decisions/first-paint.md).
 */
export function screenMatcher<Name extends string>(
  table: Readonly<Record<Name, ScreenPaths>>,
): (pathname: string) => Name | null {
  const entries = (Object.entries(table) as [Name, ScreenPaths][]).flatMap(
    ([screen, { path, aliases = [] }]) =>
      [path, ...aliases].map((prefix) => ({ screen, prefix: prefix.toLowerCase() })),
  );
  return (pathname) => {
    const path = decodeSegments(pathname).toLowerCase().replace(/\/+$/, '') || '/';
    let best: { screen: Name; prefix: string } | undefined;
    for (const entry of entries) {
      const matches =
        entry.prefix === '/'
          ? path === '/'
          : path === entry.prefix || path.startsWith(`${entry.prefix}/`);
      if (matches && (!best || entry.prefix.length > best.prefix.length)) best = entry;
    }
    return best?.screen ?? null;
  };
}
