import type { HTMLAttributes, ReactNode } from 'react';
import styles from './alert.module.css';

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  tone: 'error' | 'success' | 'info';
  title?: ReactNode;
  children: ReactNode;
};

/** A message block: errors are announced at once (role="alert"), successes politely (role="status"). */
export function Alert({ tone, title, children, className, ...rest }: Props) {
  return (
    <div
      role={tone === 'error' ? 'alert' : tone === 'success' ? 'status' : undefined}
      className={[styles.alert, styles[tone], className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    >
      <div className={styles.body}>
        {title ? <strong className={styles.title}>{title}</strong> : null}
        {children}
      </div>
    </div>
  );
}
