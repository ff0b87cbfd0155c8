import { HOME_CAMPAIGNS, RECOMMENDED_COUNT } from '@shop/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useCampaigns, useProducts } from '../api/index.ts';
import styles from './home-page.module.css';
import { CampaignSpots, HeroBanner, Promotions } from './home-sections.tsx';
import { ProductGrid, ProductGridSkeleton } from './product-grid.tsx';

/** The slider sits below the fold: its code (and the carousel library) loads after the page. */
const ProductSlider = lazy(() => import('./product-slider.tsx').then((m) => ({ default: m.ProductSlider })));

/**
 * True once the page has loaded (images included) and the browser has a quiet moment: the time
 * for parts below the fold, so that they take nothing from the first view.
 */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(() => setReady(true), { timeout: 1000 });
        cancel = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(() => setReady(true), 200);
        cancel = () => clearTimeout(id);
      }
    };
    if (document.readyState === 'complete') whenIdle();
    else window.addEventListener('load', whenIdle, { once: true });
    return () => {
      window.removeEventListener('load', whenIdle);
      cancel();
    };
  }, []);
  return ready;
}

/** Products in the home slider. */
export const SLIDER_PRODUCTS = 9;

/**
 * Home (SPEC.md §2): banner, up to 4 recommended products ('In focus'), promotions, campaign
 * spots (where the tenant shows campaigns) and the product slider.
 */
export default function HomePage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const title = t('pages.home', { name: tenant.name });
  useDocumentTitle(null);
  const recommended = useProducts({ recommended: true, limit: RECOMMENDED_COUNT });
  const campaigns = useCampaigns(HOME_CAMPAIGNS, { enabled: tenant.showCampaigns });
  const range = useProducts({ limit: SLIDER_PRODUCTS, offset: 0, sort: 'position' });
  const sliderTime = useAfterLoad();
  const sliderPlaceholder = <div className={styles.sliderPlaceholder} aria-hidden="true" />;

  return (
    <div data-testid="page-home" className={styles.home}>
      <HeroBanner title={title} />

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

      <Promotions />

      {tenant.showCampaigns && campaigns.data ? <CampaignSpots campaigns={campaigns.data} /> : null}

      {range.data && range.data.length > 0 ? (
        sliderTime ? (
          <Suspense fallback={sliderPlaceholder}>
            <ProductSlider title={t('catalog.home.slider')} products={range.data} variant={tenant.theme.variant} />
          </Suspense>
        ) : (
          sliderPlaceholder
        )
      ) : null}
    </div>
  );
}
