import { LIMITS } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.ts';
import { useCheckoutModel } from '../hooks/checkout-model.ts';
import styles from './checkout.module.css';
import { BoundTextField } from './fields.tsx';
import { Step } from './step.tsx';

/** Step 2: contact person, phone and contact e-mail (all required; SPEC.md §5). */
export function ContactStep({ number }: { number: number }) {
  const { t } = useTranslation();
  const { prefix } = useCheckoutModel();
  return (
    <Step number={number} name="contact" title={t('checkout.steps.contact')}>
      <p className={styles.stepIntro}>{t('checkout.contact.intro')}</p>
      <div className={styles.twoColumns}>
        <BoundTextField
          path={`${prefix}.contactPerson`}
          label={t('checkout.contact.contactPerson')}
          maxLength={LIMITS.text}
          autoComplete="name"
          className={styles.wide}
        />
        <BoundTextField
          path={`${prefix}.contactPhoneNumber`}
          label={t('checkout.contact.contactPhoneNumber')}
          maxLength={LIMITS.text}
          type="tel"
          autoComplete="tel"
        />
        <BoundTextField
          path={`${prefix}.contactNotificationInformation`}
          label={t('checkout.contact.contactNotificationInformation')}
          maxLength={LIMITS.email}
          type="email"
          autoComplete="email"
        />
      </div>
    </Step>
  );
}
