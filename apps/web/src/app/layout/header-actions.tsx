import { Link, NavLink } from 'react-router';
import { CartIcon, LogoutIcon, QuickOrderIcon, UserIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { logout } from '../../stores/auth-store.ts';
import { useCartStore } from '../../stores/cart-store.ts';
import { isRouted } from '../routing.ts';
import { useRouteState } from '../use-route-state.ts';
import styles from './header.module.css';
import { ProductsMenu } from './products-menu.tsx';

/** The main navigation links that lead to a page in the current state. */
export const NAV_LINKS = [
  { to: '/shop', key: 'nav.shop' },
  { to: '/about', key: 'nav.about' },
  { to: '/faq', key: 'nav.faq' },
  { to: '/contact', key: 'nav.contact' },
] as const;

/** The main links; with `productsMenu` the products link becomes the categories menu (desktop). */
export function SiteNavLinks({ className, productsMenu = false }: { className?: string; productsMenu?: boolean }) {
  const { t } = useTranslation();
  const state = useRouteState();
  return (
    <ul className={className}>
      {NAV_LINKS.filter((l) => isRouted(l.to, state)).map((l) =>
        productsMenu && l.to === '/shop' ? (
          <ProductsMenu key={l.to} />
        ) : (
          <li key={l.to}>
            <NavLink to={l.to}>{t(l.key)}</NavLink>
          </li>
        ),
      )}
    </ul>
  );
}

/** Link to the quick order page, where it leads to its page in this state. */
export function QuickOrderLink() {
  const { t } = useTranslation();
  const state = useRouteState();
  if (!isRouted('/quick-order', state)) return null;
  return (
    <Link
      to="/quick-order"
      className={styles.action}
      aria-label={t('header.quickOrder')}
      title={t('header.quickOrder')}
      data-testid="quick-order-link"
    >
      <QuickOrderIcon />
      {/* The words show on wide screens only; the name is the same everywhere. */}
      <span className={`${styles.actionText} ${styles.wideOnly}`} aria-hidden="true">
        {t('header.quickOrder')}
      </span>
    </Link>
  );
}

/** Cart link with the number of products in the cart. */
export function CartLink() {
  const { t } = useTranslation();
  const count = useCartStore((s) => s.itemsInCart);
  return (
    <Link to="/cart" className={styles.action} data-testid="cart-link" data-count={count}>
      <span className={styles.cartIcon} aria-hidden="true">
        <CartIcon />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden="true">
            {count}
          </span>
        ) : null}
      </span>
      <span className={styles.actionText} aria-hidden="true">
        {t('header.cart')}
      </span>
      {/* The name is the visible word followed by the count, so voice control finds it by 'Cart'. */}
      <span className="visually-hidden">{t('header.cartCount', { count })}</span>
    </Link>
  );
}

/** Account link and logout when signed in, else the login link. */
export function AccountActions({ showAccount = true }: { showAccount?: boolean }) {
  const { t } = useTranslation();
  const { loggedIn } = useRouteState();
  if (!loggedIn) {
    return (
      <Link to="/login" className={styles.action} data-testid="login-link">
        <UserIcon />
        <span className={styles.actionText}>{t('header.login')}</span>
      </Link>
    );
  }
  return (
    <>
      {showAccount ? (
        <Link to="/account" className={styles.action} data-testid="account-link">
          <UserIcon />
          <span className={styles.actionText}>{t('header.account')}</span>
        </Link>
      ) : null}
      <button type="button" className={styles.action} data-testid="logout-button" onClick={() => void logout()}>
        <LogoutIcon />
        <span className={styles.actionText}>{t('header.logout')}</span>
      </button>
    </>
  );
}
