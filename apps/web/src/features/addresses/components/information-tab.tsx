import { Alert } from '../../../components/ui/alert.tsx';
import { currentLanguage, useTranslation } from '../../../lib/i18n.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useCustomer } from '../../../stores/customer.ts';
import { useCountries, useInstallationCountry } from '../api/postal.ts';
import { useAddressTexts } from '../hooks/use-area.ts';
import { AddressEditor } from './address-editor.tsx';
import styles from './addresses.module.css';
import { MissingAddressBanners } from './missing-address-banners.tsx';

/** The account information tab: delivery, postal (non-public shop only) and invoice address. */
export default function InformationTab() {
  const { t } = useTranslation();
  const ready = useAddressTexts();
  const publicTenant = useAuthStore((s) => s.publicTenant);
  const customer = useCustomer();
  const installation = useInstallationCountry();
  const countries = useCountries(currentLanguage());
  const loading = !ready || customer.isPending || installation.isPending;
  return (
    <div data-testid="account-information" className={styles.tab}>
      {loading ? (
        <p className={styles.muted} role="status">
          {ready ? t('addresses.loading') : null}
        </p>
      ) : customer.isError || installation.isError || !customer.data || !installation.data ? (
        <Alert tone="error" title={t('addresses.errorTitle')}>
          {t('addresses.errors.load')}
        </Alert>
      ) : (
        <>
          <MissingAddressBanners showLink={false} />
          <div className={styles.blocks}>
            {(['DELIVERY', 'POSTAL', 'INVOICE'] as const)
              .filter((type) => type !== 'POSTAL' || !publicTenant)
              .map((type) => {
                const c = customer.data;
                const address =
                  type === 'DELIVERY' ? c.deliveryAddress : type === 'POSTAL' ? c.postalAddress : c.invoiceAddress;
                return (
                  <AddressEditor
                    key={type}
                    type={type}
                    address={address}
                    installation={installation.data}
                    countries={countries.data ?? []}
                    countryEditable={publicTenant}
                  />
                );
              })}
          </div>
        </>
      )}
    </div>
  );
}
