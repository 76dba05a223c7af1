import type { ScreenName } from '../../config/paths';
import { warmModule, type ComponentModule } from './loaded-component';

/*
 * A screen may warm the screen a tap on it opens next with the route table's own loader
 * (src/app/screens.ts), so that the route then finds the load done and renders at once: modules
 * are loaded once per loader. The route table is the app's (it loads every screen's chunk): it
 * hands its loaders over as it loads, and a feature names the screen.
 */
let loaders: Partial<Record<ScreenName, ComponentModule>> = {};

export function provideScreenLoaders(table: Record<ScreenName, ComponentModule>): void {
  loaders = table;
}

/** Fetches a screen's chunk once the main thread is idle (`warmModule`), as the route loads it. */
export function warmScreen(screen: ScreenName): void {
  const load = loaders[screen];
  if (load) warmModule(load);
}
