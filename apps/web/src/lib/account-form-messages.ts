import { ACCOUNT_ERRORS, FIELD_ERRORS, issueKey, LIMITS } from '@shop/contract';
import type { TFunction } from './i18n.ts';

/**
 * zod options for the account forms: the rules across fields carry their own message key
 * (password_mismatch, identical, ...), every other issue the shared key ('required', ...).
 */
export const accountMessageKeys = {
  error: (issue: { code: string; message?: string; origin?: unknown; minimum?: unknown; input?: unknown }) =>
    issue.code === 'custom' && issue.message ? issue.message : issueKey(issue),
};

/**
 * The text of a message key: the account texts of `area` (`<area>.errors.<key>`), else the
 * shared validation texts; a too-short password names the minimum length.
 */
export function accountErrorText(
  t: TFunction,
  area: 'signup' | 'settings',
  key: string | undefined,
  opts: { max?: number; password?: boolean } = {},
): string | undefined {
  if (!key) return undefined;
  if (key === 'too_short' && opts.password) return t(`${area}.errors.password_too_short`);
  if ((ACCOUNT_ERRORS as readonly string[]).includes(key)) return t(`${area}.errors.${key}`);
  const known = (FIELD_ERRORS as readonly string[]).includes(key) ? key : 'invalid';
  return t(`validation.${known}`, { max: opts.max ?? LIMITS.text });
}
