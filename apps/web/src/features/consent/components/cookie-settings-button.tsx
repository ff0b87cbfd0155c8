import { Button as AriaButton, DialogTrigger } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal.tsx';
import styles from './cookie-settings.module.css';

/**
 * 'Cookie settings' and its modal. The shop stores only what it needs (the cart and the
 * customer type), so the modal lists the necessary category alone.
 */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <DialogTrigger>
      <AriaButton className={className} data-testid="cookie-settings-button">
        {t('footer.cookieSettings')}
      </AriaButton>
      <Modal title={t('cookies.title')} closeLabel={t('cookies.close')} testId="cookie-settings">
        <p>{t('cookies.intro')}</p>
        <div className={styles.category}>
          <h3>{t('cookies.necessaryTitle')}</h3>
          <p>{t('cookies.necessaryText')}</p>
        </div>
      </Modal>
    </DialogTrigger>
  );
}
