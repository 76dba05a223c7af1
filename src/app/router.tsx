import { createBrowserRouter } from 'react-router-dom';
import { AppShell } from './app-shell';
import { buildScreenRoutes } from './route-objects';
import { NotFound, RouteError } from './route-error';
import { ScreenFallback } from './screen-fallback';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <ScreenFallback />,
      children: [...buildScreenRoutes(<RouteError />), { path: '*', element: <NotFound /> }],
    },
  ]);
}
