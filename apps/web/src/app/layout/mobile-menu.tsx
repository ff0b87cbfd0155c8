import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { MenuIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './mobile-menu.module.css';

const loadDrawer = () => import('./mobile-menu-drawer.tsx');
const MobileMenuDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.MobileMenuDrawer })));

/**
 * The menu button under 768 px. The slide-in menu loads with the first opening (fetched ahead
 * as soon as the button is touched, pointed at or focused), so it adds nothing to the first
 * page load.
 */
export function MobileMenu({ shopping, showAccount }: { shopping: boolean; showAccount: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { key } = useLocation();
  // Every navigation (a link in the menu included) closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location key is the trigger
  useEffect(() => setOpen(false), [key]);
  const prefetch = () => void loadDrawer();

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        aria-expanded={open}
        aria-haspopup="dialog"
        data-testid="mobile-menu-button"
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
      >
        <MenuIcon />
        <span className="visually-hidden">{t('header.menu')}</span>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onOpenChange={setOpen} shopping={shopping} showAccount={showAccount} />
        </Suspense>
      ) : null}
    </>
  );
}
