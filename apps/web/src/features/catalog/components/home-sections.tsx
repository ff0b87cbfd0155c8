import type { Campaign } from '@shop/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { MailIcon, PhoneIcon } from '../../../components/ui/icons.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { Thumbnail } from '../../../components/ui/thumbnail.tsx';
import { telHref } from '../../../lib/contact.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useCategories } from '../api/catalog-calls.ts';
import { useLocalize } from '../hooks/use-localize.ts';
import styles from './home-page.module.css';
import { ProductPrice } from './product-card.tsx';

/** The banner: shop name, what it sells, the way into the range and a few categories. */
export function HeroBanner({ title }: { title: string }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const loc = useLocalize();
  const categories = useCategories();
  const lab = tenant.theme.variant === 'lab';
  return (
    <div className={styles.hero} data-testid="home-banner">
      <div className={styles.heroText}>
        <p className={styles.eyebrow}>{tenant.name}</p>
        <PageHeading className={styles.heroTitle}>{title}</PageHeading>
        <p className={styles.tagline}>{lab ? t('catalog.home.taglineLab') : t('catalog.home.tagline')}</p>
        <div className={styles.heroActions}>
          <Link to="/shop" className={`${buttonClass('primary')} ${styles.heroCta}`} data-testid="home-cta">
            {t('catalog.home.cta')}
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

/** One reason to buy here: its heading and text. */
function PromotionText({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3>{title}</h3>
      <p>{children}</p>
    </div>
  );
}

/** Why buy here: shipping, service, payment. */
export function Promotions() {
  const { t } = useTranslation();
  const { contact } = useTenant();
  return (
    <section className={styles.promotions} aria-labelledby="home-promotions" data-testid="home-promotions">
      <h2 id="home-promotions" className="visually-hidden">
        {t('catalog.home.promotions')}
      </h2>
      <ul>
        <li>
          <svg className={styles.promoIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M2 6h11v9H2zM13 9h4l3 3v3h-7z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinejoin="round"
            />
            <circle cx="6" cy="17" r="1.8" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <circle cx="16.5" cy="17" r="1.8" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
          <PromotionText title={t('catalog.home.shippingTitle')}>{t('catalog.home.shippingText')}</PromotionText>
        </li>
        <li>
          <PhoneIcon className={styles.promoIcon} />
          <PromotionText title={t('catalog.home.serviceTitle')}>
            {t('catalog.home.serviceText', { hours: contact.hours })}{' '}
            <a href={telHref(contact.phone)} className={styles.nowrap}>
              {contact.phone}
            </a>
          </PromotionText>
        </li>
        <li>
          <MailIcon className={styles.promoIcon} />
          <PromotionText title={t('catalog.home.invoiceTitle')}>{t('catalog.home.invoiceText')}</PromotionText>
        </li>
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
