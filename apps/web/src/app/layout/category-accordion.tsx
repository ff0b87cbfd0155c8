import { Button, Disclosure, DisclosureGroup, DisclosurePanel, Heading } from 'react-aria-components';
import { NavLink } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './category-accordion.module.css';
import { useCategoryNav } from './category-nav.ts';

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
                <svg className={styles.chevron} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              </Button>
            </Heading>
            <DisclosurePanel className={styles.panel}>
              <ul>
                {c.groups.map((g) => (
                  <li key={g.id}>
                    <NavLink to={g.to} data-testid="menu-group-link" data-group={g.id}>
                      {g.name}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    </section>
  );
}
