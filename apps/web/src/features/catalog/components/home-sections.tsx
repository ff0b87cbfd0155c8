import {
  type Campaign,
  contentParts,
  fillContent,
  type HOME_PLACEHOLDERS,
  type HomeBody,
  type HomeIcon,
} from '@shop/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ClockIcon, MailIcon, PhoneIcon, ShieldIcon, StarIcon, TruckIcon } from '../../../components/ui/icons.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { telHref } from '../../../lib/contact.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useCategories } from '../api/catalog-calls.ts';
import { useLocalize } from '../hooks/use-localize.ts';
import styles from './home-page.module.css';
import { ProductPrice } from './product-card.tsx';

type HomePlaceholder = (typeof HOME_PLACEHOLDERS)[number];

/** What the home page's texts may name as `{{placeholders}}` (contract HOME_PLACEHOLDERS). */
function useHomeValues(): Record<HomePlaceholder, string> {
  const { name, contact } = useTenant();
  return { name, company: contact.companyName, phone: contact.phone, email: contact.email, hours: contact.hours };
}

/** A text of the home page with its placeholders filled; the phone number and e-mail address as links. */
function HomeText({ text }: { text: string }) {
  const values = useHomeValues();
  return (
    <>
      {contentParts(text).map((part, i) => {
        if (typeof part === 'string') return part;
        const value = values[part.placeholder as HomePlaceholder] ?? '';
        const key = `${part.placeholder}-${i}`;
        if (part.placeholder === 'phone') {
          return (
            <a key={key} href={telHref(value)} className={styles.nowrap}>
              {value}
            </a>
          );
        }
        if (part.placeholder === 'email') {
          return (
            <a key={key} href={`mailto:${value}`}>
              {value}
            </a>
          );
        }
        return value;
      })}
    </>
  );
}

/** A text of the home page with its placeholders filled, as plain text (headings, the page title). */
export function useHomeFill(): (text: string) => string {
  const values = useHomeValues();
  return (text) => fillContent(text, values);
}

/**
 * The banner: shop name, its heading, tagline and the way into the range (texts from the back
 * office), and a few categories.
 */
export function HeroBanner({ content }: { content: HomeBody | undefined }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const loc = useLocalize();
  const fill = useHomeFill();
  const categories = useCategories();
  return (
    <div className={styles.hero} data-testid="home-banner">
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>{tenant.name}</p>
        <PageHeading className={styles.heroTitle}>{content ? fill(content.title) : tenant.name}</PageHeading>
        {content ? (
          <p className={styles.tagline}>
            <HomeText text={content.tagline} />
          </p>
        ) : (
          <p className={`${styles.tagline} ${styles.taglinePending}`} aria-hidden="true" />
        )}
        <div className={styles.heroActions}>
          <Link to="/shop" className={`${buttonClass('primary')} ${styles.heroCta}`} data-testid="home-cta">
            {content ? fill(content.cta) : t('catalog.home.allProducts')}
          </Link>
        </div>
      </div>
      {categories.data && categories.data.length > 0 ? (
        <nav className={styles.heroCategories} aria-label={t('catalog.home.categories')}>
          <p className={styles.heroCategoriesTitle} aria-hidden="true">
            {t('catalog.home.categories')}
          </p>
          <ul>
            {categories.data.slice(0, 6).map((c) => {
              const first = c.groups[0];
              return (
                <li key={c.id}>
                  <Link to={first ? `/shop/${first.id}` : '/shop'}>{loc(c.name)}</Link>
                </li>
              );
            })}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}

const ICONS: Record<HomeIcon, (p: { className?: string }) => ReactNode> = {
  truck: TruckIcon,
  phone: PhoneIcon,
  mail: MailIcon,
  shield: ShieldIcon,
  clock: ClockIcon,
  star: StarIcon,
};

/** Why buy here: the promotions the back office lists (shipping, service, payment in the demo shops). */
export function Promotions({ content }: { content: HomeBody }) {
  const fill = useHomeFill();
  if (content.promotions.length === 0) return null;
  return (
    <section className={styles.promotions} aria-labelledby="home-promotions" data-testid="home-promotions">
      <h2 id="home-promotions" className="visually-hidden">
        {fill(content.promotionsTitle)}
      </h2>
      <ul>
        {content.promotions.map((promotion, i) => {
          const PromoIcon = ICONS[promotion.icon];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: promotions are identified by their place
            <li key={i}>
              <PromoIcon className={styles.promoIcon} />
              <div>
                <h3>{fill(promotion.title)}</h3>
                <p>
                  <HomeText text={promotion.text} />
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Campaign spots: each campaign with its products (SPEC.md §2; not where the tenant hides them). */
export function CampaignSpots({ campaigns }: { campaigns: readonly Campaign[] }) {
  const { t } = useTranslation();
  const loc = useLocalize();
  if (campaigns.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-campaigns" data-testid="campaign-spots">
      <h2 id="home-campaigns">{t('catalog.home.campaigns')}</h2>
      <ul className={styles.campaigns}>
        {campaigns.map((campaign) => (
          <li key={campaign.id} className={styles.campaign} data-testid="campaign-spot">
            <h3 className={styles.campaignName}>{loc(campaign.name)}</h3>
            <p className={styles.campaignText}>{loc(campaign.description)}</p>
            <ul className={styles.campaignProducts}>
              {campaign.articleContainers.slice(0, 3).map((product) => (
                <li key={product.id}>
                  {product.image ? <Thumbnail file={product.image} size={56} /> : null}
                  <div>
                    <Link to={`/article/${product.id}`}>{loc(product.name)}</Link>
                    <ProductPrice articles={product.articles} compact />
                  </div>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
