import {
  type ChangePasswordBody,
  type CreateAccountBody,
  checkOrganisationNumber,
  createAccountProblems,
  type ForgotPasswordAnswer,
  isLanguage,
  isOperator,
  type Language,
  maskEmailAddress,
  normalizeOrganisationNumber,
  RESET_TOKEN_TTL_MS,
  resetPasswordProblems,
  SIGNUP_LIMIT_PER_ADDRESS,
  SIGNUP_WINDOW_S,
  type StoreAccountRequestBody,
  type Tenant,
} from '@shop/contract';
import { tenantBaseUrl } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import { findUserById, findUserByUsername, type LoginUser } from '../auth/auth.repository.ts';
import { accountLimitKey } from '../auth/auth.service.ts';
import { hashPassword, verifyDummy, verifyPassword } from '../auth/password.ts';
import { hashToken, newOpaqueToken } from '../auth/tokens.ts';
import { enqueueMail, type RenderedMail } from '../mail/index.ts';
import { renderResetMail, renderStoreAccountRequestMail } from './accounts.mail.ts';
import {
  consumeResetToken,
  emailTaken,
  findSettingsUser,
  findTenantMailSettings,
  insertCustomer,
  insertResetToken,
  insertStoreAccountRequest,
  insertUser,
  invalidateResetTokens,
  isUniqueViolation,
  revokeUserSessions,
  type StoreAccountRequestDetails,
  setEmail,
  setNewsletter,
  setPasswordHash,
} from './accounts.repository.ts';

/** A sign-up refused for a taken e-mail: 422 in the spec's `errors.errors` shape. */
export function emailInUse(): OperationError {
  return new OperationError(422, 'email_in_use', {
    errors: { errors: [{ field: 'username', message: 'email_in_use' }] },
  });
}

/** The language of a mail: the tenant's forced language, else the asked one if the shop has it. */
export function mailLanguage(tenant: Tenant, asked: string | undefined): Language {
  if (tenant.forcedLanguage) return tenant.forcedLanguage;
  if (asked && isLanguage(asked) && tenant.languages.includes(asked)) return asked;
  return tenant.defaultLanguage;
}

async function limitByAddress(ctx: AppContext, key: string, limit: number): Promise<void> {
  if (!(await ctx.counters.reserve([{ key, limit }], SIGNUP_WINDOW_S)))
    throw new OperationError(429, 'too_many_attempts');
}

/**
 * register/createAccount: a customer and its user in one transaction, in this tenant only.
 * The caller then starts the new user's session (tokens exactly like a login).
 */
export async function createAccount(
  ctx: AppContext,
  tenant: Tenant,
  body: CreateAccountBody,
  address: string,
): Promise<{ userId: number; customerId: number }> {
  if (!tenant.publicTenant) throw new OperationError(403, 'forbidden');
  await limitByAddress(ctx, `signup:addr:${address}`, SIGNUP_LIMIT_PER_ADDRESS);
  const business = body.customerType === 'business';
  const problems = createAccountProblems(body, tenant.businessPrivateToggle);
  const corporateId = business
    ? checkOrganisationNumber(body.corporateId, tenant.installationCountry, 'corporateId')
    : null;
  if (corporateId && !problems.some((p) => p.field === 'corporateId')) problems.push(corporateId);
  if (problems.length > 0) throw new ValidationError(problems);
  if (await emailTaken(ctx.db, tenant.id, body.email)) throw emailInUse();
  const passwordHash = await hashPassword(body.password);
  try {
    const created = await ctx.db.transaction().execute(async (trx) => {
      const customer = await insertCustomer(trx, {
        tenantId: tenant.id,
        customerType: business ? 'BUSINESS' : 'PRIVATE',
        companyName: business ? body.companyName : null,
        name: business ? null : body.companyName,
        corporateId:
          business && body.corporateId?.trim()
            ? normalizeOrganisationNumber(body.corporateId, tenant.installationCountry)
            : null,
        allowNewsletter: body.newsletter,
      });
      const userId = await insertUser(trx, {
        tenantId: tenant.id,
        customerId: customer.id,
        email: body.email,
        passwordHash,
      });
      if (userId === undefined) throw emailInUse();
      return { userId, customerId: customer.id };
    });
    accountsChanged(ctx, tenant.id);
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
}

/** The user createAccount made, to start its session (500 if it is gone meanwhile). */
export async function createdUser(ctx: AppContext, tenantId: number, userId: number): Promise<LoginUser> {
  const user = await findUserById(ctx.db, tenantId, userId);
  if (!user) throw new OperationError(500, 'internal_error');
  return user;
}

/** user/ajaxCreateStoreAccount: records the request and tells the shop by mail. */
export async function requestStoreAccount(
  ctx: AppContext,
  tenant: Tenant,
  body: StoreAccountRequestBody,
  address: string,
  language: Language,
): Promise<void> {
  await limitByAddress(ctx, `signup:addr:${address}`, SIGNUP_LIMIT_PER_ADDRESS);
  const invalidId = checkOrganisationNumber(body.corporateId, tenant.installationCountry, 'corporateId');
  if (invalidId) throw new ValidationError([invalidId]);
  const settings = await findTenantMailSettings(ctx.db, tenant.id);
  const details: StoreAccountRequestDetails = {
    companyName: body.companyName,
    corporateId: body.corporateId,
    contactName: body.contactName,
    email: body.email,
    phone: body.phone ?? null,
    message: body.message ?? null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    const id = await insertStoreAccountRequest(trx, { tenantId: tenant.id, ...details, language });
    const to = settings?.contact.email ?? tenant.contact.email;
    const mail = await renderStoreAccountRequestMail({
      shop: tenant.name,
      primary: tenant.theme.primary,
      id,
      ...details,
    });
    await enqueueMail(trx, {
      tenantId: tenant.id,
      orderId: null,
      kind: 'STORE_ACCOUNT_REQUEST',
      to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      dedupeKey: `store_account_request:${id}`,
    });
  });
  ctx.mail.kick();
}

