import { screenForPath } from '../config/screen-for-path';
import { loadModule } from '../lib/react/loaded-component';
import { screenImport, type ScreenModule } from './screen-module';

/**
 * Settles when the module of the screen at `pathname` has arrived, with it (undefined when it
 * failed: the screen's boundary shows that), so the first render has it and paints the screen
 * itself rather than a placeholder. Not-found has no module to wait for.
 */
export function firstScreenLoaded(pathname: string): Promise<ScreenModule | undefined> {
  const screen = screenForPath(pathname);
  if (!screen) return Promise.resolve(undefined);
  return loadModule(screenImport(screen)).then(
    (module) => module,
    () => undefined,
  );
}
