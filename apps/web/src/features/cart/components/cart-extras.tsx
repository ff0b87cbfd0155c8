import { CART_ACCESSORIES, localize, type ProductSummary } from '@shop/contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { ensureArea, useTranslation } from '../../../lib/i18n.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { usePriceFormatter } from '../../../lib/price.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { ProductSlider, useProduct, useProducts } from '../../catalog/index.ts';
import { choosableArticles, pickAccessories } from '../lib/cart-view.ts';
import styles from './cart-page.module.css';

/** The ids of the products in the cart, in cart order. */
function useCartProductIds(): number[] {
  const items = useCartStore((s) => s.items);
  return [...new Set(Object.values(items).map((i) => i.product.id))];
}

/** The cheapest package the shopper may choose, for the quick add. */
function firstPackage(product: ProductSummary) {
  const choosable = choosableArticles(product.articles);
  return [...choosable].sort((a, b) => a.price - b.price)[0] ?? null;
}

function AccessoryCard({ product, onAdded }: { product: ProductSummary; onAdded: (name: string) => void }) {
  const { t, i18n } = useTranslation();
  const format = usePriceFormatter();
  const name = localize(product.name, i18n.language);
  const article = firstPackage(product);
  const price = article ? format(article, 1) : null;
  return (
    <li className={styles.accessory} data-testid="cart-accessory" data-id={product.id}>
      <Link to={`/article/${product.id}`} className={styles.accessoryMedia} tabIndex={-1} aria-hidden="true">
        {product.image ? (
          <img src={mediaUrl(product.image, 160)} alt="" width={160} height={160} loading="lazy" />
        ) : null}
      </Link>
      <div className={styles.accessoryBody}>
        <h3 className={styles.accessoryName}>
          <Link to={`/article/${product.id}`}>{name}</Link>
        </h3>
        {price ? (
          <p className={`${styles.accessoryPrice} tabular`}>
            {price.amount !== null && product.articles.length > 1
              ? t('cart.accessories.from', { price: price.text })
              : price.text}
          </p>
        ) : null}
        {article ? (
          <Button
            variant="secondary"
            className={styles.accessoryAdd}
            aria-label={t('cart.accessories.addLabel', { name })}
            onClick={() => {
              const { id, name: productName, description, image } = product;
              useCartStore.getState().add({ id, name: productName, description, image }, article, 1);
              onAdded(name);
            }}
          >
            {t('cart.accessories.add')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Three accessories (SPEC.md §9 CART_ACCESSORIES): products related to the cart's products,
 * then products of the same group, never what is already in the cart.
 */
export function CartAccessories({ onAdded }: { onAdded: (name: string) => void }) {
  const { t } = useTranslation();
  const ids = useCartProductIds();
  // A fixed number of product queries: the first three products of the cart say what fits.
  const first = useProduct(ids[0] ?? null);
  const second = useProduct(ids[1] ?? null);
  const third = useProduct(ids[2] ?? null);
  const products = [first.data, second.data, third.data].flatMap((p) => (p && p.nonExistant === false ? [p] : []));
  const inCart = new Set(ids);
  const related = products.map((p) => p.related);
  const fromRelated = pickAccessories(related, [], inCart, CART_ACCESSORIES);
  const groupId = products[0]?.groupId ?? null;
  const group = useProducts(
    { articleGroup: groupId, limit: 12, offset: 0 },
    { enabled: groupId !== null && fromRelated.length < CART_ACCESSORIES },
  );
  const accessories = pickAccessories(related, group.data ?? [], inCart, CART_ACCESSORIES);
  if (accessories.length === 0) return null;
  return (
    <TitledSection
      classes={[styles.extras, styles.extrasTitle]}
      title={t('cart.accessories.title')}
      testId="cart-accessories"
    >
      <ul className={styles.accessories}>
        {accessories.map((p) => (
          <AccessoryCard key={p.id} product={p} onAdded={onAdded} />
        ))}
      </ul>
    </TitledSection>
  );
}

/** The catalog's texts, which the shared product slider speaks. */
function useCatalogTexts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    ensureArea('catalog').then(
      () => live && setReady(true),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

/** The recommended products, not those already in the cart, in the shop's product slider. */
export function CartRecommended() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const ready = useCatalogTexts();
  const ids = new Set(useCartProductIds());
  const recommended = useProducts({ recommended: true, limit: 12, offset: 0 });
  const products = (recommended.data ?? []).filter((p) => !ids.has(p.id));
  if (!ready || products.length === 0) return null;
  return (
    <div className={styles.recommended}>
      <ProductSlider
        title={t('cart.recommended.title')}
        products={products}
        variant={tenant.theme.variant}
        testId="cart-recommended"
      />
    </div>
  );
}
