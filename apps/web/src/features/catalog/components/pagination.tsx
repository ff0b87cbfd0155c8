import { isValidPage } from '@shop/contract';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './pagination.module.css';

/** Page numbers to show: the first, the last and two around the current one; null marks a gap. */
export function pageItems(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  if (page <= 3) for (let p = 2; p <= Math.min(4, pages); p++) wanted.add(p);
  if (page >= pages - 2) for (let p = Math.max(1, pages - 3); p < pages; p++) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}

type Props = {
  page: number;
  pages: number;
  onChange: (page: number) => void;
  /** The address of a page: the pages are then links, which also work without JavaScript. */
  hrefOf?: (page: number) => string;
};

type TargetProps = {
  target: number;
  hrefOf: ((page: number) => string) | undefined;
  go: (page: number) => void;
  disabled?: boolean;
  children: ReactNode;
} & Pick<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'aria-label' | 'aria-current'> & {
    'data-testid'?: string;
  };

/** A page to go to: a link where the listing has addresses for its pages, else a button. */
function PageTarget({ target, hrefOf, go, disabled = false, children, ...props }: TargetProps) {
  if (!hrefOf || disabled) {
    return (
      <button type="button" {...props} onClick={() => go(target)} disabled={disabled}>
        {children}
      </button>
    );
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // A plain click changes the page in place; with a modifier the browser opens the link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(target);
  };
  return (
    <a href={hrefOf(target)} {...props} onClick={onClick}>
      {children}
    </a>
  );
}

/** Previous, page numbers and next. A page outside 1..pages is ignored (SPEC.md §5). */
export function Pagination({ page, pages, onChange, hrefOf }: Props) {
  const { t } = useTranslation();
  const go = (target: number) => {
    if (target !== page && isValidPage(target, pages)) onChange(target);
  };
  return (
    <nav className={styles.pagination} aria-label={t('catalog.pagination.label')} data-testid="pagination">
      <PageTarget
        target={page - 1}
        hrefOf={hrefOf}
        go={go}
        className={styles.step}
        disabled={page <= 1}
        data-testid="pagination-previous"
      >
        <span aria-hidden="true">‹</span> <span className={styles.stepLabel}>{t('catalog.pagination.previous')}</span>
      </PageTarget>
      <ul className={styles.pages}>
        {pageItems(page, pages).map((p, i) =>
          p === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <PageTarget
                target={p}
                hrefOf={hrefOf}
                go={go}
                className={styles.page}
                aria-current={p === page ? 'page' : undefined}
                aria-label={t('catalog.pagination.page', { page: p })}
              >
                <span className="tabular">{p}</span>
              </PageTarget>
            </li>
          ),
        )}
      </ul>
      <PageTarget
        target={page + 1}
        hrefOf={hrefOf}
        go={go}
        className={styles.step}
        disabled={page >= pages}
        data-testid="pagination-next"
      >
        <span className={styles.stepLabel}>{t('catalog.pagination.next')}</span> <span aria-hidden="true">›</span>
      </PageTarget>
    </nav>
  );
}
