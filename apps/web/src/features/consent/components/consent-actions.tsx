import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useConsentStore } from '../hooks/consent-store.ts';
import styles from './consent.module.css';

/** Decline all and accept all; the modal puts 'Save' between them, the banner 'Settings' after. */
export function ConsentChoiceButtons({ middle, after }: { middle?: ReactNode; after?: ReactNode }) {
  const { t } = useTranslation();
  const choose = useConsentStore((s) => s.choose);
  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className={buttonClass('secondary', false, styles.button)}
        data-testid="consent-decline"
        onClick={() => choose('declined')}
      >
        {t('cookies.declineAll')}
      </button>
      {middle}
      <button
        type="button"
        className={buttonClass('primary', false, styles.button)}
        data-testid="consent-accept"
        onClick={() => choose('accepted')}
      >
        {t('cookies.acceptAll')}
      </button>
      {after}
    </div>
  );
}
