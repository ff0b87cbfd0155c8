import { LIMITS } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCheckoutModel } from '../hooks/checkout-model.ts';
import styles from './checkout.module.css';
import { BoundTextField } from './fields.tsx';
import { Step } from './step.tsx';

/** The contact inputs in form order: what they take and what the browser may fill in. */
const CONTACT_INPUTS: readonly {
  field: 'contactPerson' | 'contactPhoneNumber' | 'contactNotificationInformation';
  maxLength: number;
  type?: 'tel' | 'email';
  autoComplete: string;
  wide?: boolean;
}[] = [
  { field: 'contactPerson', maxLength: LIMITS.text, autoComplete: 'name', wide: true },
  { field: 'contactPhoneNumber', maxLength: LIMITS.text, type: 'tel', autoComplete: 'tel' },
  { field: 'contactNotificationInformation', maxLength: LIMITS.email, type: 'email', autoComplete: 'email' },
];

/** Step 2: contact person, phone and contact e-mail (all required; SPEC.md §5). */
export function ContactStep({ number }: { number: number }) {
  const { t } = useTranslation();
  const { prefix } = useCheckoutModel();
  return (
    <Step number={number} name="contact" title={t('checkout.steps.contact')}>
      <p className={styles.stepIntro}>{t('checkout.contact.intro')}</p>
      <div className={styles.twoColumns}>
        {CONTACT_INPUTS.map(({ field, wide, ...input }) => (
          <BoundTextField
            key={field}
            path={`${prefix}.${field}`}
            label={t(`checkout.contact.${field}`)}
            className={wide ? styles.wide : undefined}
            {...input}
          />
        ))}
      </div>
    </Step>
  );
}
