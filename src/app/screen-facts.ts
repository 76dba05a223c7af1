import type { PublicPage } from '../config/public-pages';
import type { WorkerScreens } from '../config/worker-screens';
import { isScreenLoader, NO_CALL } from '../config/screen-definition';
import { screenForPath } from '../config/screen-for-path';
import { wireOf, type ScreenLoader, type LoaderWire } from '../contract/screen-loader';
import { loaderMetaTag } from '../lib/rendered-page/html-document';
import { SCREENS, type ScreenName } from './screen-manifest';

/*
 * What the server, the build, the worker and the tests read about screens, derived from the one
 * manifest (./screen-manifest.ts). The entry reads the light tables generated from it instead
 * (src/config/screen-paths.ts, ./screen-modules.ts); the route rule over the paths is
 * src/config/screen-for-path.ts, for all.
 */

export const SCREEN_NAMES = Object.keys(SCREENS) as ScreenName[];

/** The screen's path as links write it. */
export const screenPath = (screen: ScreenName): string => SCREENS[screen].path;

/** A screen's module file, from the project's root. */
export const moduleFile = (screen: ScreenName): string => `src/${SCREENS[screen].module}.tsx`;

function loaderOf(screen: ScreenName): ScreenLoader | undefined {
  const { loader } = SCREENS[screen];
  return isScreenLoader(loader) ? loader : undefined;
}

/** The screens whose loader the boot script starts, with that loader. */
export const SCREEN_LOADERS: Partial<Record<ScreenName, ScreenLoader>> = Object.fromEntries(
  SCREEN_NAMES.flatMap((screen) => {
    const loader = loaderOf(screen);
    return loader ? [[screen, loader]] : [];
  }),
);

/** The screens that call no API when they open (the sweeps check both ways). */
export const SCREENS_WITHOUT_CALLS = SCREEN_NAMES.filter(
  (screen) => SCREENS[screen].loader === NO_CALL,
);

/** A screen's loader as the HTML carries it, or undefined (no loader, or no such screen). */
export function loaderWire(screen: string): LoaderWire | undefined {
  const loader = Object.hasOwn(SCREEN_LOADERS, screen)
    ? SCREEN_LOADERS[screen as ScreenName]
    : undefined;
  return loader && wireOf(loader);
}

/**
 * The `<meta name="first-call">` for the screen a path renders (src/boot/boot-script.ts starts it):
 * the contract's wire facts and link value names only, never a request's value, so the HTML
 * carries nothing about the borrower. Written by server/pages/static-files.ts and the worker.
 */
export function loaderMeta(urlPath: string): string {
  const screen = screenForPath(urlPath);
  return loaderMetaTag(screen ? loaderWire(screen) : undefined);
}

/** The public pages the build prerenders: what visitors open without a session. */
export const PUBLIC_PAGES: readonly PublicPage[] = SCREEN_NAMES.flatMap((screen) => {
  const { paint } = SCREENS[screen];
  if (paint.by !== 'build') return [];
  const { description, needsScript, framed } = paint;
  return paint.pages.map(({ path, file }) => ({
    path,
    file,
    description,
    ...(needsScript ? { needsScript } : {}),
    ...(framed ? { framed } : {}),
  }));
});

/** The borrower screens the server renders with their loader data. */
export const SERVER_RENDERED_SCREENS = SCREEN_NAMES.filter(
  (screen) => SCREENS[screen].paint.by === 'server',
);

/** Each path and alias, lower case, and the module file that renders it (the build's preloads). */
export function routeModulesByPath(): Record<string, string> {
  return Object.fromEntries(
    SCREEN_NAMES.flatMap((screen) => {
      const { path, aliases = [] } = SCREENS[screen];
      return [path, ...aliases].map((item) => [item.toLowerCase(), moduleFile(screen)]);
    }),
  );
}

/** What the worker reads, plain data inlined by the build (`__WORKER_SCREENS__`, vite.config.ts). */
export function workerScreens(): WorkerScreens {
  return {
    wires: Object.fromEntries(
      SCREEN_NAMES.flatMap((screen) => {
        const wire = loaderWire(screen);
        return wire ? [[screen, wire]] : [];
      }),
    ),
    publicPages: PUBLIC_PAGES,
  };
}
