import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './checkout.module.css';

/** A numbered checkout step: a section named by its heading. */
export function Step({
  number,
  title,
  name,
  children,
}: {
  number: number;
  title: string;
  name: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.step} aria-labelledby={headingId} data-testid={`checkout-step-${name}`}>
      <h2 id={headingId} className={styles.stepTitle}>
        <span className={styles.stepNumber} aria-hidden="true">
          {number}
        </span>
        <span className="visually-hidden">{t('checkout.stepLabel', { number })} </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
