import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { TenantIdSchema } from './tenant.ts';
import { singleLine } from './text-rules.ts';

export const ROLES = ['CUSTOMER', 'ADMIN', 'STORE_OWNER'] as const;
export type Role = (typeof ROLES)[number];

export const TenantQuerySchema = z.object({ tenant: TenantIdSchema });

export const LoginQuerySchema = z.object({
  tenant: TenantIdSchema,
  currency: z.string().max(3).optional(),
  vat: z.coerce.number().min(0).max(100).optional(),
});

export const LoginBodySchema = z.strictObject({
  username: singleLine(z.string().trim().min(1).max(LIMITS.username)),
  password: z.string().min(1).max(LIMITS.password),
});
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const TokenAnswerSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
  roles: z.array(z.string()),
  username: z.string(),
  tenant_id: z.number().int(),
  id: z.number().int(),
  currency: z.string(),
  admin: z.boolean(),
});
export type TokenAnswer = z.infer<typeof TokenAnswerSchema>;

export const RefreshBodySchema = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1).max(200),
});

export const LogoutBodySchema = z.strictObject({ refresh_token: z.string().max(200).optional() });

export const IsLoggedInAnswerSchema = z.object({
  success: z.boolean(),
  admin: z.boolean(),
  hasStores: z.boolean(),
});
export type IsLoggedInAnswer = z.infer<typeof IsLoggedInAnswerSchema>;

/** The session kept in `localStorage.user` (SPEC.md §3). */
export const StoredUserSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  roles: z.array(z.string()),
  username: z.string(),
  tenant_id: z.number().int(),
  id: z.number().int(),
  currency: z.string(),
});
export type StoredUser = z.infer<typeof StoredUserSchema>;

export const HasStoresAnswerSchema = z.object({ data: z.boolean() });

/** Access tokens live at most this long (seconds). */
export const ACCESS_TOKEN_TTL_S = 15 * 60;
/** Refresh tokens expire after this long without use (seconds). */
export const REFRESH_TOKEN_TTL_S = 30 * 24 * 3600;

/** The HttpOnly cookie that binds refresh tokens to the browser they were issued to. */
export const REFRESH_BINDING_COOKIE = 'shop_rt';
