import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useContent } from '../lib/use-content.ts';
import { Collapsible, CollapsibleList } from './collapsible.tsx';
import styles from './content.module.css';
import { ContentLoader } from './content-loader.tsx';
import { ContentPage } from './content-page.tsx';
import { ServiceCard } from './service-card.tsx';

/** Terms and conditions in collapsible sections, as the shop keeps them. */
export default function TermsPage() {
  const { t } = useTranslation();
  const { fill } = useContent();
  return (
    <ContentLoader page="terms">
      {(body) => (
        <ContentPage title={body.title} intro={fill(body.intro)} testId="page-terms">
          <div className={styles.columns}>
            <div className={styles.main}>
              <CollapsibleList>
                {body.sections.map((section, i) => (
                  <Collapsible
                    // biome-ignore lint/suspicious/noArrayIndexKey: sections are identified by their place
                    key={i}
                    id={`terms-${i + 1}`}
                    title={fill(section.heading)}
                    testId={`terms-${i + 1}`}
                  >
                    {section.paragraphs.map((p, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
                      <p key={j}>{fill(p)}</p>
                    ))}
                  </Collapsible>
                ))}
              </CollapsibleList>
              <p className={styles.section}>
                <Link to="/cookieinformation">{t('content.terms.privacyLink')}</Link>
              </p>
            </div>
            <aside>
              <ServiceCard />
            </aside>
          </div>
        </ContentPage>
      )}
    </ContentLoader>
  );
}
