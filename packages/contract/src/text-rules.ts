import { z } from 'zod';
import { LIMITS } from './limits.ts';

/**
 * Whether a character code is a control character: C0 (U+0000–U+001F, CR and LF among them), DEL
 * and C1 (U+007F–U+009F), or the Unicode line and paragraph separators. A single-line text (a
 * name, an e-mail address, a phone number, an address line, a reference) holds none of them: a
 * line break in a contact name would forge lines in the staff's mail, and in a header a header.
 */
function isControl(code: number): boolean {
  return code <= 0x1f || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

/** Whether a text is one line of printable characters. */
export function isSingleLine(value: string): boolean {
  for (let i = 0; i < value.length; i++) if (isControl(value.charCodeAt(i))) return false;
  return true;
}

/** Whether a text holds no control character but line feeds, carriage returns and tabs (a message). */
export function isMultiLine(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isControl(code) && code !== 0x0a && code !== 0x0d && code !== 0x09) return false;
  }
  return true;
}

/**
 * Adds the single-line rule to a text schema (optional or nullable ones too): a control
 * character is refused with the field error 'invalid'. Every single-line text of the contract's
 * requests goes through this.
 */
export function singleLine<T extends z.ZodType>(schema: T): T {
  return schema.refine((v) => typeof v !== 'string' || isSingleLine(v), { message: 'invalid' });
}

/** Adds the multi-line rule (line breaks and tabs allowed, no other control character) to a text schema. */
export function multiLine<T extends z.ZodType>(schema: T): T {
  return schema.refine((v) => typeof v !== 'string' || isMultiLine(v), { message: 'invalid' });
}

/** A list's search text (order history, store list): one line, trimmed; empty means none (null). */
export const SearchPatternSchema = singleLine(
  z
    .string()
    .trim()
    .max(LIMITS.searchPattern)
    .nullish()
    .transform((v) => (v ? v : null)),
);
