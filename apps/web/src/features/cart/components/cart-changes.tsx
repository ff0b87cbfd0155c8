import { localize, packageText } from '@shop/contract';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePriceFormatter } from '../../../lib/price.ts';
import type { CartChange } from '../../../stores/cart-store.ts';
import { useCartNotices } from '../hooks/cart-refresh.ts';

/** The name a change is told under: the product, and the package where its name carries one. */
function changeName(change: CartChange, lang: string): string {
  const product = localize(change.product.name, lang);
  const pack = packageText(change.article.name, change.product.name, lang);
  return pack && pack !== product ? `${product} (${pack})` : product;
}

/**
 * What refreshing the cart changed (cart-refresh.ts): prices that changed since the article was
 * put in the cart, articles no longer sold that were removed. A polite live region, always in
 * the page, so that a change found while the cart is open is announced; shown until dismissed.
 */
export function CartChanges({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const changes = useCartNotices((s) => s.changes);
  const dismiss = useCartNotices((s) => s.dismiss);
  const format = usePriceFormatter();
  return (
    <div aria-live="polite" data-testid="cart-changes" className={className}>
      {changes.length > 0 ? (
        <Alert tone="info" title={t('cart.changes.title')}>
          <ul>
            {changes.map((change) => {
              const name = changeName(change, i18n.language);
              return (
                <li key={change.article.id} data-testid={`cart-change-${change.kind}`}>
                  {change.kind === 'price'
                    ? t('cart.changes.price', {
                        name,
                        // `from` is the unit price charged then (0 where the shop paid).
                        from: format({ price: change.from, payer: 'CUSTOMER', alternativePrice: null }).text,
                        to: format(change.article).text,
                      })
                    : t('cart.changes.removed', { name })}
                </li>
              );
            })}
          </ul>
          <Button variant="secondary" onClick={dismiss} data-testid="cart-changes-dismiss">
            {t('cart.changes.dismiss')}
          </Button>
        </Alert>
      ) : null}
    </div>
  );
}
