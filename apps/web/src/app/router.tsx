import { Component, type ReactNode, useLayoutEffect, useRef } from 'react';
import { Route, Routes, useLocation, useNavigationType } from 'react-router';
import { AppShell } from './layout/app-shell.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { RouteGate } from './route-gate.tsx';
import { ROUTE_PATHS } from './routing.ts';

/** Shows the error page in place of the shop when rendering fails unexpectedly. */
class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <RouteErrorPage /> : this.props.children;
  }
}

/**
 * Scroll positions: a new page starts at the top; back and forward return to where the shopper
 * was; a change of the address's query alone (listing filter, sort, page) keeps the position.
 */
function ScrollRestoration() {
  const location = useLocation();
  const type = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const previous = useRef<{ key: string; pathname: string } | null>(null);

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { key: location.key, pathname: location.pathname };
    if (!before) return;
    positions.current.set(before.key, window.scrollY);
    if (type === 'POP') {
      window.scrollTo(0, positions.current.get(location.key) ?? 0);
    } else if (before.pathname !== location.pathname) {
      window.scrollTo(0, 0);
    }
  }, [location.key, location.pathname, type]);

  return null;
}

/**
 * The route table of SPEC.md §2. Every route renders the gate, which shows what
 * `decideRoute` (routing.ts) answers for the path in the current tenant and session:
 * the page, the login page in place, not found, a redirect or the store selection.
 * (Put inside a router: BrowserRouter in the shop, MemoryRouter in tests.)
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <ScrollRestoration />
      <Routes>
        <Route element={<AppShell />}>
          {ROUTE_PATHS.map((path) => (
            <Route key={path} path={path} element={<RouteGate />} />
          ))}
          <Route path="*" element={<RouteGate />} />
        </Route>
      </Routes>
    </RouteErrorBoundary>
  );
}
