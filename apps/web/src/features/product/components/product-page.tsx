import { localize, type Product } from '@shop/contract';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PageProps } from '../../../app/pages.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useGroups, useProduct } from '../../catalog/index.ts';
import { parseProductId } from '../hooks/product-helpers.ts';
import { ImageGallery } from './image-gallery.tsx';
import styles from './product-page.module.css';
import { ProductPanels } from './product-panels.tsx';
import { ProductSkeleton } from './product-skeleton.tsx';
import { PurchasePanel } from './purchase-panel.tsx';
import { RelatedSlider } from './related-slider.tsx';

function Breadcrumb({ product }: { product: Product }) {
  const { t, i18n } = useTranslation();
  const groups = useGroups();
  const group = groups.data?.find((g) => g.id === product.groupId);
  return (
    <nav aria-label={t('product.breadcrumb')} className={styles.breadcrumb} data-testid="breadcrumb">
      <ol>
        <li>
          <Link to="/shop">{t('product.shop')}</Link>
        </li>
        {group ? (
          <li>
            <Link to={`/shop/${group.id}`}>{localize(group.name, i18n.language)}</Link>
          </li>
        ) : null}
        <li>
          <span aria-current="page">{localize(product.name, i18n.language)}</span>
        </li>
      </ol>
    </nav>
  );
}

function ProductView({ product }: { product: Product }) {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const name = localize(product.name, lang);
  const description = localize(product.description, lang);
  const images =
    product.images.length > 0 ? product.images.map((i) => i.fileName) : product.image ? [product.image] : [];
  return (
    <>
      <Breadcrumb product={product} />
      <div className={styles.layout}>
        <div className={styles.media}>
          <ImageGallery key={product.id} images={images} name={name} />
        </div>
        <div className={styles.summary}>
          <PageHeading className={styles.title}>{name}</PageHeading>
          {description ? <p className={styles.lead}>{description}</p> : null}
          <PurchasePanel key={product.id} product={product} />
        </div>
      </div>
      <div className={styles.panels}>
        <ProductPanels product={product} />
      </div>
      <RelatedSlider key={product.id} products={product.related} />
    </>
  );
}

/** The product page `/article/{id}`; a malformed or missing id shows the not-found page. */
export default function ProductPage({ match }: PageProps<'article'>) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = parseProductId(match.id);
  const query = useProduct(id);
  const answer = query.data;
  const missing = id === null || answer?.nonExistant === true;
  const product = answer && answer.nonExistant === false ? answer : null;
  useDocumentTitle(product ? localize(product.name, i18n.language) : t('pages.article'));

  useEffect(() => {
    if (missing) void navigate('/404', { replace: true });
  }, [missing, navigate]);

  return (
    <div data-testid="page-article" data-id={match.id} className={styles.page}>
      {product ? (
        <ProductView product={product} />
      ) : query.isError ? (
        <>
          <PageHeading>{t('pages.article')}</PageHeading>
          <Alert tone="error">
            {t('errors.error')}{' '}
            <Button variant="link" onClick={() => void query.refetch()}>
              {t('app.retry')}
            </Button>
          </Alert>
        </>
      ) : (
        <ProductSkeleton />
      )}
    </div>
  );
}
