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
