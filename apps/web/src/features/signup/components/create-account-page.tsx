import {
  allowedCustomerTypes,
  type CreateAccountInput,
  checkOrganisationNumber,
  createAccountFormSchema,
  LIMITS,
} from '@shop/contract';
import { useMemo, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { EmailField, PasswordField } from '../../../components/ui/account-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { PageHeading } from '../../../components/ui/page-heading.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { accountErrorText, accountMessageKeys } from '../../../lib/account-form-messages.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { writeUser } from '../../../lib/storage.ts';
import { useTenant } from '../../../lib/tenant.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useCustomerTypeStore } from '../../../stores/customer-type-store.ts';
import { useOrganisationNumberHint } from '../../addresses/index.ts';
import { AccountCallError, postCreateAccount } from '../api/account-calls.ts';
import styles from './signup.module.css';
import { StoreAccountRequest } from './store-account-request.tsx';

const FIELDS = ['customerType', 'email', 'password', 'passwordConfirm', 'companyName', 'corporateId'] as const;
type Field = (typeof FIELDS)[number];

/** Where a server error belongs: a field containing 'username' is the e-mail (SPEC.md §8). */
function fieldOf(serverField: string): Field | null {
  if (serverField.toLowerCase().includes('username')) return 'email';
  return (FIELDS as readonly string[]).includes(serverField) ? (serverField as Field) : null;
}

/** Takes the session of a new account exactly as a login does, without a second password check. */
function signIn(user: Parameters<typeof writeUser>[0]): void {
  writeUser(user);
  useAuthStore.setState({ loggedIn: true, username: user.username, showStoreList: false });
  void queryClient.invalidateQueries();
}

function CreateAccountForm() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const types = allowedCustomerTypes(tenant.businessPrivateToggle);
  // The corporate id has the format of the shop's country (Finnish business id, Danish CVR), as the server checks.
  const schema = useMemo(
    () =>
      createAccountFormSchema(tenant.businessPrivateToggle).superRefine((body, ctx) => {
        if (body.customerType !== 'business') return;
        const wrong = checkOrganisationNumber(body.corporateId, tenant.installationCountry, 'corporateId');
        if (wrong) ctx.addIssue({ code: 'custom', path: ['corporateId'], message: wrong.message });
      }),
    [tenant.businessPrivateToggle, tenant.installationCountry],
  );
  const corporateIdHint = useOrganisationNumberHint(tenant.installationCountry);
  const [formError, setFormError] = useState<string[] | null>(null);
  const [created, setCreated] = useState(false);
  const { register, handleSubmit, watch, setError, formState } = useSchemaForm<CreateAccountInput>(
    schema,
    accountMessageKeys,
    {
      customerType: 'business',
      email: '',
      password: '',
      passwordConfirm: '',
      companyName: '',
      corporateId: '',
      newsletter: false,
    },
  );
  const { errors, isSubmitting } = formState;
  const customerType = watch('customerType');
  const business = customerType === 'business';

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const user = await postCreateAccount({ ...values, corporateId: business ? values.corporateId : null });
      signIn(user);
      // The chosen type decides how prices show from now on (SPEC.md §4: chosen first, remembered).
      if (tenant.businessPrivateToggle) useCustomerTypeStore.getState().setPrivateCustomer(!business);
      setCreated(true);
    } catch (error) {
      if (error instanceof AccountCallError) {
        const general: string[] = [];
        let focus = true;
        for (const e of error.errors) {
          const field = fieldOf(e.field);
          const message = e.field.toLowerCase().includes('username') ? 'email_in_use' : e.message;
          if (field) {
            setError(field, { message }, { shouldFocus: focus });
            focus = false;
          } else general.push(accountErrorText(t, 'signup', message) ?? message);
        }
        if (general.length > 0) setFormError(general);
        return;
      }
      const code = error instanceof ApiError ? error.operationError : null;
      setFormError([code === 'too_many_attempts' ? t('signup.errors.too_many_attempts') : t('errors.error')]);
    }
  });

  const err = (field: Field, password = false) =>
    accountErrorText(t, 'signup', errors[field]?.message, { max: LIMITS.text, password });

  if (created) return <Navigate to="/" replace />;
  return (
    <form className={styles.card} noValidate onSubmit={onSubmit} data-testid="signup-form" aria-busy={isSubmitting}>
      {formError ? (
        <Alert tone="error" title={t('signup.errorTitle')} className={styles.alert} data-testid="signup-error">
          {formError.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </Alert>
      ) : null}
      {types.length > 1 ? (
        <fieldset className={styles.choices} data-testid="signup-customer-type">
          <legend className={styles.legend}>{t('signup.customerType')}</legend>
          <div className={styles.choiceRow}>
            {types.map((type) => (
              <label key={type} className={styles.choice} data-checked={customerType === type || undefined}>
                <input type="radio" className={styles.radio} value={type} {...register('customerType')} />
                <span className={styles.choiceText}>
                  <span className={styles.choiceLabel}>{t(`signup.${type}`)}</span>
                  <span className={styles.choiceHint}>{t(`signup.${type}Hint`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div className={styles.row}>
        <TextField
          label={business ? t('signup.companyName') : t('signup.name')}
          autoComplete={business ? 'organization' : 'name'}
          maxLength={LIMITS.text}
          aria-required
          error={err('companyName')}
          {...register('companyName')}
        />
        {business ? (
          <TextField
            label={t('signup.corporateId')}
            hint={corporateIdHint}
            maxLength={LIMITS.text}
            aria-required
            error={err('corporateId')}
            {...register('corporateId')}
          />
        ) : null}
      </div>
      <EmailField label={t('signup.email')} error={err('email')} {...register('email')} />
      <div className={styles.row}>
        <PasswordField
          id="signup-password"
          label={t('signup.password')}
          hint={t('signup.passwordHint')}
          error={err('password', true)}
          {...register('password')}
        />
        <PasswordField
          label={t('signup.passwordConfirm')}
          error={err('passwordConfirm')}
          {...register('passwordConfirm')}
        />
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...register('newsletter')} data-testid="signup-newsletter" />
        <span>{t('signup.newsletter')}</span>
      </label>
      <Button type="submit" block disabled={isSubmitting} data-testid="signup-submit">
        {isSubmitting ? t('signup.submitting') : t('signup.submit')}
      </Button>
    </form>
  );
}

/** /account/new: the sign-up form, or on a non-public shop the store-account request. */
export default function CreateAccountPage() {
  const { t } = useTranslation();
  const tenant = useTenant();
  useDocumentTitle(t('pages.accountNew'));
  return (
    <div className={styles.page} data-testid="page-account-new">
      <PageHeading>{t('pages.accountNew')}</PageHeading>
      {tenant.publicTenant ? (
        <>
          <p className={styles.lead}>{t('signup.intro')}</p>
          <CreateAccountForm />
          <p className={styles.below}>
            {t('signup.haveAccount')} <Link to="/login">{t('signup.login')}</Link>
          </p>
        </>
      ) : (
        <StoreAccountRequest />
      )}
    </div>
  );
}
