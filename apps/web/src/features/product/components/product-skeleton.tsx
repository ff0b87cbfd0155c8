import { useTranslation } from '../../../lib/i18n.ts';
import styles from './product-page.module.css';

/** Placeholder blocks in the page's shape while the product loads. */
export function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="product-loading">
      <p className="visually-hidden" role="status">
        {t('product.loading')}
      </p>
      <div className={`${styles.bone} ${styles.boneCrumb}`} />
      <div className={styles.layout} aria-hidden="true">
        <div className={`${styles.bone} ${styles.boneImage}`} />
        <div className={styles.summary}>
          <div className={`${styles.bone} ${styles.boneTitle}`} />
          <div className={`${styles.bone} ${styles.boneLine}`} />
          <div className={`${styles.bone} ${styles.boneLine}`} />
          <div className={`${styles.bone} ${styles.boneBlock}`} />
          <div className={`${styles.bone} ${styles.boneBlock}`} />
        </div>
      </div>
    </div>
  );
}
