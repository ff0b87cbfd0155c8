import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, SIGNUP_CUSTOMER_TYPES } from './account-rules.ts';
import { LIMITS } from './limits.ts';
import { TenantIdSchema } from './tenant.ts';
import { isSingleLine, multiLine, singleLine } from './text-rules.ts';

/** Schemas of the account calls of issue 5: sign-up, forgot/reset password and settings (SPEC.md §7). */

/** An e-mail address field: trimmed, lower case, required, at most 50 characters. */
export const emailField = () =>
  z
    .string()
    .trim()
    .toLowerCase()
    .min(1)
    .max(LIMITS.email)
    .refine((v) => v === '' || (z.email().safeParse(v).success && isSingleLine(v)), 'invalid');

/** A new password: at least 8 and at most 50 characters. */
export const newPasswordField = () => z.string().min(1).min(PASSWORD_MIN_LENGTH).max(LIMITS.password);

const requiredText = (max: number = LIMITS.text) => singleLine(z.string().trim().min(1).max(max));

// --- account creation -------------------------------------------------------------------

/** register/createAccount (public tenants). The tenant rules are checked by `createAccountProblems`. */
export const CreateAccountBodySchema = z.strictObject({
  customerType: z.enum(SIGNUP_CUSTOMER_TYPES),
  email: emailField(),
  password: newPasswordField(),
  passwordConfirm: z.string().min(1).max(LIMITS.password),
  companyName: requiredText(),
  newsletter: z.boolean().default(false),
  corporateId: singleLine(z.string().trim().max(LIMITS.text).nullish()),
});
export type CreateAccountBody = z.infer<typeof CreateAccountBodySchema>;
export type CreateAccountInput = z.input<typeof CreateAccountBodySchema>;

/**
 * The rules across fields (SPEC.md §5): the repeat must match ('password_mismatch'), a
 * business gives its corporate id, and consumers only where the tenant offers them.
 */
export function createAccountProblems(
  body: Pick<CreateAccountInput, 'customerType' | 'password' | 'passwordConfirm' | 'corporateId'>,
  businessPrivateToggle: boolean,
): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  if (body.customerType === 'consumer' && !businessPrivateToggle)
    problems.push({ field: 'customerType', message: 'invalid' });
  if (body.passwordConfirm && body.password !== body.passwordConfirm)
    problems.push({ field: 'passwordConfirm', message: 'password_mismatch' });
  if (body.customerType === 'business' && !body.corporateId?.trim())
    problems.push({ field: 'corporateId', message: 'required' });
  return problems;
}

/** The create-account form of the web: the body schema plus the rules across fields. */
export function createAccountFormSchema(businessPrivateToggle: boolean) {
  return CreateAccountBodySchema.superRefine((body, ctx) => {
    for (const p of createAccountProblems(body, businessPrivateToggle)) {
      ctx.addIssue({ code: 'custom', path: [p.field], message: p.message });
    }
  });
}

/** The answer of a refused sign-up with a taken e-mail (SPEC.md §7 'errors.errors'). */
export const CreateAccountErrorSchema = z.object({
  errors: z.object({ errors: z.array(z.object({ field: z.string(), message: z.string() })) }),
});

/** user/ajaxCreateStoreAccount (the non-public tenant): a request the shop answers by e-mail. */
export const StoreAccountRequestBodySchema = z.strictObject({
  companyName: requiredText(),
  corporateId: requiredText(),
  contactName: requiredText(),
  email: emailField(),
  phone: singleLine(z.string().trim().max(LIMITS.text).nullish()),
  message: multiLine(z.string().trim().max(500).nullish()),
});
export type StoreAccountRequestBody = z.infer<typeof StoreAccountRequestBodySchema>;
export type StoreAccountRequestInput = z.input<typeof StoreAccountRequestBodySchema>;

export const StoreAccountAnswerSchema = z.object({ status: z.literal('received') });

// --- forgot and reset password ----------------------------------------------------------

