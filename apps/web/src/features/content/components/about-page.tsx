import { CheckIcon } from '../../../components/ui/icons.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useContent } from '../lib/use-content.ts';
import { AboutHero } from './about-hero.tsx';
import styles from './content.module.css';
import { ServiceCard } from './service-card.tsx';

const VALUES = ['v1', 'v2', 'v3'] as const;
const FACTS = ['f1', 'f2', 'f3', 'f4'] as const;

/** About us: who runs the shop and what it stands for; the non-public shop adds a hero image. */
export default function AboutPage() {
  const { t } = useTranslation();
  const { profile, values } = useContent();
  const title = t('pages.about');
  useDocumentTitle(title);
  const brand = profile.about === 'lab' ? 'lab' : 'sealwise';
  const header = (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{t('content.about.eyebrow')}</p>
      <PageHeading>{title}</PageHeading>
      <p className={styles.lead}>{t(`content.about.intro.${brand}`, values)}</p>
    </header>
  );
  return (
    <div data-testid="page-about" data-variant={profile.about} className={styles.page}>
      {profile.aboutHero ? (
        <div className={styles.hero}>
          {header}
          <AboutHero label={t('content.about.heroLabel')} />
        </div>
      ) : (
        header
      )}
      <div className={styles.columns}>
        <div className={styles.main}>
          <p>{t(`content.about.market.${profile.about}`, values)}</p>
          <section className={styles.section} aria-labelledby="about-values">
            <h2 id="about-values">{t('content.about.valuesTitle')}</h2>
            <ul className={styles.cards}>
              {VALUES.map((v) => (
                <li key={v} className={styles.card}>
                  <h3>{t(`content.about.${v}Title`)}</h3>
                  <p>{t(`content.about.${v}Text`, values)}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
        <aside className={styles.cards} aria-labelledby="about-facts">
          <section className={styles.card}>
            <h2 id="about-facts">{t('content.about.factsTitle')}</h2>
            <ul className={styles.checks}>
              {FACTS.map((f) => (
                <li key={f}>
                  <CheckIcon size={20} />
                  <span>{t(`content.about.${f}`)}</span>
                </li>
              ))}
            </ul>
          </section>
          <ServiceCard />
        </aside>
      </div>
    </div>
  );
}
