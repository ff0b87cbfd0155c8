import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import type { TermsSection } from '../lib/profile.ts';
import { useContent } from '../lib/use-content.ts';
import { Collapsible, CollapsibleList } from './collapsible.tsx';
import styles from './content.module.css';
import { ContentPage } from './content-page.tsx';
import { ServiceCard } from './service-card.tsx';

/** Paragraph keys of each terms section. */
const PARAGRAPHS: Record<TermsSection, readonly string[]> = {
  contract: ['p1', 'p2'],
  prices: ['p1', 'p2'],
  delivery: ['p1', 'p2'],
  returns: ['p1', 'p2'],
  payment: ['p1', 'p2', 'p3'],
  complaints: ['p1', 'p2'],
  conditions: ['p1', 'p2'],
};

/** Terms and conditions in collapsible sections (no 'general conditions' on the Nordic main shop). */
export default function TermsPage() {
  const { t } = useTranslation();
  const { profile, values } = useContent();
  return (
    <ContentPage title={t('pages.terms')} intro={t('content.terms.intro', values)} testId="page-terms">
      <div className={styles.columns}>
        <div className={styles.main}>
          <CollapsibleList>
            {profile.terms.map((section) => (
              <Collapsible
                key={section}
                id={`terms-${section}`}
                title={t(`content.terms.${section}.title`)}
                testId={`terms-${section}`}
              >
                {PARAGRAPHS[section].map((p) => (
                  <p key={p}>{t(`content.terms.${section}.${p}`, values)}</p>
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
  );
}
