import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useConsentStore } from '../hooks/consent-store.ts';
import styles from './consent.module.css';

type ButtonProps = {
  variant: Parameters<typeof buttonClass>[0];
  testId: string;
  onClick: () => void;
  children: ReactNode;
};

/** One button of the consent choices (banner and modal). */
export function ConsentButton({ variant, testId, onClick, children }: ButtonProps) {
  return (
    <button type="button" className={buttonClass(variant, false, styles.button)} data-testid={testId} onClick={onClick}>
      {children}
    </button>
  );
}

/** Decline all and accept all; the modal puts 'Save' between them, the banner 'Settings' after. */
export function ConsentChoiceButtons({ middle, after }: { middle?: ReactNode; after?: ReactNode }) {
  const { t } = useTranslation();
  const choose = useConsentStore((s) => s.choose);
  return (
    <div className={styles.buttons}>
      <ConsentButton variant="secondary" testId="consent-decline" onClick={() => choose('declined')}>
        {t('cookies.declineAll')}
      </ConsentButton>
      {middle}
      <ConsentButton variant="primary" testId="consent-accept" onClick={() => choose('accepted')}>
        {t('cookies.acceptAll')}
      </ConsentButton>
      {after}
    </div>
  );
}
