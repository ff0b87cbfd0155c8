import type { ReactNode } from 'react';
import styles from './ui.module.css';

/** A message about what just happened: success and warnings politely, failures at once. */
export function Notice({ tone, children }: { tone: 'success' | 'warning' | 'failure'; children: ReactNode }) {
  return (
    <div className={`${styles.notice} ${styles[tone]}`} role={tone === 'failure' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The place of a page's notices under its heading; it takes no room while it has none. */
export function Notices({ children }: { children?: ReactNode }) {
  return <div className={styles.notices}>{children}</div>;
}
