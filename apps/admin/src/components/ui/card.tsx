import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A titled section of a page. */
export function Card({ title, children, className }: { title?: string; children: ReactNode; className?: string }) {
  return (
    <section className={className ? `${styles.card} ${className}` : styles.card}>
      {title ? <h2 className={styles.cardTitle}>{title}</h2> : null}
      {children}
    </section>
  );
}

/** Pairs of a term and its value. */
export function Definitions({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className={styles.definitions}>
      {items.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Badge({ status, children }: { status: string; children: ReactNode }) {
  return (
    <span className={styles.badge} data-status={status}>
      {children}
    </span>
  );
}

export { styles as ui };
