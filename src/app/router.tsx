import { createBrowserRouter } from 'react-router-dom';
import { AppShell } from './app-shell';
import { buildScreenRoutes } from './route-objects';
import { NotFound, RouteError } from './route-error';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: [...buildScreenRoutes(<RouteError />), { path: '*', element: <NotFound /> }],
    },
  ]);
}
