import { hasPermission } from '@shop/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useId } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Button } from '../components/ui/button.tsx';
import { LanguageSwitch, signOut } from '../features/auth/index.ts';
import { useTranslation } from '../lib/i18n.ts';
import { page } from '../lib/page-data.ts';
import { type AdminSession, updateSession } from '../lib/session.ts';
import styles from './shell.module.css';

function TenantSwitch({ session }: { session: AdminSession }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  return (
    <span className={styles.tenant}>
      <label htmlFor={id}>{t('shell.shop')}</label>
      <select
        id={id}
        value={session.tenant}
        onChange={(e) => {
          updateSession({ tenant: Number(e.currentTarget.value) });
          client.clear();
          // Another shop's order or customer numbers mean nothing here: start from its orders.
          navigate('/orders');
        }}
      >
        {session.tenants.map((tenant) => (
          <option key={tenant.id} value={tenant.id}>
            {tenant.name} ({tenant.id})
          </option>
        ))}
      </select>
    </span>
  );
}

/** The frame of every signed-in page: which shop, where to go, who is signed in. */
export function Shell({ session }: { session: AdminSession }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const shopName = session.tenants.find((x) => x.id === session.tenant)?.name ?? page().name;
  const superadmin = session.roles.includes('SUPERADMIN');
  const storeRequests =
    hasPermission(session.roles, 'stores:write') && page().storeAccountTenants.includes(session.tenant);
  const link = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);
  return (
    <div className={styles.frame}>
      <a href="#main" className={styles.skip}>
        {t('shell.skip')}
      </a>
      <header className={styles.header}>
        <div className={styles.bar}>
          <p className={styles.brand}>
            <span className={styles.shopName} data-testid="shop-name">
              {shopName}
            </span>
            <span className={styles.product}>{t('shell.title')}</span>
          </p>
          <nav aria-label={t('shell.navigation')} className={styles.nav}>
            <NavLink to="/orders" className={link}>
              {t('shell.orders')}
            </NavLink>
            <NavLink to="/customers" className={link}>
              {t('shell.customers')}
            </NavLink>
            {storeRequests ? (
              <NavLink to="/store-requests" className={link}>
                {t('shell.storeRequests')}
              </NavLink>
            ) : null}
            {hasPermission(session.roles, 'catalog:read') ? (
              <>
                <NavLink to="/catalog" className={link}>
                  {t('catalog.nav')}
                </NavLink>
                <NavLink to="/campaigns" className={link}>
                  {t('home.nav')}
                </NavLink>
                <NavLink to="/content" className={link}>
                  {t('content.nav')}
                </NavLink>
              </>
            ) : null}
            {hasPermission(session.roles, 'catalog:write') ? (
              <NavLink to="/import" className={link}>
                {t('import.nav')}
              </NavLink>
            ) : null}
            {hasPermission(session.roles, 'settings:read') ? (
              <NavLink to="/settings" className={link}>
                {t('settings.nav')}
              </NavLink>
            ) : null}
          </nav>
          <div className={styles.user}>
            {superadmin && session.tenants.length > 1 ? <TenantSwitch session={session} /> : null}
            <div className={styles.language}>
              <LanguageSwitch />
            </div>
            <span className={styles.username} title={session.username}>
              {session.username}
            </span>
            <Button
              variant="quiet"
              onPress={async () => {
                await signOut();
                client.clear();
              }}
            >
              {t('shell.signOut')}
            </Button>
          </div>
        </div>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<p className={styles.loading}>{t('common.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
