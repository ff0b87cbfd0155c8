import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useDisclosure } from '../../lib/use-disclosure.ts';
import { useCategoryNav } from './category-nav.ts';
import { GroupLinks } from './group-links.tsx';
import styles from './products-menu.module.css';

/**
 * 'Products' in the desktop navigation: a disclosure button that opens a panel with every
 * category and its groups. Escape, a click outside or leaving it with Tab closes it.
 */
export function ProductsMenu() {
  const { t } = useTranslation();
  const { open, setOpen, panelId, root, closeOnEscape, onBlur, buttonProps } = useDisclosure<HTMLLIElement>();
  const { key, pathname } = useLocation();
  const { entries, isLoading } = useCategoryNav();

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation closes the panel
  useEffect(() => setOpen(false), [key]);

  return (
    <li ref={root} className={styles.item} onKeyDown={closeOnEscape} onBlur={onBlur}>
      <button
        {...buttonProps}
        type="button"
        className={styles.trigger}
        data-active={pathname.startsWith('/shop') ? '' : undefined}
        data-testid="products-menu-button"
      >
        {t('nav.shop')}
        <ChevronDownIcon className={styles.chevron} size={14} strokeWidth={2.2} />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open} data-testid="products-menu">
        <div className={styles.panelInner}>
          <div className={styles.panelHead}>
            <NavLink to="/shop" end className={styles.allLink}>
              {t('nav.allProducts')}
            </NavLink>
          </div>
          {isLoading ? <p className={styles.status}>{t('app.loading')}</p> : null}
          <div className={styles.columns}>
            {entries.map((c) => (
              <div key={c.id} className={styles.column}>
                <p className={styles.categoryName} id={`${panelId}-c${c.id}`}>
                  {c.name}
                </p>
                <GroupLinks groups={c.groups} testId="products-menu-group" labelledBy={`${panelId}-c${c.id}`} />
              </div>
            ))}
          </div>
        </div>
      </div>
    </li>
  );
}
