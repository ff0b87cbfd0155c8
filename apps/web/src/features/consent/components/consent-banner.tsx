import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useConsentStore } from '../hooks/consent-store.ts';
import styles from './consent.module.css';
import { ConsentChoiceButtons } from './consent-actions.tsx';

/**
 * The compact bar at the bottom on a first visit. It blocks nothing: the page keeps working
 * and gets room at its end so that the bar never hides the last controls. `onIntent` runs when
 * the shopper points at, touches or focuses it (to fetch the settings ahead).
 */
export function ConsentBanner({ onIntent }: { onIntent?: () => void }) {
  const { t } = useTranslation();
  const openSettings = useConsentStore((s) => s.openSettings);
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const body = document.body;
    const reserve = () => {
      body.style.paddingBottom = `${banner.offsetHeight}px`;
    };
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
    };
  }, []);

  return (
    <section
      ref={ref}
      className={styles.banner}
      aria-label={t('cookies.bannerLabel')}
      data-testid="cookie-banner"
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
            <button
              type="button"
              className={buttonClass('quiet', false, styles.button)}
              data-testid="consent-settings"
              onClick={openSettings}
            >
              {t('cookies.settings')}
            </button>
          }
        />
      </div>
    </section>
  );
}
