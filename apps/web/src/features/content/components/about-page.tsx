import type { AboutBody } from '@shop/contract';
import { CheckIcon } from '../../../components/ui/icons.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { TitledSection } from '../../../components/ui/titled-section.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useContent } from '../lib/use-content.ts';
import { AboutHero } from './about-hero.tsx';
import styles from './content.module.css';
import { ContentLoader } from './content-loader.tsx';
import { Paragraphs } from './content-page.tsx';
import { ServiceCard } from './service-card.tsx';

/** About us: who runs the shop and what it stands for; the non-public shop adds a hero image. */
export default function AboutPage() {
  const { t } = useTranslation();
  const { profile, fill } = useContent();
  return (
    <ContentLoader page="about">
      {(body) => <AboutContent body={body} hero={profile.aboutHero} variant={profile.about} fill={fill} t={t} />}
    </ContentLoader>
  );
}

function AboutContent({
  body,
  hero,
  variant,
  fill,
  t,
}: {
  body: AboutBody;
  hero: boolean;
  variant: string;
  fill: (text: string) => string;
  t: (key: string) => string;
}) {
  useDocumentTitle(body.title);
  const header = (
    <header className={styles.header}>
      <p className={styles.eyebrow}>{t('content.about.eyebrow')}</p>
      <PageHeading>{body.title}</PageHeading>
      <p className={styles.lead}>{fill(body.lead)}</p>
    </header>
  );
  return (
    <div data-testid="page-about" data-variant={variant} className={styles.page}>
      {hero ? (
        <div className={styles.hero}>
          {header}
          <AboutHero label={t('content.about.heroLabel')} />
        </div>
      ) : (
        header
      )}
      <div className={styles.columns}>
        <div className={styles.main}>
          <Paragraphs texts={body.paragraphs} fill={fill} />
          {body.values.length > 0 ? (
            <TitledSection classes={[styles.section, undefined]} title={body.valuesTitle}>
              <ul className={styles.cards}>
                {body.values.map((v, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cards have no identity but their place
                  <li key={i} className={styles.card}>
                    <h3>{v.heading}</h3>
                    <p>{fill(v.text)}</p>
                  </li>
                ))}
              </ul>
            </TitledSection>
          ) : null}
        </div>
        <aside className={styles.cards} aria-labelledby="about-facts">
          <section className={styles.card}>
            <h2 id="about-facts">{body.factsTitle}</h2>
            <ul className={styles.checks}>
              {body.facts.map((f, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: facts have no identity but their place
                <li key={i}>
                  <CheckIcon size={20} />
                  <span>{fill(f)}</span>
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
