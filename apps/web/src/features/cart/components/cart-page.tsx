import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { isRouted } from '../../../app/routing.ts';
import { useRouteState } from '../../../app/use-route-state.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { CartIcon } from '../../../components/ui/icons.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { SaveAsList } from '../../lists/index.ts';
import { useAdministrativeFeeSync } from '../hooks/administrative-fee-sync.ts';
import { useCartRefresh } from '../hooks/cart-refresh.ts';
import { useCartPricing } from '../hooks/use-cart-pricing.ts';
import { CartChanges } from './cart-changes.tsx';
import { CartAccessories, CartRecommended } from './cart-extras.tsx';
import { CartLine } from './cart-line.tsx';
import { CartLogin } from './cart-login.tsx';
import styles from './cart-page.module.css';
import { CartSummary } from './cart-summary.tsx';

type Notice = { kind: 'deleted' } | { kind: 'added'; name: string } | null;

function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <span className={styles.emptyIcon} aria-hidden="true">
        <CartIcon />
      </span>
      <p className={styles.emptyTitle}>{t('cart.empty.title')}</p>
      <p className={styles.emptyText}>{t('cart.empty.text')}</p>
      <Link to="/shop" className={buttonClass('primary')} data-testid="cart-empty-shop">
        {t('cart.empty.shop')}
      </Link>
    </div>
  );
}

/**
 * The cart page `/cart` (SPEC.md §2): lines, 'Save as order list' for customers, order summary,
 * login for guests, accessories, recommended.
 */
export default function CartPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const routeState = useRouteState();
  const items = useCartStore((s) => s.items);
  const { isPending } = useCartPricing();
  // Every fee is in the cart total, as the checkout will charge it (SPEC.md §4, §9).
  useAdministrativeFeeSync(tenant, isPending);
  // The copies of the articles kept in the browser are brought up to date (changed prices, articles no longer sold).
  useCartRefresh();
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const listHeadingId = useId();
  useDocumentTitle(t('pages.cart'));

  const lines = Object.values(items);
  const guest = !routeState.loggedIn && tenant.publicTenant;
  const canCheckout = isRouted('/checkout', routeState);
  const quickOrder = isRouted('/quick-order', routeState);

  useEffect(() => {
    // The removed line held the focus: continue from the notice that says what happened.
    if (notice?.kind === 'deleted') noticeRef.current?.focus();
  }, [notice]);

  return (
    <div className={styles.page} data-testid="page-cart" data-count={lines.length}>
      <PageHeading className={styles.title}>{t('pages.cart')}</PageHeading>
      <div ref={noticeRef} tabIndex={-1} role="status" className={styles.notice} data-testid="cart-notice">
        {notice ? (
          <p className={styles.noticeText} data-testid={notice.kind === 'deleted' ? 'cart-deleted' : 'cart-added'}>
            {notice.kind === 'deleted' ? t('cart.deleted') : t('cart.added', { name: notice.name })}
          </p>
        ) : null}
      </div>
      <CartChanges className={styles.changes} />
      {quickOrder ? (
        <p className={styles.quickOrder}>
          <Link to="/quick-order" data-testid="cart-quick-order">
            {t('cart.quickOrder')}
          </Link>
        </p>
      ) : null}
      {lines.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className={styles.layout}>
          <div className={styles.lines}>
            <section aria-labelledby={listHeadingId}>
              <h2 id={listHeadingId} className="visually-hidden">
                {t('cart.items', { count: lines.length })}
              </h2>
              <ul className={styles.lineList}>
                {lines.map((item) => (
                  <CartLine key={item.article.id} item={item} onRemoved={() => setNotice({ kind: 'deleted' })} />
                ))}
              </ul>
            </section>
            {/* A signed-in customer keeps the cart's lines as a named order list (not a guest). */}
            {routeState.loggedIn ? (
              <div className={styles.saveList}>
                <SaveAsList source={{ kind: 'cart' }} />
              </div>
            ) : null}
            <CartAccessories onAdded={(name) => setNotice({ kind: 'added', name })} />
          </div>
          <div className={styles.aside}>
            <CartSummary pending={isPending} canCheckout={canCheckout} />
            {guest ? <CartLogin /> : null}
          </div>
        </div>
      )}
      <CartRecommended />
    </div>
  );
}
