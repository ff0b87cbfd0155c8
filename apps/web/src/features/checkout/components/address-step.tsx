import { useTranslation } from '../../../lib/i18n.ts';
import { useCheckoutModel } from '../hooks/checkout-model.ts';
import { patchAddress } from '../lib/checkout-draft.ts';
import { AddressBlock } from './address-block.tsx';
import { Step } from './step.tsx';

/** Step 1: the delivery address, or the postal address when the address type is postal. */
export function AddressStep({ number }: { number: number }) {
  const { t } = useTranslation();
  const { prefix } = useCheckoutModel();
  const kind = prefix === 'postalAddress' ? 'postal' : 'delivery';
  return (
    <Step number={number} name="address" title={t(`checkout.steps.${kind}`)}>
      <AddressBlock kind={kind} prefix={prefix} base="address" apply={patchAddress} recipientRequired />
    </Step>
  );
}
