import {
  formatNumber,
  isSingleLine,
  MAX_LINE_AMOUNT,
  SAVED_LIST_LINES_MAX,
  SAVED_LIST_NAME_MAX,
  SAVED_LISTS_MAX,
} from '@shop/contract';
import { ApiError, errorCode } from '../../../lib/api-client.ts';
import type { TFunction } from '../../../lib/i18n.ts';
import { readAmount } from '../../cart/index.ts';

/**
 * Reading what the customer types into the order lists' fields, and the texts of what is wrong
 * with it: the amounts (whole numbers from 1 to MAX_LINE_AMOUNT, read as the cart's editor reads
 * them) and a list's name (1 to SAVED_LIST_NAME_MAX characters on one line, as the contract has it).
 */

/** The amount typed, or the translated error of the field. */
export function readListAmount(
  raw: string,
  t: TFunction,
  lang: string,
): { ok: true; amount: number } | { ok: false; error: string } {
  const read = readAmount(raw);
  if (read.ok) return read;
  return { ok: false, error: t(`lists.amount.${read.reason}`, { max: formatNumber(MAX_LINE_AMOUNT, lang) }) };
}

/** The name typed (trimmed), or the translated error of the field. */
export function readListName(raw: string, t: TFunction): { ok: true; name: string } | { ok: false; error: string } {
  const name = raw.trim();
  if (name === '') return { ok: false, error: t('lists.name.required') };
  if (name.length > SAVED_LIST_NAME_MAX)
    return { ok: false, error: t('lists.name.tooLong', { max: SAVED_LIST_NAME_MAX }) };
  if (!isSingleLine(name)) return { ok: false, error: t('lists.name.invalid') };
  return { ok: true, name };
}

/**
 * The text of a failed call: the shop's operation errors by their key (`too_many_lists`,
 * `not_found`, ...) as `lists.errors.<key>`, as checkout translates its own; a list of too many
 * lines, an order or article that is not found (422), no connection; else the general error.
 */
export function listErrorText(t: TFunction, exists: (key: string) => boolean, error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return t('lists.errors.network');
    const fields = error.fieldErrors;
    if (fields.some((e) => e.field === 'lines' && e.message === 'too_big')) {
      return t('lists.errors.too_many_lines', { max: SAVED_LIST_LINES_MAX });
    }
    if (fields.some((e) => e.message === 'not_found')) return t('lists.errors.not_found');
  }
  const code = errorCode(error);
  return exists(`lists.errors.${code}`) ? t(`lists.errors.${code}`, { max: SAVED_LISTS_MAX }) : t('errors.error');
}
