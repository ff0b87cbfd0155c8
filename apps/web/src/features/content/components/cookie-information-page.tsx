import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../../consent/index.ts';
import { useContent } from '../lib/use-content.ts';
import styles from './content.module.css';
import { ContentPage } from './content-page.tsx';
import { CookieTable, ProcessingTable } from './cookie-tables.tsx';

/** Privacy notice and cookie information (the Finnish shop carries the short title only). */
export default function CookieInformationPage() {
  const { t } = useTranslation();
  const { profile, values } = useContent();
  return (
    <ContentPage
      title={t(profile.shortCookieTitle ? 'content.cookies.shortTitle' : 'content.cookies.title')}
      intro={t('content.cookies.intro', values)}
      testId="page-cookieinformation"
    >
      <section className={styles.prose} aria-labelledby="privacy-controller">
        <h2 id="privacy-controller">{t('content.cookies.controllerTitle')}</h2>
        <p>{t('content.cookies.controller', values)}</p>
      </section>
      <section className={styles.section} aria-labelledby="privacy-processing">
        <h2 id="privacy-processing">{t('content.cookies.processingTitle')}</h2>
        <ProcessingTable />
      </section>
      <section className={`${styles.section} ${styles.prose}`} aria-labelledby="privacy-rights">
        <h2 id="privacy-rights">{t('content.cookies.rightsTitle')}</h2>
        <p>{t('content.cookies.rights1')}</p>
        <p>{t('content.cookies.rights2')}</p>
      </section>
      <section className={styles.section} aria-labelledby="privacy-cookies">
        <h2 id="privacy-cookies">{t('content.cookies.cookiesTitle')}</h2>
        <p className={styles.prose}>{t('content.cookies.cookiesIntro')}</p>
        <CookieTable />
      </section>
      <section className={`${styles.card} ${styles.tinted} ${styles.prose}`} aria-labelledby="privacy-settings">
        <h2 id="privacy-settings">{t('content.cookies.settingsTitle')}</h2>
        <p>{t('content.cookies.settingsText')}</p>
        <Button variant="secondary" onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}>
          {t('content.cookies.settingsButton')}
        </Button>
      </section>
    </ContentPage>
  );
}
