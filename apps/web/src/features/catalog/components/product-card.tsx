import { type Article, lowestPrice, type ProductSummary } from '@shop/contract';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { mediaUrl } from '../../../lib/media.ts';
import { usePriceFormatter } from '../../../lib/price.ts';
import { useLocalize } from '../hooks/use-localize.ts';
import styles from './product-card.module.css';

/** Product images are square (600 × 600); the attributes let the browser reserve the space. */
const IMAGE_SIZE = 600;

/** The package a listing quotes: the cheapest the customer pays for (`lowestPrice`). */
export function cheapestArticle(articles: readonly Article[]): Article | null {
  const min = lowestPrice(articles);
  if (min === null) return null;
  return articles.find((a) => (a.payer === 'TENANT' ? 0 : a.price) === min) ?? null;
}

export function ProductPrice({ articles, compact = false }: { articles: readonly Article[]; compact?: boolean }) {
  const { t } = useTranslation();
  const format = usePriceFormatter();
  const article = cheapestArticle(articles);
  if (!article) return null;
  const view = format(article);
  const several = articles.length > 1 && view.amount !== null;
  return (
    <p className={styles.price} data-compact={compact || undefined}>
      <span className={`${styles.amount} tabular`}>
        {several ? t('catalog.card.from', { price: view.text }) : view.text}
      </span>
      {view.amount !== null ? (
        <span className={styles.vat}>{view.withVat ? t('catalog.card.inclVat') : t('catalog.card.exclVat')}</span>
      ) : null}
    </p>
  );
}

type Props = {
  product: ProductSummary;
  layout?: 'gallery' | 'list';
  /** Cards in the first rows load their image at once; the rest when scrolled near. */
  eager?: boolean;
  /** The heading level of the product name in its section. */
  headingLevel?: 2 | 3;
  /** The square image, a landscape one (slider) or a large one beside the text (single slide). */
  media?: 'square' | 'wide' | 'feature';
};

/**
 * A product in a listing: image, name linking to the product page, short description, the
 * 'from' price of the cheapest package and the number of package sizes. The whole card is
 * clickable through the name link.
 */
export function ProductCard({ product, layout = 'gallery', eager = false, headingLevel = 3, media = 'square' }: Props) {
  const { t } = useTranslation();
  const loc = useLocalize();
  const name = loc(product.name);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={styles.card}
      data-layout={layout}
      data-media={media}
      data-testid="product-card"
      data-id={product.id}
    >
      <div className={styles.media}>
        {product.image ? (
          <img
            src={mediaUrl(product.image, IMAGE_SIZE)}
            alt={name}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <span className={styles.noImage}>{t('catalog.card.noImage')}</span>
        )}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={`/article/${product.id}`} className={styles.link}>
            {name}
          </Link>
        </Heading>
        <p className={styles.description}>{loc(product.description)}</p>
        <div className={styles.footer}>
          <ProductPrice articles={product.articles} />
          {product.articles.length > 0 ? (
            <p className={styles.packages}>{t('catalog.card.packages', { count: product.articles.length })}</p>
          ) : null}
        </div>
      </div>
    </article>
  );
}
