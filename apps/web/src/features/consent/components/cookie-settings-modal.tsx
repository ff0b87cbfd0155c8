import { useId } from 'react';
import { Switch } from 'react-aria-components';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useConsentStore } from '../hooks/consent-store.ts';
import styles from './consent.module.css';
import { ConsentButton, ConsentChoiceButtons } from './consent-actions.tsx';

/**
 * The cookie settings: the necessary category alone (always on), and accept all, decline all
 * and save. Escape or the close button leave the stored choice as it was.
 */
export function CookieSettingsModal() {
  const { t } = useTranslation();
  const isOpen = useConsentStore((s) => s.settingsOpen);
  const close = useConsentStore((s) => s.closeSettings);
  const choose = useConsentStore((s) => s.choose);
  const descriptionId = useId();

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('cookies.title')}
      closeLabel={t('cookies.close')}
      testId="cookie-settings"
    >
      <p className={styles.intro}>
        {t('cookies.intro')}{' '}
        <Link to="/cookieinformation" onClick={close}>
          {t('cookies.readMore')}
        </Link>
      </p>
      <div className={styles.category}>
        <div className={styles.categoryHead}>
          <h3>{t('cookies.necessaryTitle')}</h3>
          <Switch
            isSelected
            isDisabled
            className={styles.switch}
            aria-describedby={descriptionId}
            data-testid="consent-necessary"
          >
            <span className={styles.track} aria-hidden="true">
              <span className={styles.thumb} />
            </span>
            <span>{t('cookies.alwaysOn')}</span>
          </Switch>
        </div>
        <p id={descriptionId}>{t('cookies.necessaryText')}</p>
      </div>
      <ConsentChoiceButtons
        middle={
          <ConsentButton variant="secondary" testId="consent-save" onClick={() => choose('necessary')}>
            {t('cookies.save')}
          </ConsentButton>
        }
      />
    </Modal>
  );
}
