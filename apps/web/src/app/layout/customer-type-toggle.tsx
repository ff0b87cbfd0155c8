import { useId } from 'react';
import { useTranslation } from '../../lib/i18n.ts';
import { useTenant } from '../../lib/tenant.ts';
import { saveAccountType } from '../../stores/account-type.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { useCustomerTypeStore } from '../../stores/customer-type-store.ts';
import styles from './header.module.css';

/**
 * Business or consumer prices; only where the tenant has the business/private toggle. Signed
 * in, the type is the account's: a change is saved to the account (as in Settings).
 */
export function CustomerTypeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const tenant = useTenant();
  const name = useId();
  const loggedIn = useAuthStore((s) => s.loggedIn);
  const privateCustomer = useCustomerTypeStore((s) => s.privateCustomer);
  const setLocal = useCustomerTypeStore((s) => s.setPrivateCustomer);
  const setPrivateCustomer = (value: boolean) => {
    if (!loggedIn) setLocal(value);
    else saveAccountType(value).catch((error: unknown) => console.error('customer/ajaxChangeCustomerType', error));
  };
  if (!tenant.businessPrivateToggle) return null;
  const options = [
    { value: false, label: t('header.business'), id: 'business' },
    { value: true, label: t('header.consumer'), id: 'consumer' },
  ];
  return (
    <fieldset className={[styles.toggle, className ?? ''].join(' ')} data-testid="customer-type-toggle">
      <legend className="visually-hidden">{t('header.customerType')}</legend>
      {options.map((o) => (
        <label key={o.id} className={styles.toggleOption} data-checked={privateCustomer === o.value ? '' : undefined}>
          <input
            type="radio"
            name={name}
            value={o.id}
            checked={privateCustomer === o.value}
            onChange={() => setPrivateCustomer(o.value)}
          />
          <span>{o.label}</span>
        </label>
      ))}
    </fieldset>
  );
}
