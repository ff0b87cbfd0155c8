import type { Category } from '@shop/contract';
import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { Link } from 'react-router';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useLocalize } from '../hooks/use-localize.ts';
import styles from './category-nav.module.css';

type Props = { categories: readonly Category[]; groupId: number | null };

function Chevron() {
  return (
    <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="m4 6 4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The desktop sidebar (from 768 px): categories as an accordion, each opening its groups. The
 * category of the current group starts open.
 */
export function CategorySidebar({ categories, groupId }: Props) {
  const { t } = useTranslation();
  const loc = useLocalize();
  const current = categories.find((c) => c.groups.some((g) => g.id === groupId));
  return (
    <TitledSection
      as="nav"
      classes={[styles.sidebar, styles.title]}
      title={t('catalog.nav.title')}
      testId="category-sidebar"
    >
      <DisclosureGroup
        allowsMultipleExpanded
        defaultExpandedKeys={current ? [String(current.id)] : []}
        className={styles.accordion}
      >
        {categories.map((category) => (
          <Disclosure key={category.id} id={String(category.id)} className={styles.category}>
            <Heading level={3} className={styles.categoryHeading}>
              <Button slot="trigger" className={styles.trigger}>
                <span>{loc(category.name)}</span>
                <Chevron />
              </Button>
            </Heading>
            <DisclosurePanel className={styles.panel}>
              <ul className={styles.groups}>
                {category.groups.map((group) => (
                  <li key={group.id}>
                    <Link
                      to={`/shop/${group.id}`}
                      className={styles.groupLink}
                      aria-current={group.id === groupId ? 'page' : undefined}
                    >
                      {loc(group.name)}
                    </Link>
                  </li>
                ))}
              </ul>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </TitledSection>
  );
}
