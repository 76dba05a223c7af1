import type { RouteObject } from 'react-router-dom';
import { paths, type ScreenName } from '../config/paths';
import { screenModules } from './screens';

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

export function buildScreenRoutes(errorElement: RouteObject['errorElement']): RouteObject[] {
  return screenRoutes().map(({ screen, pattern }) => ({
    path: pattern,
    caseSensitive: false,
    errorElement,
    lazy: async () => {
      const module = await screenModules[screen]();
      return { Component: module.default };
    },
  }));
}
