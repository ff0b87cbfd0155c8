import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useCustomer } from '../../../stores/customer.ts';
import { usePrivateCustomer } from '../../../stores/customer-type-store.ts';
import { useAddressTexts } from '../hooks/use-area.ts';
import styles from './addresses.module.css';

/**
 * Warnings for a missing delivery, postal (non-public shop only) or invoice address, each with
 * a link to the account information page (SPEC.md §2). Shows nothing for guests. A consumer
 * pays in advance and is never invoiced (SPEC.md §1): no invoice address is missing for one.
 */
export function MissingAddressBanners({ showLink = true }: { showLink?: boolean }) {
  const { t } = useTranslation();
  const ready = useAddressTexts();
  const publicTenant = useAuthStore((s) => s.publicTenant);
  const privateCustomer = usePrivateCustomer(useTenant().businessPrivateToggle);
  const { data: customer } = useCustomer();
  if (!ready || !customer) return null;
  const missing = [
    !customer.deliveryAddress?.recipient ? 'delivery' : null,
    !publicTenant && !customer.postalAddress?.recipient ? 'postal' : null,
    !privateCustomer && !customer.invoiceAddress?.recipient ? 'invoice' : null,
  ].filter((k): k is 'delivery' | 'postal' | 'invoice' => k !== null);
  if (missing.length === 0) return null;
  return (
    <div className={styles.banners} data-testid="missing-address-banners">
      {missing.map((kind) => (
        <div key={kind} className={styles.banner} role="status" data-testid={`missing-${kind}`}>
          <span>{t(`addresses.missing.${kind}`)}</span>
          {showLink ? (
            <Link to="/account/information" className={styles.bannerLink}>
              {t('addresses.missing.link')}
            </Link>
          ) : null}
        </div>
      ))}
    </div>
  );
}
