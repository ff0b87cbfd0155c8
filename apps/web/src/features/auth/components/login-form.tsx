import { type LoginBody, LoginBodySchema } from '@shop/contract';
import { useState } from 'react';
import { UsernameField } from '../../../components/ui/account-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fieldErrorText, zodMessageKeys } from '../../../lib/form-errors.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { login } from '../../../stores/auth-store.ts';
import styles from './login-page.module.css';

/** Login refusals with a text of their own; anything else reads as error_login. */
const LOGIN_ERRORS = ['login_failed', 'error_login_cust', 'error_login', 'too_many_attempts'] as const;

function loginErrorKey(error: unknown): (typeof LOGIN_ERRORS)[number] {
  const code = error instanceof ApiError ? error.operationError : null;
  return (LOGIN_ERRORS as readonly (string | null)[]).includes(code)
    ? (code as (typeof LOGIN_ERRORS)[number])
    : 'error_login';
}

/** Username and password with inline 'Required' errors and the login error alert above. */
export function LoginForm() {
  const { t } = useTranslation();
  const [loginError, setLoginError] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useSchemaForm<LoginBody>(LoginBodySchema, zodMessageKeys, {
    username: '',
    password: '',
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setLoginError(null);
    try {
      await login(values);
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        for (const fe of error.fieldErrors) {
          if (fe.field === 'username' || fe.field === 'password') setError(fe.field, { message: fe.message });
        }
        return;
      }
      setLoginError(loginErrorKey(error));
    }
  });

  return (
    <>
      {loginError ? (
        <Alert tone="error" title={t('login.errorTitle')} data-testid="login-error">
          <p>{t(`login.${loginError}`)}</p>
        </Alert>
      ) : null}
      {/* method="post": sent before the app runs the page (a server-rendered login page), the
          form would otherwise put the password in the address; the server answers such a post
          with the page again (web.routes.ts). */}
      <form
        data-testid="login-form"
        method="post"
        className={styles.form}
        noValidate
        onSubmit={onSubmit}
        aria-busy={isSubmitting}
      >
        <UsernameField
          label={t('login.username')}
          error={fieldErrorText(t, errors.username?.message)}
          {...register('username')}
        />
        <TextField
          label={t('login.password')}
          type="password"
          autoComplete="current-password"
          error={fieldErrorText(t, errors.password?.message)}
          {...register('password')}
        />
        <Button type="submit" block disabled={isSubmitting}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </>
  );
}