/** register/forgotPassword: query username (customer number or e-mail), serverName (ignored for the link). */
export const ForgotPasswordQuerySchema = z.object({
  tenant: TenantIdSchema,
  username: singleLine(z.string().trim().min(1).max(LIMITS.username)),
  serverName: singleLine(z.string().max(255).optional()),
  lang: singleLine(z.string().max(5).optional()),
});

/**
 * `sent` with the masked address, or `noEmail` for a user without one; `{ sent: false }` (the
 * 'error' answer, SPEC.md §8) for anything else: an unknown username, an admin, a disabled account.
 */
export const ForgotPasswordAnswerSchema = z.object({
  sent: z.boolean(),
  email: z.string().optional(),
  noEmail: z.boolean().optional(),
});
export type ForgotPasswordAnswer = z.infer<typeof ForgotPasswordAnswerSchema>;

/** register/resetPassword: query t (the mailed token), serverName. */
export const ResetPasswordQuerySchema = z.object({
  tenant: TenantIdSchema,
  t: singleLine(z.string().max(200)),
  serverName: singleLine(z.string().max(255).optional()),
});

/** The rules (length, match, token) are checked by the service and answered as `errors`. */
export const ResetPasswordBodySchema = z.strictObject({
  password: z.string().max(200),
  password2: z.string().max(200),
});

/** A refused reset: 422 `{ errors: [{ field, message }] }`. */
export const ResetPasswordErrorSchema = z.object({
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});

/** The reset form of the web. */
export const ResetPasswordFormSchema = z
  .object({ password: newPasswordField(), password2: z.string().min(1).max(LIMITS.password) })
  .refine((v) => v.password === v.password2, { path: ['password2'], message: 'password_mismatch' });
export type ResetPasswordForm = z.infer<typeof ResetPasswordFormSchema>;

/** The reset rules of the server: the messages of `errors`. */
export function resetPasswordProblems(body: { password: string; password2: string }): {
  field: string;
  message: string;
}[] {
  const problems: { field: string; message: string }[] = [];
  if (!body.password) problems.push({ field: 'password', message: 'required' });
  else if (body.password.length < PASSWORD_MIN_LENGTH) problems.push({ field: 'password', message: 'too_short' });
  else if (body.password.length > LIMITS.password) problems.push({ field: 'password', message: 'too_long' });
  if (body.password !== body.password2) problems.push({ field: 'password2', message: 'password_mismatch' });
  return problems;
}

// --- settings ---------------------------------------------------------------------------

/** user/ajaxGetEmail */
export const GetEmailAnswerSchema = z.object({ email: z.string().nullable(), temporaryPassword: z.boolean() });
export type GetEmailAnswer = z.infer<typeof GetEmailAnswerSchema>;

/** user/ajaxChangeEmail */
export const ChangeEmailBodySchema = z.strictObject({
  newEmail: emailField(),
  temporaryPassword: z.boolean().optional(),
});
export type ChangeEmailBody = z.infer<typeof ChangeEmailBodySchema>;

/** The change-e-mail form: 'Identical' when it is the current address. */
export function changeEmailFormSchema(currentEmail: string | null) {
  return z
    .object({ newEmail: emailField() })
    .refine((v) => !currentEmail || v.newEmail !== currentEmail.toLowerCase(), {
      path: ['newEmail'],
      message: 'identical',
    });
}

/** user/ajaxChangePassword */
export const ChangePasswordBodySchema = z.strictObject({
  currentPassword: z.string().min(1).max(LIMITS.password),
  newPassword: newPasswordField(),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** The change-password form: confirm must match ('must_match'), new must differ ('identical'). */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1).max(LIMITS.password),
    newPassword: newPasswordField(),
    confirmPassword: z.string().min(1).max(LIMITS.password),
  })
  .superRefine((v, ctx) => {
    if (v.newPassword && v.newPassword === v.currentPassword)
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'identical' });
    if (v.confirmPassword && v.confirmPassword !== v.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'must_match' });
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** customer/ajaxChangeNewsletterSetting */
export const NewsletterBodySchema = z.strictObject({ allowNewsletter: z.boolean() });

export const StatusOkAnswerSchema = z.object({ status: z.literal('ok') });
