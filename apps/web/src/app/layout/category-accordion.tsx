import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './category-accordion.module.css';
import { useCategoryNav } from './category-nav.ts';
import { GroupLinks } from './group-links.tsx';

/** The categories of the slide menu: one expandable section each, its groups as links. */
export function CategoryAccordion() {
  const { t } = useTranslation();
  const { entries, isLoading } = useCategoryNav();
  return (
    <section className={styles.section} aria-labelledby="menu-categories" data-testid="category-accordion">
      <h3 id="menu-categories" className={styles.title}>
        {t('header.categories')}
      </h3>
      {isLoading ? <p className={styles.status}>{t('app.loading')}</p> : null}
      <DisclosureGroup className={styles.group}>
        {entries.map((c) => (
          <Disclosure key={c.id} id={c.id} className={styles.disclosure}>
            <Heading level={4} className={styles.heading}>
              <Button slot="trigger" className={styles.trigger}>
                <span>{c.name}</span>
                <ChevronDownIcon className={styles.chevron} size={16} strokeWidth={2.2} />
              </Button>
            </Heading>
            <DisclosurePanel className={styles.panel}>
              <GroupLinks groups={c.groups} markCurrent testId="menu-group-link" />
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </section>
  );
}
