import { Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AppShell } from './app-shell';
import { NotFound } from './route-error';
import { screenRoutes } from './route-objects';
import { ScreenBoundary } from './screen-boundary';
import { ScreenFallback } from './screen-fallback';
import { loadedComponent } from '../lib/react/loaded-component';
import { screenModules } from './screens';

const routes = screenRoutes().map(({ screen, pattern }) => ({
  pattern,
  Screen: loadedComponent(screenModules[screen]),
}));

function ScreenSlot({ Screen }: { Screen: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <ScreenBoundary resetKey={pathname}>
      <Suspense fallback={<ScreenFallback />}>
        <Screen />
      </Suspense>
    </ScreenBoundary>
  );
}

/**
 * Every route of the table (case-insensitive; prefix match except `/`), each screen its own
 * chunk behind its own error boundary, and a not-found screen for anything else.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppShell />}>
        {routes.map(({ pattern, Screen }) => (
          <Route key={pattern} path={pattern} element={<ScreenSlot Screen={Screen} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
