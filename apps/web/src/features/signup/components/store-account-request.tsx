import { LIMITS, StoreAccountRequestBodySchema, type StoreAccountRequestInput } from '@shop/contract';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { EmailField } from '../../../components/ui/account-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { accountErrorText, accountMessageKeys } from '../../../lib/account-form-messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { postStoreAccountRequest } from '../api/account-calls.ts';
import styles from './signup.module.css';

type Field = keyof StoreAccountRequestInput;

/** The inputs of the form's first row, in order. */
const ROW_FIELDS: readonly {
  field: Field;
  label: string;
  required?: true;
  type?: 'tel';
  autoComplete?: string;
}[] = [
  { field: 'companyName', label: 'signup.companyName', autoComplete: 'organization', required: true },
  { field: 'corporateId', label: 'signup.corporateId', required: true },
  { field: 'contactName', label: 'signup.store.contactName', autoComplete: 'name', required: true },
  { field: 'phone', label: 'signup.store.phone', type: 'tel', autoComplete: 'tel' },
];

/** The non-public shop's account request (user/ajaxCreateStoreAccount), and what happens next. */
export function StoreAccountRequest() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const messageId = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const { register, handleSubmit, setError, formState } = useSchemaForm<StoreAccountRequestInput>(
    StoreAccountRequestBodySchema,
    accountMessageKeys,
    { companyName: '', corporateId: '', contactName: '', email: '', phone: '', message: '' },
  );
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailed(false);
    try {
      await postStoreAccountRequest({ ...values, phone: values.phone || null, message: values.message || null });
      setSentTo(values.email);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        for (const fe of error.fieldErrors) setError(fe.field as Field, { message: fe.message });
        return;
      }
      setFailed(true);
    }
  });

  if (sentTo !== null) {
    return (
      <Alert tone="success" title={t('signup.store.receivedTitle')} data-testid="store-request-received">
        <p>{t('signup.store.next', { email: sentTo })}</p>
        <p>
          <Link to="/">{t('signup.store.back')}</Link>
        </p>
      </Alert>
    );
  }

  const err = (field: Field, max: number = LIMITS.text) =>
    accountErrorText(t, 'signup', errors[field]?.message, { max });
  return (
    <>
      <p className={styles.lead}>{t('signup.store.intro', { shop: tenant.name })}</p>
      <form
        className={styles.card}
        noValidate
        onSubmit={onSubmit}
        data-testid="store-request-form"
        aria-busy={isSubmitting}
      >
        {failed ? (
          <Alert tone="error" title={t('signup.errorTitle')} className={styles.alert} data-testid="signup-error">
            <p>{t('errors.error')}</p>
          </Alert>
        ) : null}
        <div className={styles.row}>
          {ROW_FIELDS.map(({ field, label, required, ...input }) => (
            <TextField
              key={field}
              label={t(label)}
              aria-required={required}
              maxLength={LIMITS.text}
              error={err(field)}
              {...input}
              {...register(field)}
            />
          ))}
        </div>
        <EmailField label={t('signup.email')} error={err('email')} {...register('email')} />
        <div className={styles.textField}>
          <label htmlFor={messageId} className={styles.label}>
            {t('signup.store.message')}
          </label>
          <textarea id={messageId} className={styles.textarea} maxLength={500} rows={4} {...register('message')} />
        </div>
        <p className={styles.choiceHint}>{t('signup.store.whatNext')}</p>
        <Button type="submit" block disabled={isSubmitting} data-testid="store-request-submit">
          {isSubmitting ? t('signup.store.submitting') : t('signup.store.submit')}
        </Button>
      </form>
    </>
  );
}
