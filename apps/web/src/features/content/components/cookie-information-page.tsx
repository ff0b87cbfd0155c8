import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../../consent/index.ts';
import { useContent } from '../lib/use-content.ts';
import styles from './content.module.css';
import { ContentLoader } from './content-loader.tsx';
import { ContentPage } from './content-page.tsx';
import { CookieTable, ProcessingTable } from './cookie-tables.tsx';

/** Privacy notice and cookie information, as the shop keeps it, with the cookie settings button. */
export default function CookieInformationPage() {
  const { t } = useTranslation();
  const { fill } = useContent();
  return (
    <ContentLoader page="cookies">
      {(body) => (
        <ContentPage title={body.title} intro={fill(body.intro)} testId="page-cookieinformation">
          <section className={styles.prose} aria-labelledby="privacy-controller">
            <h2 id="privacy-controller">{t('content.cookies.controllerTitle')}</h2>
            <p>{fill(body.controller)}</p>
          </section>
          {body.processing.length > 0 ? (
            <section className={styles.section} aria-labelledby="privacy-processing">
              <h2 id="privacy-processing">{t('content.cookies.processingTitle')}</h2>
              <ProcessingTable rows={body.processing} fill={fill} />
            </section>
          ) : null}
          {body.rights.length > 0 ? (
            <section className={`${styles.section} ${styles.prose}`} aria-labelledby="privacy-rights">
              <h2 id="privacy-rights">{t('content.cookies.rightsTitle')}</h2>
              {body.rights.map((p, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
                <p key={i}>{fill(p)}</p>
              ))}
            </section>
          ) : null}
          <section className={styles.section} aria-labelledby="privacy-cookies">
            <h2 id="privacy-cookies">{t('content.cookies.cookiesTitle')}</h2>
            <p className={styles.prose}>{fill(body.cookiesIntro)}</p>
            <CookieTable rows={body.cookies} fill={fill} />
          </section>
          <section className={`${styles.card} ${styles.tinted} ${styles.prose}`} aria-labelledby="privacy-settings">
            <h2 id="privacy-settings">{t('content.cookies.settingsTitle')}</h2>
            <p>{t('content.cookies.settingsText')}</p>
            <Button variant="secondary" onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}>
              {t('content.cookies.settingsButton')}
            </Button>
          </section>
        </ContentPage>
      )}
    </ContentLoader>
  );
}
