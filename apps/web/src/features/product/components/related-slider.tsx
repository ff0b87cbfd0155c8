import { localize, type ProductSummary } from '@shop/contract';
import { useCallback, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import carousel from '../../../components/ui/carousel.module.css';
import { SliderArrows } from '../../../components/ui/slider-arrows.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { usePriceFormatter } from '../../../lib/price.ts';
import { useCarousel } from '../../../lib/use-carousel.ts';
import { cheapestArticle, mediaUrl } from '../hooks/product-helpers.ts';
import styles from './related-slider.module.css';

function RelatedCard({ product }: { product: ProductSummary }) {
  const { t, i18n } = useTranslation();
  const format = usePriceFormatter();
  const name = localize(product.name, i18n.language);
  const cheapest = cheapestArticle(product);
  const price = cheapest ? format(cheapest, 1) : null;
  return (
    <Link to={`/article/${product.id}`} className={styles.card} data-testid="related-card">
      <span className={styles.media}>
        {product.image ? (
          <img src={mediaUrl(product.image, 240)} alt="" width={240} height={240} loading="lazy" />
        ) : null}
      </span>
      <span className={styles.name}>{name}</span>
      {price ? (
        <span className={`${styles.price} tabular`}>
          {price.amount === null ? price.text : t('product.price.from', { price: price.text })}
        </span>
      ) : null}
    </Link>
  );
}

/**
 * 'Also see': the related products in a slider with labelled previous and next buttons, which
 * show once the carousel has started (near the viewport, useCarousel) and can move.
 */
export function RelatedSlider({ products }: { products: readonly ProductSummary[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const {
    sectionRef,
    viewportRef,
    api: embla,
    wake,
  } = useCarousel<HTMLElement>({ align: 'start', containScroll: 'trimSnaps', slidesToScroll: 1 });
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  if (products.length === 0) return null;
  return (
    <section
      ref={sectionRef}
      className={styles.section}
      aria-labelledby={headingId}
      data-testid="related"
      onPointerEnter={wake}
      onFocus={wake}
    >
      <div className={carousel.head}>
        <h2 id={headingId} className={carousel.title}>
          {t('product.related.title')}
        </h2>
        {canPrev || canNext ? (
          <div className={carousel.controls}>
            <SliderArrows
              className={styles.control}
              onPrevious={() => embla?.scrollPrev()}
              onNext={() => embla?.scrollNext()}
              labels={{ previous: t('product.related.previous'), next: t('product.related.next') }}
              canPrevious={canPrev}
              canNext={canNext}
            />
          </div>
        ) : null}
      </div>
      <div className={carousel.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {products.map((p) => (
            <li key={p.id} className={styles.slide}>
              <RelatedCard product={p} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
