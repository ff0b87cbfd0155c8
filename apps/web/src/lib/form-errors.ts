import { FIELD_ERRORS, issueKey, LIMITS } from '@shop/contract';
import type { TFunction } from './i18n.ts';

/** Options for `zodResolver(schema, zodMessageKeys)`: issues carry message keys. */
export const zodMessageKeys = { error: (issue: { code: string }) => issueKey(issue) };

/** The translated text of a message key; unknown keys read as 'Invalid'. */
export function fieldErrorText(t: TFunction, key: string | undefined, max: number = LIMITS.text): string | undefined {
  if (!key) return undefined;
  const known = (FIELD_ERRORS as readonly string[]).includes(key) ? key : 'invalid';
  return t(`validation.${known}`, { max });
}