/** A new reset token, and the shop's link that spends it: /resetPassword/{token} on the tenant's base URL. */
export interface ResetLink {
  token: string;
  tokenHash: string;
  link: string;
}

/** A new reset token and its link. Reads the tenant's base URL: call it before a transaction opens. */
export async function newResetLink(ctx: AppContext, tenant: Tenant): Promise<ResetLink> {
  const settings = await findTenantMailSettings(ctx.db, tenant.id);
  const token = newOpaqueToken();
  const base = tenantBaseUrl(ctx.config, tenant.id, settings?.baseUrl);
  return { token, tokenHash: hashToken(token), link: `${base}/resetPassword/${token}` };
}

/**
 * Makes `issued` the user's one reset token (earlier unused ones are spent; only its hash is
 * stored) and queues `mail`, which carries its link, sealed with the link taken out of the
 * readable copy: in `trx`, so that the token and its mail are kept or lost together. The caller
 * kicks the sender after the commit.
 */
export async function queueTokenMail(
  ctx: AppContext,
  trx: Db,
  tenantId: number,
  user: { id: number; email: string },
  issued: ResetLink,
  mail: RenderedMail & { kind: string },
  ttlMs: number = RESET_TOKEN_TTL_MS,
): Promise<void> {
  await invalidateResetTokens(trx, tenantId, user.id);
  await insertResetToken(trx, {
    tenantId,
    userId: user.id,
    tokenHash: issued.tokenHash,
    expiresAt: new Date(Date.now() + ttlMs),
  });
  await enqueueMail(trx, {
    tenantId,
    orderId: null,
    kind: mail.kind,
    to: user.email,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    dedupeKey: `${mail.kind.toLowerCase()}:${issued.tokenHash}`,
    seal: { secret: ctx.config.jwtSecret, redact: [issued.token] },
  });
}

/** Every forgot-password answer takes at least this long, known user or not. */
const FORGOT_MIN_MS = 400;

/**
 * register/forgotPassword (SPEC.md §8). A user with an e-mail gets a reset link (a new token
 * replaces earlier ones) and the masked address; a user without one is told so (`noEmail`);
 * anything else (an unknown username, an admin, a disabled account) gets `{ sent: false }`,
 * the 'error' answer, and nothing is sent. Each answer takes about the same time. Requests are
 * counted per client address and per tenant (config.forgotLimits), which bounds how many
 * usernames anyone can try; past either limit the answer is 429 and nothing is sent.
 */
