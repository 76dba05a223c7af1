import type { ScreenName } from '../../config/screen-for-path';

type LoaderOf = (screen: ScreenName) => () => Promise<unknown>;

/**
 * The route table's loaders, handed over by the entry at start (src/main.tsx): they import every
 * feature's screen, which nothing below the entries may. Unset where nothing warms (a render on
 * the server or at build time, a unit test): warming is then skipped, as it is only a head start.
 * Apart from `warmScreen` (./screen-warm-up.ts), so the entry carries no warm-up code.
 */
export let loaderOf: LoaderOf | undefined;

export function warmScreensWith(loader: LoaderOf): void {
  loaderOf = loader;
}
