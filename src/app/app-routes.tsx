import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { AppShell } from './app-shell';
import { NotFound } from './route-error';
import { screenRoutes } from './route-objects';
import { ScreenBoundary } from './screen-boundary';
import { ScreenFallback } from './screen-fallback';
import { screenModules, type RouteModule } from './screens';

// One lazy component per module, so sections that share a module never remount or re-suspend.
const lazyByModule = new Map<RouteModule, LazyExoticComponent<ComponentType>>();
function lazyScreen(load: RouteModule): LazyExoticComponent<ComponentType> {
  let component = lazyByModule.get(load);
  if (!component) {
    component = lazy(load);
    lazyByModule.set(load, component);
  }
  return component;
}

const routes = screenRoutes().map(({ screen, pattern }) => ({
  pattern,
  Screen: lazyScreen(screenModules[screen]),
}));

function ScreenSlot({ Screen }: { Screen: LazyExoticComponent<ComponentType> }) {
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
