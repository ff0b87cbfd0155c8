import type { ProductSummary } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { ProductCard } from './product-card.tsx';
import styles from './product-grid.module.css';

/** Cards of the first rows load their images at once (they are usually above the fold). */
const EAGER_CARDS = 4;

type Props = {
  products: readonly ProductSummary[];
  layout?: 'gallery' | 'list';
  /** Fewer columns, for the four products of the home page. */
  columns?: 4 | 'auto';
  headingLevel?: 2 | 3;
  testId?: string;
  busy?: boolean;
};

/** Products as a grid of cards (gallery) or rows (list). */
export function ProductGrid({ products, layout = 'gallery', columns = 'auto', headingLevel = 3, testId, busy }: Props) {
  return (
    <ul
      className={styles.grid}
      data-layout={layout}
      data-columns={columns}
      data-testid={testId ?? 'product-grid'}
      aria-busy={busy ? true : undefined}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} layout={layout} eager={index < EAGER_CARDS} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while a listing loads. */
export function ProductGridSkeleton({
  count = 8,
  layout = 'gallery',
}: {
  count?: number;
  layout?: 'gallery' | 'list';
}) {
  const { t } = useTranslation();
  return (
    <div role="status" data-testid="listing-loading">
      <span className="visually-hidden">{t('catalog.loading')}</span>
      <ul className={styles.grid} data-layout={layout} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={i}>
            <div className={styles.skeleton} data-layout={layout} />
          </li>
        ))}
      </ul>
    </div>
  );
}
