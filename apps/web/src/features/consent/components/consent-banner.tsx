import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useConsentStore } from '../hooks/consent-store.ts';
import styles from './consent.module.css';
import { ConsentButton, ConsentChoiceButtons } from './consent-actions.tsx';

/**
 * The compact bar at the bottom on a first visit. It blocks nothing: the page keeps working,
 * and the bar, last in the page and sticky at the bottom of the window (consent.module.css),
 * takes its own room at the page's end, so that it never hides the last controls. (No script
 * measures it: that would lay the whole page out once more on the first view.) `onIntent` runs
 * when the shopper points at, touches or focuses it (to fetch the settings ahead).
 */
export function ConsentBanner({ onIntent }: { onIntent?: () => void }) {
  const { t } = useTranslation();
  const openSettings = useConsentStore((s) => s.openSettings);

  return (
    <section
      className={styles.banner}
      aria-label={t('cookies.bannerLabel')}
      data-testid="cookie-banner"
      // Its buttons need the script: a page read without it hides the banner (no-script.css).
      data-needs-script=""
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    >
      <div className={styles.bannerInner}>
        <p className={styles.bannerText}>
          {t('cookies.bannerText')}{' '}
          <Link to="/cookieinformation" className={styles.bannerLink}>
            {t('cookies.readMore')}
          </Link>
        </p>
        <ConsentChoiceButtons
          after={
            <ConsentButton variant="quiet" testId="consent-settings" onClick={openSettings}>
              {t('cookies.settings')}
            </ConsentButton>
          }
        />
      </div>
    </section>
  );
}
