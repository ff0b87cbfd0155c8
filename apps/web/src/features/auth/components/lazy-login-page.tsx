import { lazy, Suspense } from 'react';
import { PageLoading } from '../../../components/ui/page-loading.tsx';

const LoginPage = lazy(() => import('./login-page.tsx').then((m) => ({ default: m.LoginPage })));

/** The login page, loaded on first use (its form code stays out of the start-up bundle). */
export function LazyLoginPage({ inPlace = false }: { inPlace?: boolean }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LoginPage inPlace={inPlace} />
    </Suspense>
  );
}
