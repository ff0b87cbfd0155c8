import type { ProductSummary } from '@shop/contract';
import { useCallback, useEffect, useId, useState } from 'react';
import carousel from '../../../components/ui/carousel.module.css';
import { SliderArrows } from '../../../components/ui/slider-arrows.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCarousel } from '../../../lib/use-carousel.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { REDUCED_MOTION_QUERY, SLIDER_WIDE_QUERY, sliderSettings } from '../hooks/slider-settings.ts';
import { useAutoplay } from '../hooks/use-autoplay.ts';
import { ProductCard } from './product-card.tsx';
import styles from './product-slider.module.css';

type Props = { title: string; products: readonly ProductSummary[]; variant: 'default' | 'lab'; testId?: string };

/**
 * The home slider (SPEC.md §9): 3 products at a time (1 in the laboratory styling or under
 * 800 px), moving on by itself every 8000 ms. It stands still while the pointer rests on it,
 * while focus is inside it, after the shopper pauses it, and always for shoppers who prefer
 * reduced motion. The carousel starts when it comes near the viewport (useCarousel); until then
 * the first slides stand in their place, with one dot per slide, as a looping carousel has.
 */
export function ProductSlider({ title, products, variant, testId = 'home-slider' }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const wide = useMediaQuery(SLIDER_WIDE_QUERY);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY, false);
  const settings = sliderSettings({ variant, wide, reducedMotion });
  const { sectionRef, viewportRef, api, wake, withCarousel } = useCarousel<HTMLElement>({
    loop: true,
    align: 'start',
    duration: settings.duration,
    slidesToScroll: 1,
  });
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);

  const running = settings.autoplayMs !== null && !hovered && !focused && !stopped;
  useAutoplay(api, settings.autoplayMs, running);

  const sync = useCallback(() => {
    if (!api) return;
    setSelected(api.selectedScrollSnap());
    setSnaps(api.scrollSnapList());
  }, [api]);
  useEffect(() => {
    if (!api) return;
    sync();
    api.on('select', sync);
    api.on('reInit', sync);
    return () => {
      api.off('select', sync);
      api.off('reInit', sync);
    };
  }, [api, sync]);

  const count = products.length;
  const stops = api ? snaps.length : count > settings.slidesToShow ? count : 0;
  return (
    <section
      ref={sectionRef}
      className={styles.slider}
      aria-labelledby={titleId}
      aria-roledescription={t('catalog.slider.carousel')}
      data-testid={testId}
      data-slides={settings.slidesToShow}
      data-autoplay={settings.autoplayMs === null ? 'off' : running ? 'running' : 'paused'}
      style={{ '--slides': settings.slidesToShow } as React.CSSProperties}
      onPointerEnter={wake}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        wake();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={carousel.head}>
        <h2 id={titleId} className={carousel.title}>
          {title}
        </h2>
        <div className={carousel.controls}>
          {settings.autoplayMs !== null ? (
            <button
              type="button"
              className={styles.control}
              onClick={() => setStopped((s) => !s)}
              aria-label={stopped ? t('catalog.slider.play') : t('catalog.slider.pause')}
              data-testid="slider-play-pause"
            >
              <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                {stopped ? (
                  <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
                ) : (
                  <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
                )}
              </svg>
            </button>
          ) : null}
          <SliderArrows
            className={styles.control}
            onPrevious={() => withCarousel((c) => c.scrollPrev())}
            onNext={() => withCarousel((c) => c.scrollNext())}
            labels={{ previous: t('catalog.slider.previous'), next: t('catalog.slider.next') }}
            testIdPrefix="slider"
          />
        </div>
      </div>
      <div className={carousel.viewport} ref={viewportRef}>
        <div className={styles.track} aria-live={running ? 'off' : 'polite'}>
          {products.map((product, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group; a fieldset is for form controls
            <div
              key={product.id}
              className={styles.slide}
              role="group"
              aria-roledescription={t('catalog.slider.slide')}
              aria-label={t('catalog.slider.slideOf', { index: index + 1, total: count })}
            >
              <ProductCard product={product} media={settings.slidesToShow > 1 || !wide ? 'wide' : 'feature'} />
            </div>
          ))}
        </div>
      </div>
      {stops > 1 ? (
        <div className={styles.dots}>
          {Array.from({ length: stops }, (_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a snap is its position
              key={index}
              type="button"
              className={styles.dot}
              aria-label={t('catalog.slider.goTo', { index: index + 1, total: stops })}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => withCarousel((c) => c.scrollTo(index))}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
