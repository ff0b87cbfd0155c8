import { useTranslation } from '../../../lib/i18n.ts';
import { useConsentStore } from '../hooks/consent-store.ts';

/** 'Cookie settings' (footer): opens the cookie settings modal again. */
export function CookieSettingsButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const openSettings = useConsentStore((s) => s.openSettings);
  return (
    <button
      type="button"
      className={className}
      data-testid="cookie-settings-button"
      aria-haspopup="dialog"
      onClick={openSettings}
    >
      {t('footer.cookieSettings')}
    </button>
  );
}
