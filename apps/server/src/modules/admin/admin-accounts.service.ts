import { randomBytes } from 'node:crypto';
import type { Language, Tenant } from '@shop/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import { insertCustomer, insertUser, isUniqueViolation } from '../accounts/accounts.repository.ts';
import { accountsChanged, newResetLink, queueTokenMail, type ResetLink } from '../accounts/accounts.service.ts';
import { hashPassword } from '../auth/password.ts';
import { renderWelcomeMail } from '../mail/index.ts';
import type { Operator } from './admin-guard.ts';
import { writeAudit } from './audit.ts';

/**
 * Opening a customer account from the back office: a customer created by an operator and a
 * store request approved both open one this way.
 */

/**
 * How long the set-password link of a welcome mail works. Longer than a reset link's hour: a new
 * customer may read the mail days later; the link still works once only.
 */
export const WELCOME_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What opening an account needs before its transaction: the unusable password and the set-password link. */
export interface PreparedAccount {
  passwordHash: string;
  link: ResetLink;
}

/**
 * The password of an account nobody has chosen a password for yet: the hash of a random secret
 * that is thrown away, so a sign-in costs the same check as any other and never succeeds.
 */
export async function prepareAccount(ctx: AppContext, tenant: Tenant): Promise<PreparedAccount> {
  const [passwordHash, link] = await Promise.all([
    hashPassword(randomBytes(32).toString('base64url')),
    newResetLink(ctx, tenant),
  ]);
  return { passwordHash, link };
}

/**
 * Opens an account in `trx`: a customer with a new customer number, its user with the e-mail
 * and no usable password, and the welcome mail with the set-password link (the shop's reset
 * link, valid WELCOME_TOKEN_TTL_MS). Null when the e-mail is taken in the tenant: the caller
 * throws, and the transaction takes the customer back.
 */
export async function openAccount(
  ctx: AppContext,
  trx: Db,
  tenant: Tenant,
  prepared: PreparedAccount,
  account: {
    business: boolean;
    name: string;
    corporateId: string | null;
    allowNewsletter: boolean;
    email: string;
    language: Language;
    reason: 'approved' | 'created';
  },
): Promise<{ customerId: number; customerNumber: string; userId: number } | null> {
  const customer = await insertCustomer(trx, {
    tenantId: tenant.id,
    customerType: account.business ? 'BUSINESS' : 'PRIVATE',
    companyName: account.business ? account.name : null,
    name: account.business ? null : account.name,
    corporateId: account.corporateId,
    allowNewsletter: account.allowNewsletter,
  });
  const userId = await insertUser(trx, {
    tenantId: tenant.id,
    customerId: customer.id,
    email: account.email,
    passwordHash: prepared.passwordHash,
  });
  if (userId === undefined) return null;
  const mail = await renderWelcomeMail({
    shop: tenant.name,
    primary: tenant.theme.primary,
    language: account.language,
    reason: account.reason,
    customerNumber: customer.customerNumber,
    email: account.email,
    link: prepared.link.link,
    days: WELCOME_TOKEN_TTL_MS / 86_400_000,
  });
  const kind = account.reason === 'approved' ? 'STORE_WELCOME' : 'ACCOUNT_WELCOME';
  await queueTokenMail(
    ctx,
    trx,
    tenant.id,
    { id: userId, email: account.email },
    prepared.link,
    { ...mail, kind },
    WELCOME_TOKEN_TTL_MS,
  );
  return { customerId: customer.id, customerNumber: customer.customerNumber, userId };
}

/** The audit row of a customer account opened by an operator (created, or a store request approved). */
export function auditCustomerCreated(
  trx: Db,
  tenantId: number,
  actor: Operator['actor'],
  customerNumber: string,
  changes: Record<string, unknown>,
): Promise<void> {
  return writeAudit(trx, { tenantId, actor, entity: 'customer', entityId: customerNumber, action: 'created', changes });
}

/**
 * Runs `open`, the transaction that opens a customer account (its e-mail found taken there, in
 * any way, is answered by `inUse`); then logins read the tenant's accounts afresh and the mail
 * sender is woken for the account's set-password mail.
 */
export async function openInTransaction<T>(
  ctx: AppContext,
  tenantId: number,
  inUse: () => Error,
  open: (trx: Db) => Promise<T>,
): Promise<T> {
  let opened: T;
  try {
    opened = await ctx.db.transaction().execute(open);
  } catch (error) {
    if (isUniqueViolation(error)) throw inUse();
    throw error;
  }
  accountsChanged(ctx, tenantId);
  ctx.mail.kick();
  return opened;
}
