import type { PublicPage } from '../config/public-pages';
import type { WorkerScreens } from '../config/worker-screens';
import { isFirstCall, NO_CALL } from '../config/screen-definition';
import { screenForPath } from '../config/screen-for-path';
import { wireOf, type FirstCall, type FirstCallWire } from '../contract/first-call';
import { firstCallMetaTag } from '../lib/rendered-page/html-document';
import { SCREENS, type ScreenName } from './screen-manifest';

/*
 * What the server, the build, the worker and the tests read about screens, derived from the one
 * manifest (./screen-manifest.ts). The entry reads the light tables generated from it instead
 * (src/config/screen-paths.ts, ./screen-loaders.ts); the route rule over the paths is
 * src/config/screen-for-path.ts, for all.
 */

export const SCREEN_NAMES = Object.keys(SCREENS) as ScreenName[];

/** The screen's path as links write it. */
export const screenPath = (screen: ScreenName): string => SCREENS[screen].path;

/** A screen's module file, from the project's root. */
export const moduleFile = (screen: ScreenName): string => `src/${SCREENS[screen].module}.tsx`;

function firstCallOf(screen: ScreenName): FirstCall | undefined {
  const call = SCREENS[screen].firstCall;
  return isFirstCall(call) ? call : undefined;
}

/** The screens whose first call the boot script starts, with that call. */
export const FIRST_CALLS: Partial<Record<ScreenName, FirstCall>> = Object.fromEntries(
  SCREEN_NAMES.flatMap((screen) => {
    const call = firstCallOf(screen);
    return call ? [[screen, call]] : [];
  }),
);

/** The screens that call no API when they open (the sweeps check both ways). */
export const SCREENS_WITHOUT_CALLS = SCREEN_NAMES.filter(
  (screen) => SCREENS[screen].firstCall === NO_CALL,
);

export function firstCallWire(screen: string): FirstCallWire | undefined {
  const call = Object.hasOwn(FIRST_CALLS, screen) ? FIRST_CALLS[screen as ScreenName] : undefined;
  return call && wireOf(call);
}

/**
 * The `<meta name="first-call">` for the screen a path renders (src/boot/boot-script.ts starts it):
 * the contract's wire facts and link value names only, never a request's value, so the HTML
 * carries nothing about the borrower. Written by server/pages/static-files.ts and the worker.
 */
export function firstCallMeta(urlPath: string): string {
  const screen = screenForPath(urlPath);
  return firstCallMetaTag(screen ? firstCallWire(screen) : undefined);
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

/** The borrower screens the server renders with their first call's answer. */
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
        const wire = firstCallWire(screen);
        return wire ? [[screen, wire]] : [];
      }),
    ),
    publicPages: PUBLIC_PAGES,
  };
}
