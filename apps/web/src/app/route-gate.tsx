import { useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoading } from '../components/ui/page-loading.tsx';
import { LazyLoginPage } from '../features/auth/components/lazy-login-page.tsx';
import { NotFoundPage } from '../features/content/components/not-found-page.tsx';
import { StoreSelectionPage } from '../features/stores/components/store-selection-page.tsx';
import { useAuthStore } from '../stores/auth-store.ts';
import { PageView } from './page-view.tsx';
import { decideRoute, type RouteDecision } from './routing.ts';
import { useRouteState } from './use-route-state.ts';

/** Moves focus to the page's h1 whenever the view changes; not on the first view after loading. */
function useFocusHeadingOnChange(viewKey: string | null): void {
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = viewKey;
    if (viewKey === null || before === null || before === viewKey) return;
    const id = requestAnimationFrame(() => {
      const heading = document.querySelector<HTMLElement>('#main h1');
      (heading ?? document.getElementById('main'))?.focus();
    });
    return () => cancelAnimationFrame(id);
  }, [viewKey]);
}

function viewKeyOf(pathname: string, decision: RouteDecision): string {
  return `${pathname}|${decision.kind}`;
}

/** Renders what `decideRoute` answers for the current path and session. */
export function RouteGate() {
  const { pathname } = useLocation();
  const state = useRouteState();
  const ready = useAuthStore((s) => s.ready);
  const decision = decideRoute(pathname, state);
  useFocusHeadingOnChange(ready ? viewKeyOf(pathname, decision) : null);

  if (!ready) return <PageLoading testId="app-loading" fill />;
  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'login':
      return <LazyLoginPage inPlace />;
    case 'notFound':
      return <NotFoundPage />;
    case 'storeSelection':
      return <StoreSelectionPage />;
    case 'page':
      return <PageView match={decision.page} />;
  }
}