export async function forgotPassword(
  ctx: AppContext,
  tenant: Tenant,
  username: string,
  language: Language,
  address: string,
): Promise<ForgotPasswordAnswer> {
  const started = Date.now();
  const { perAddress, perTenant, windowS } = ctx.config.forgotLimits;
  const limits = [
    { key: `forgot:addr:${address}`, limit: perAddress },
    { key: `forgot:tenant:${tenant.id}`, limit: perTenant },
  ];
  if (!(await ctx.counters.reserve(limits, windowS))) throw new OperationError(429, 'too_many_attempts');
  try {
    const user = await findUserByUsername(ctx.db, tenant.id, username);
    const eligible = user && !user.disabled && !isOperator(user.roles) && user.customer_id !== null;
    if (!eligible) return { sent: false };
    if (!user.email) return { sent: false, noEmail: true };
    const email = user.email;
    const issued = await newResetLink(ctx, tenant);
    const mail = await renderResetMail({
      shop: tenant.name,
      primary: tenant.theme.primary,
      language,
      link: issued.link,
      minutes: RESET_TOKEN_TTL_MS / 60_000,
    });
    await ctx.db.transaction().execute(async (trx) => {
      await queueTokenMail(ctx, trx, tenant.id, { id: user.id, email }, issued, { ...mail, kind: 'PASSWORD_RESET' });
    });
    ctx.mail.kick();
    return { sent: true, email: maskEmailAddress(email) };
  } finally {
    const wait = FORGOT_MIN_MS - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** A refused reset: 422 `{ errors: [{ field, message }] }`. */
function resetRefused(errors: { field: string; message: string }[]): OperationError {
  return new OperationError(422, errors[0]?.message ?? 'invalid', { errors });
}

/**
 * register/resetPassword: spends the token (once, atomically), sets the new password, ends
 * the temporary password and every session of the user.
 */
export async function resetPassword(
  ctx: AppContext,
  tenant: Tenant,
  token: string,
  body: { password: string; password2: string },
): Promise<void> {
  const problems = resetPasswordProblems(body);
  if (!token) problems.unshift({ field: 't', message: 'invalid_token' });
  if (problems.length > 0) throw resetRefused(problems);
  const passwordHash = await hashPassword(body.password);
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await consumeResetToken(trx, tenant.id, hashToken(token));
    if (userId === undefined) throw resetRefused([{ field: 't', message: 'invalid_token' }]);
    const user = await findSettingsUser(trx, tenant.id, userId);
    if (!user || isOperator(user.roles)) throw resetRefused([{ field: 't', message: 'invalid_token' }]);
    await setPasswordHash(trx, tenant.id, userId, passwordHash);
    await revokeUserSessions(trx, tenant.id, userId);
  });
  accountsChanged(ctx, tenant.id);
}

/** After this process changed a tenant's accounts (see LoginCache.changedHere). */
export function accountsChanged(ctx: AppContext, tenantId: number): void {
  ctx.logins.changedHere(tenantId);
}

async function settingsUser(ctx: AppContext, tenantId: number, userId: number) {
  const user = await findSettingsUser(ctx.db, tenantId, userId);
  if (!user || isOperator(user.roles)) throw new OperationError(404, 'not_found');
  return user;
}

/** user/ajaxGetEmail */
export async function getEmail(ctx: AppContext, tenantId: number, userId: number) {
  const user = await settingsUser(ctx, tenantId, userId);
  return { email: user.email, temporaryPassword: user.temporary_password };
}

/** user/ajaxChangeEmail: 'identical' for the current address, 'email_in_use' for another user's. */
export async function changeEmail(ctx: AppContext, tenantId: number, userId: number, newEmail: string): Promise<void> {
  const user = await settingsUser(ctx, tenantId, userId);
  if (user.email === newEmail) throw new ValidationError([{ field: 'newEmail', message: 'identical' }]);
  if (await emailTaken(ctx.db, tenantId, newEmail, userId))
    throw new ValidationError([{ field: 'newEmail', message: 'email_in_use' }]);
  try {
    await setEmail(ctx.db, tenantId, userId, newEmail);
    accountsChanged(ctx, tenantId);
  } catch (error) {
    if (isUniqueViolation(error)) throw new ValidationError([{ field: 'newEmail', message: 'email_in_use' }]);
    throw error;
  }
}

/**
 * user/ajaxChangePassword: the current password must be right and the new one different.
 * Each check of the current password counts against the account's login limit, before the
 * check (429 past it); a right one is taken back.
 */
export async function changePassword(
  ctx: AppContext,
  tenantId: number,
  userId: number,
  body: ChangePasswordBody,
): Promise<void> {
  const { perAccount, windowS } = ctx.config.loginLimits;
  const key = accountLimitKey(tenantId, userId);
  if (!(await ctx.counters.reserve([{ key, limit: perAccount }], windowS)))
    throw new OperationError(429, 'too_many_attempts');
  const user = await findSettingsUser(ctx.db, tenantId, userId);
  let ok: boolean;
  try {
    ok = user ? await verifyPassword(user.password_hash, body.currentPassword) : await verifyDummy('x');
  } catch (error) {
    await ctx.counters.release([key]);
    throw error;
  }
  if (!user || isOperator(user.roles)) throw new OperationError(404, 'not_found');
  if (!ok) throw new ValidationError([{ field: 'currentPassword', message: 'pass_incorrect' }]);
  await ctx.counters.release([key]);
  if (body.newPassword === body.currentPassword)
    throw new ValidationError([{ field: 'newPassword', message: 'identical' }]);
  await setPasswordHash(ctx.db, tenantId, userId, await hashPassword(body.newPassword));
  accountsChanged(ctx, tenantId);
}

/** customer/ajaxChangeNewsletterSetting */
export async function changeNewsletter(ctx: AppContext, tenantId: number, customerId: number | null, allow: boolean) {
  if (customerId === null) throw new OperationError(404, 'not_found');
  await setNewsletter(ctx.db, tenantId, customerId, allow);
}
