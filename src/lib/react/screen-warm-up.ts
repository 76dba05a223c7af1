import type { ScreenName } from '../../config/screen-for-path';
import { warmModule } from './loaded-component';

type LoaderOf = (screen: ScreenName) => () => Promise<unknown>;

/**
 * The route table's loaders, handed over by the entry at start (src/main.tsx): they import every
 * feature's screen, which nothing below the entries may. Unset where nothing warms (a render on
 * the server or at build time, a unit test): warming is then skipped, as it is only a head start.
 */
let loaderOf: LoaderOf | undefined;

export function warmScreensWith(loader: LoaderOf): void {
  loaderOf = loader;
}

/**
 * Fetches a screen's chunk once the main thread is idle (`warmModule`), with the route table's
 * own loader, so that the route then finds the load done and renders at once: modules are loaded
 * once per loader. A screen warms the screen a tap on it opens next.
 */
export function warmScreen(screen: ScreenName): void {
  if (loaderOf) warmModule(loaderOf(screen));
}
