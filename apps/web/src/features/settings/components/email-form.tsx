import { changeEmailFormSchema, LIMITS } from '@shop/contract';
import { useMemo } from 'react';
import { EmailField } from '../../../components/ui/account-fields.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { accountErrorText, accountMessageKeys } from '../../../lib/account-form-messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { changeEmail } from '../api/settings-calls.ts';
import { FormActions } from './form-actions.tsx';
import styles from './settings.module.css';

type Props = {
  currentEmail: string | null;
  temporaryPassword: boolean;
  /** After a successful save. */
  onSaved: (email: string) => void;
  onCancel?: () => void;
  /** Shown when a save fails without field errors. */
  onFailed: () => void;
  idPrefix: string;
};

/** Change e-mail: the current address read-only (when there is one) and the new one ('Identical'). */
export function EmailForm({ currentEmail, temporaryPassword, onSaved, onCancel, onFailed, idPrefix }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(() => changeEmailFormSchema(currentEmail), [currentEmail]);
  const { register, handleSubmit, setError, formState } = useSchemaForm<{ newEmail: string }>(
    schema,
    accountMessageKeys,
    { newEmail: '' },
  );
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ newEmail }) => {
    try {
      await changeEmail(newEmail, temporaryPassword);
      onSaved(newEmail);
    } catch (error) {
      const fe = error instanceof ApiError ? error.fieldErrors.find((e) => e.field === 'newEmail') : undefined;
      if (fe) setError('newEmail', { message: fe.message }, { shouldFocus: true });
      else onFailed();
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} data-testid={`${idPrefix}-email-form`} aria-busy={isSubmitting}>
      <div className={styles.row}>
        {currentEmail ? (
          <TextField
            id={`${idPrefix}-current-email`}
            label={t('settings.currentEmail')}
            value={currentEmail}
            readOnly
            type="email"
          />
        ) : null}
        <EmailField
          id={`${idPrefix}-new-email`}
          label={t('settings.newEmail')}
          error={accountErrorText(t, 'settings', errors.newEmail?.message, { max: LIMITS.email })}
          {...register('newEmail')}
        />
      </div>
      <FormActions kind="email" idPrefix={idPrefix} saving={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
