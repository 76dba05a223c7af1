import type { ScreenName } from '../../config/screen-for-path';
import { loaderOf } from './screen-loader-handover';
import { warmModule } from './loaded-component';

/**
 * Fetches a screen's chunk once the main thread is idle (`warmModule`), with the route table's
 * own loader, so that the route then finds the load done and renders at once: modules are loaded
 * once per loader. A screen warms the screen a tap on it opens next.
 */
export function warmScreen(screen: ScreenName): void {
  if (loaderOf) warmModule(loaderOf(screen));
}
