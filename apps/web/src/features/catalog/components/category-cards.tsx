import type { Category } from '@shop/contract';
import { Link } from 'react-router';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocalize } from '../hooks/use-localize.ts';
import styles from './shop-page.module.css';

/** Every category with its image, description and group links (the `/shop` landing). */
export function CategoryCards({
  categories,
  headingLevel = 2,
}: {
  categories: readonly Category[];
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation();
  const loc = useLocalize();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.categoryCards} data-testid="category-cards">
      {categories.map((category) => (
        <li key={category.id} className={styles.categoryCard}>
          {category.imageFilename ? <Thumbnail file={category.imageFilename} size={88} /> : null}
          <div>
            <Heading className={styles.categoryName}>{loc(category.name)}</Heading>
            <p className={styles.categoryDescription}>{loc(category.description)}</p>
            <ul className={styles.groupChips} aria-label={t('catalog.shop.groupsOf', { category: loc(category.name) })}>
              {category.groups.map((group) => (
                <li key={group.id}>
                  <Link to={`/shop/${group.id}`}>{loc(group.name)}</Link>
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}
