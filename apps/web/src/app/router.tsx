import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { RouteGate } from './route-gate.tsx';
import { ROUTE_PATHS } from './routing.ts';

/**
 * The route table of SPEC.md §2. Every route renders the gate, which shows what
 * `decideRoute` (routing.ts) answers for the path in the current tenant and session:
 * the page, the login page in place, not found, a redirect or the store selection.
 */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    children: [...ROUTE_PATHS.map((path) => ({ path, element: <RouteGate /> })), { path: '*', element: <RouteGate /> }],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
