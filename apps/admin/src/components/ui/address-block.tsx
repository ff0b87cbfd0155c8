import { addressLines } from '@shop/contract';
import { useTranslation } from '../../lib/i18n.ts';
import styles from './ui.module.css';

/** A stored address written as its country writes it (the contract's `addressLines`). */
export function AddressBlock({ title, address }: { title: string; address: Record<string, string | null> | null }) {
  const { t } = useTranslation();
  const lines = addressLines(address);
  return (
    <div>
      <h3 className={styles.label}>{title}</h3>
      {lines.length === 0 ? (
        <p className={`${styles.muted} ${styles.address}`}>{t('address.none')}</p>
      ) : (
        <address className={styles.address}>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address, in their order
            <div key={i}>{line}</div>
          ))}
        </address>
      )}
    </div>
  );
}
