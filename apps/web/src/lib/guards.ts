import type { StoredUser } from '@shop/contract';

/**
 * Small checks of data from browser storage and of error answers, for the start-up path, where
 * loading the whole schema library would slow the first page. Forms and pages loaded later
 * validate with the zod schemas of @shop/contract.
 */
const isString = (v: unknown): v is string => typeof v === 'string';
const isInt = (v: unknown): v is number => Number.isInteger(v);

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The session fields of SPEC.md §3 (StoredUserSchema), all present with their types. */
export function isStoredUser(value: unknown): value is StoredUser {
  return (
    isRecord(value) &&
    isString(value.access_token) &&
    value.access_token !== '' &&
    isString(value.refresh_token) &&
    Array.isArray(value.roles) &&
    value.roles.every(isString) &&
    isString(value.username) &&
    isInt(value.tenant_id) &&
    isInt(value.id) &&
    isString(value.currency)
  );
}

export { isFieldError } from '@shop/contract';
