import { addressLines, countryLabel } from '@shop/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { ADDRESS_FIELDS, type AddressDraft } from '../lib/checkout-draft.ts';
import type { AddressKind } from './address-modal.tsx';
import styles from './checkout.module.css';

/**
 * An address shown read-only with the button that opens its modal. When the address misses
 * something after 'Finish purchase', the button carries the message (and is where the focus
 * goes first).
 */
export function AddressCard({
  kind,
  address,
  onEdit,
  invalid,
}: {
  kind: AddressKind;
  address: AddressDraft;
  onEdit: () => void;
  invalid: boolean;
}) {
  const { t, i18n } = useTranslation();
  const tenant = useTenant();
  const errorId = useId();
  const empty = ADDRESS_FIELDS.every((f) => f === 'country' || address[f].trim() === '');
  const lines = empty ? [] : addressLines(address, (c) => countryLabel(c, i18n.language), tenant.installationCountry);
  const action = empty ? 'add' : 'edit';
  return (
    <div className={styles.addressCard} data-testid={`${kind}-address-card`} data-invalid={invalid || undefined}>
      {empty ? (
        <p className={styles.muted}>{t('checkout.address.none')}</p>
      ) : (
        <address className={styles.addressText}>
          {lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one address never reorder
            <span key={i}>{line}</span>
          ))}
        </address>
      )}
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {t('checkout.address.incomplete')}
        </p>
      ) : null}
      <Button
        variant="secondary"
        onClick={onEdit}
        aria-describedby={invalid ? errorId : undefined}
        data-invalid={invalid || undefined}
        data-testid={`edit-${kind}-address`}
      >
        {t(`checkout.address.${action}.${kind}`)}
      </Button>
    </div>
  );
}
