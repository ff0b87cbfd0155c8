import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useCategoryNav } from './category-nav.ts';
import styles from './products-menu.module.css';

function Chevron() {
  return (
    <svg className={styles.chevron} width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * 'Products' in the desktop navigation: a disclosure button that opens a panel with every
 * category and its groups. Escape, a click outside or leaving it with Tab closes it.
 */
export function ProductsMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { key, pathname } = useLocation();
  const { entries, isLoading } = useCategoryNav();

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation closes the panel
  useEffect(() => setOpen(false), [key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <li
      ref={root}
      className={styles.item}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={pathname.startsWith('/shop') ? '' : undefined}
        data-testid="products-menu-button"
        onClick={() => setOpen((o) => !o)}
      >
        {t('nav.shop')}
        <Chevron />
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
                <ul aria-labelledby={`${panelId}-c${c.id}`}>
                  {c.groups.map((g) => (
                    <li key={g.id}>
                      <Link to={g.to} data-testid="products-menu-group" data-group={g.id}>
                        {g.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </div>
    </li>
  );
}
