import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailFormSchema, LIMITS } from '@shop/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { accountErrorText, accountMessageKeys } from '../../../lib/account-form-messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { changeEmail } from '../api/settings-calls.ts';
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ newEmail: string }>({
    resolver: zodResolver(schema, accountMessageKeys),
    defaultValues: { newEmail: '' },
  });

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
        <TextField
          id={`${idPrefix}-new-email`}
          label={t('settings.newEmail')}
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={LIMITS.email}
          aria-required
          error={accountErrorText(t, 'settings', errors.newEmail?.message, { max: LIMITS.email })}
          {...register('newEmail')}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={isSubmitting} data-testid={`${idPrefix}-email-save`}>
          {isSubmitting ? t('settings.saving') : t('settings.saveEmail')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('settings.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
