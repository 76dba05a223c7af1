import { Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { screenForPath, screenNames, type ScreenName } from '../config/screen-for-path';
import { FirstScreenCommit } from '../lib/react/first-screen-commit';
import { loadedComponent } from '../lib/react/loaded-component';
import { AppShell } from './app-shell';
import { NotFound } from './route-error';
import { screenImport } from './screen-module';
import { ScreenBoundary } from './screen-boundary';
import { ScreenFallback } from './screen-fallback';

// One component per module: sections that share a module never remount or re-suspend.
const screens = Object.fromEntries(
  screenNames.map((screen) => [screen, loadedComponent(screenImport(screen))]),
) as Record<ScreenName, ComponentType>;

function ScreenSlot({ Screen }: { Screen: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary resetKey={pathname}>
      <Suspense fallback={<ScreenFallback />}>
        <Screen />
        <FirstScreenCommit />
      </Suspense>
    </ScreenBoundary>
  );
}

/**
 * Every route of the table, each screen its own chunk behind its own error boundary, else not
 * found. Matched by `screenForPath`, the one rule the vitals and the first render also use, not by
 * react-router's `<Routes>` (docs/decisions/first-paint.md).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  const screen = screenForPath(pathname);
  return (
    <AppShell>
      {screen ? (
        <ScreenSlot Screen={screens[screen]} />
      ) : (
        <>
          <NotFound />
          <FirstScreenCommit />
        </>
      )}
    </AppShell>
  );
}
