import { Button } from '../../../components/ui/button.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../../consent/index.ts';
import styles from './content.module.css';
import { LoadedContentPage, ParagraphsSection } from './content-page.tsx';
import { CookieTable, ProcessingTable } from './cookie-tables.tsx';

/** Privacy notice and cookie information, as the shop keeps it, with the cookie settings button. */
export default function CookieInformationPage() {
  const { t } = useTranslation();
  return (
    <LoadedContentPage page="cookies" testId="page-cookieinformation">
      {(body, fill) => (
        <>
          <TitledSection classes={[styles.prose, undefined]} title={t('content.cookies.controllerTitle')}>
            <p>{fill(body.controller)}</p>
          </TitledSection>
          {body.processing.length > 0 ? (
            <TitledSection classes={[styles.section, undefined]} title={t('content.cookies.processingTitle')}>
              <ProcessingTable rows={body.processing} fill={fill} />
            </TitledSection>
          ) : null}
          <ParagraphsSection
            texts={body.rights}
            fill={fill}
            title={t('content.cookies.rightsTitle')}
            className={`${styles.section} ${styles.prose}`}
          />
          <TitledSection classes={[styles.section, undefined]} title={t('content.cookies.cookiesTitle')}>
            <p className={styles.prose}>{fill(body.cookiesIntro)}</p>
            <CookieTable rows={body.cookies} fill={fill} />
          </TitledSection>
          <TitledSection
            classes={[`${styles.card} ${styles.tinted} ${styles.prose}`, undefined]}
            title={t('content.cookies.settingsTitle')}
          >
            <p>{t('content.cookies.settingsText')}</p>
            <Button variant="secondary" onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}>
              {t('content.cookies.settingsButton')}
            </Button>
          </TitledSection>
        </>
      )}
    </LoadedContentPage>
  );
}
