import { HOME_CAMPAIGNS, HOME_SLIDER_PRODUCTS, type ProductSummary, RECOMMENDED_COUNT } from '@shop/contract';
import { startTransition, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCampaigns, useHomeContent, useProducts } from '../api/catalog-calls.ts';
import styles from './home-page.module.css';
import { CampaignSpots, HeroBanner, Promotions, useHomeFill } from './home-sections.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

/** The slider's code (and the carousel library), loaded after the page. */
const loadSlider = () => import('./product-slider.tsx').then((m) => m.ProductSlider);

/**
 * The slider's component once the page has loaded (images included), the browser has had a
 * quiet moment and its code is there: the slider sits below the fold, so it takes nothing from
 * the first view. It then renders as a transition, which yields to the browser every few
 * milliseconds.
 */
function useSliderAfterLoad(): Awaited<ReturnType<typeof loadSlider>> | null {
  const [slider, setSlider] = useState<Awaited<ReturnType<typeof loadSlider>> | null>(null);
  useEffect(() => {
    let live = true;
    let cancel = () => {};
    const show = () => {
      loadSlider().then(
        (component) => {
          if (live) startTransition(() => setSlider(() => component));
        },
        () => {
          // No slider where its code cannot be loaded: the rest of the page stands.
        },
      );
    };
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(show, { timeout: 1000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(show, 200);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return slider;
}

/** The product slider below the fold, in a placeholder of its height until it shows. */
function HomeSlider({ title, products }: { title: string; products: readonly ProductSummary[] }) {
  const tenant = useTenant();
  const Slider = useSliderAfterLoad();
  return Slider ? (
    <Slider title={title} products={products} variant={tenant.theme.variant} />
  ) : (
    <div className={styles.sliderPlaceholder} aria-hidden="true" />
  );
}

/**
 * Home (SPEC.md §2): banner, up to 4 recommended products ('In focus'), promotions, campaign
 * spots (where the tenant shows campaigns) and the product slider. The banner's, promotions' and
 * slider's texts and the slider's products are the shop's own (back office: Pages, Campaigns).
 */
export default function HomePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const fill = useHomeFill();
  useDocumentTitle(null);
  const content = useHomeContent();
  const recommended = useProducts({ recommended: true, limit: RECOMMENDED_COUNT });
  const campaigns = useCampaigns(HOME_CAMPAIGNS, { enabled: tenant.showCampaigns });
  const range = useProducts({ limit: HOME_SLIDER_PRODUCTS, offset: 0, sort: 'position', slider: true });

  return (
    <div data-testid="page-home" className={styles.home}>
      <HeroBanner content={content.data ?? undefined} />

      <section className={styles.section} aria-labelledby="home-in-focus" data-testid="recommended-products">
        <div className={styles.sectionHead}>
          <h2 id="home-in-focus">{t('catalog.home.inFocus')}</h2>
          <Link to="/shop" className={styles.more}>
            {t('catalog.home.allProducts')}
          </Link>
        </div>
        {recommended.isError ? (
          <Alert tone="error">{t('catalog.loadError')}</Alert>
        ) : recommended.data ? (
          <ProductGrid products={recommended.data.slice(0, RECOMMENDED_COUNT)} columns={4} testId="in-focus-grid" />
        ) : (
          <ProductGridSkeleton count={RECOMMENDED_COUNT} />
        )}
      </section>

      {content.data ? <Promotions content={content.data} /> : null}

      {tenant.showCampaigns && campaigns.data ? <CampaignSpots campaigns={campaigns.data} /> : null}

      {range.data && range.data.length > 0 && content.data ? (
        <HomeSlider title={fill(content.data.sliderTitle)} products={range.data} />
      ) : null}
    </div>
  );
}
