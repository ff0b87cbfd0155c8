import { type ChangePasswordForm, ChangePasswordFormSchema, LIMITS } from '@shop/contract';
import { PasswordField } from '../../../components/ui/account-fields.tsx';
import { accountErrorText, accountMessageKeys } from '../../../lib/account-form-messages.ts';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { changePassword } from '../api/settings-calls.ts';
import { FormActions } from './form-actions.tsx';
import styles from './settings.module.css';

type Props = {
  onSaved: () => void;
  onCancel?: () => void;
  onFailed: () => void;
  idPrefix: string;
};

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * Change password: current, new and confirm ('Must match', 'Identical'). A wrong current
 * password shows 'Current password is incorrect' and the form stays open; too many of them
 * (429, the account's login limit) show a text asking to wait.
 */
export function PasswordForm({ onSaved, onCancel, onFailed, idPrefix }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, setError, formState } = useSchemaForm<ChangePasswordForm>(
    ChangePasswordFormSchema,
    accountMessageKeys,
    { currentPassword: '', newPassword: '', confirmPassword: '' },
  );
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword({ currentPassword, newPassword });
      onSaved();
    } catch (error) {
      if (errorCode(error) === 'too_many_attempts') {
        // Too many wrong current passwords (they count against the login limit): wait, then retry.
        setError('currentPassword', { message: 'too_many_attempts' }, { shouldFocus: true });
        return;
      }
      const known =
        error instanceof ApiError
          ? error.fieldErrors.filter((e) => (FIELDS as readonly string[]).includes(e.field))
          : [];
      if (known.length === 0) {
        onFailed();
        return;
      }
      known.forEach((e, i) => {
        setError(e.field as (typeof FIELDS)[number], { message: e.message }, { shouldFocus: i === 0 });
      });
    }
  });

  const err = (field: (typeof FIELDS)[number]) =>
    errors[field]?.message === 'too_many_attempts'
      ? t('settings.errors.too_many_attempts')
      : accountErrorText(t, 'settings', errors[field]?.message, {
          max: LIMITS.password,
          password: field === 'newPassword',
        });

  return (
    <form noValidate onSubmit={onSubmit} data-testid={`${idPrefix}-password-form`} aria-busy={isSubmitting}>
      <PasswordField
        id={`${idPrefix}-current-password`}
        label={t('settings.currentPassword')}
        autoComplete="current-password"
        error={err('currentPassword')}
        {...register('currentPassword')}
      />
      <div className={styles.row}>
        <PasswordField
          id={`${idPrefix}-new-password`}
          label={t('settings.newPassword')}
          hint={t('settings.passwordHint')}
          error={err('newPassword')}
          {...register('newPassword')}
        />
        <PasswordField
          id={`${idPrefix}-confirm-password`}
          label={t('settings.confirmPassword')}
          error={err('confirmPassword')}
          {...register('confirmPassword')}
        />
      </div>
      <FormActions kind="password" idPrefix={idPrefix} saving={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
