import { lazy, Suspense } from 'react';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ensureArea } from '../../../lib/i18n.ts';

const LoginPage = lazy(async () => {
  const [module] = await Promise.all([import('./login-page.tsx'), ensureArea('auth')]);
  return { default: module.LoginPage };
});

/** The login page, loaded on first use with its texts (neither is in the start-up bundle). */
export function LazyLoginPage({ inPlace = false }: { inPlace?: boolean }) {
  return (
    <Suspense fallback={<PageLoading />}>
      <LoginPage inPlace={inPlace} />
    </Suspense>
  );
}
