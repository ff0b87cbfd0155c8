import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { telHref } from '../../lib/contact.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useTenant } from '../../lib/tenant.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { useRouteState } from '../use-route-state.ts';
import { CustomerTypeToggle } from './customer-type-toggle.tsx';
import styles from './header.module.css';
import { AccountActions, CartLink, QuickOrderLink, SiteNavLinks } from './header-actions.tsx';
import { LanguageLinks } from './language-links.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SearchBox } from './search-box.tsx';

/**
 * Sticky header: service bar (languages, customer type), logo, search, account and cart, and
 * the main navigation. Under 768 px the secondary parts move into the slide menu. A guest of
 * the non-public tenant and a customer who must pick a store see no search, navigation or cart.
 */
export function Header() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const state = useRouteState();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const storePending = !state.publicTenant && state.loggedIn && state.showStoreList;
  const loginFirst = !state.publicTenant && !state.loggedIn;
  const shopping = !storePending && !loginFirst;

  return (
    <header className={styles.header} data-testid="header" data-layout={desktop ? 'desktop' : 'mobile'}>
      {desktop ? (
        <div className={styles.topBar}>
          <div className={styles.container}>
            <p className={styles.service}>
              {t('footer.customerService')}: <a href={telHref(tenant.contact.phone)}>{tenant.contact.phone}</a>
              {' · '}
              <a href={`mailto:${tenant.contact.email}`}>{tenant.contact.email}</a>
            </p>
            <div className={styles.topControls}>
              <CustomerTypeToggle />
              <LanguageLinks fitToBar />
            </div>
          </div>
        </div>
      ) : null}
      <div className={styles.mainBar}>
        <div className={`${styles.container} ${styles.mainRow}`}>
          {desktop ? null : <MobileMenu shopping={shopping} showAccount={!storePending} />}
          <Link
            to="/"
            className={styles.logoLink}
            data-testid="site-logo"
            aria-label={t('header.homeLink', { name: tenant.name })}
          >
            <Logo variant={tenant.theme.variant} name={tenant.name} />
          </Link>
          {shopping && desktop ? <SearchBox /> : <span className={styles.spacer} />}
          <div className={styles.actions}>
            {desktop ? <AccountActions showAccount={!storePending} /> : null}
            {/* On phones the link is in the menu: the bar keeps its room for the logo and the cart. */}
            {shopping && desktop ? <QuickOrderLink /> : null}
            {shopping ? <CartLink /> : null}
          </div>
        </div>
        {shopping && !desktop ? (
          <div className={styles.searchRow}>
            <SearchBox />
          </div>
        ) : null}
      </div>
      {shopping && desktop ? (
        <nav className={styles.navBar} aria-label={t('header.mainNavigation')}>
          <div className={styles.container}>
            <SiteNavLinks className={styles.navList} productsMenu />
          </div>
        </nav>
      ) : null}
    </header>
  );
}
