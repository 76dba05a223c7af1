import { paths, type ScreenName } from '../config/paths';

/** `/` matches exactly; every other path matches by prefix (`/repay` covers `/repay/...`). */
export function routePattern(path: string): string {
  return path === '/' ? '/' : `${path.replace(/\/+$/, '')}/*`;
}

export interface ScreenRoute {
  screen: ScreenName;
  pattern: string;
}

/** Every path and alias of the route table as a router pattern, in declaration order. */
export function screenRoutes(): ScreenRoute[] {
  return (Object.keys(paths) as ScreenName[]).flatMap((screen) => {
    const { path, aliases } = paths[screen];
    return [path, ...aliases].map((item) => ({ screen, pattern: routePattern(item) }));
  });
}
