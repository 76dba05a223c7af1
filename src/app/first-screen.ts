import { screenForPath } from '../config/screen-for-path';
import { loadModule } from '../lib/react/loaded-component';
import { screenTable } from 'virtual:screen-table';

/**
 * Settles when the module of the screen at `pathname` has arrived (or failed: the screen's
 * boundary shows that), so the first render has it and paints the screen itself rather than a
 * placeholder. Not-found has no module to wait for.
 */
export function firstScreenLoaded(pathname: string): Promise<void> {
  const screen = screenForPath(pathname);
  if (!screen) return Promise.resolve();
  return loadModule(screenTable[screen].load).then(
    () => undefined,
    () => undefined,
  );
}
