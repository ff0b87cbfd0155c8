import { z } from 'zod';
import { CurrentArticleSchema } from './cart-refresh.ts';
import { LANGUAGES } from './language.ts';
import { MAX_LINE_AMOUNT } from './limits.ts';

/**
 * Quick order (issue 26): lines of article number and amount, typed, pasted from a spreadsheet
 * or a mail, or read from a file, checked line by line and added to the cart together.
 *
 * Amounts are whole numbers from 1 to MAX_LINE_AMOUNT, the most one cart or order line takes
 * (the order's totals are 32-bit integers of minor units, so a line of 100,000 packages would
 * be refused at checkout; quick order refuses it at once, by its line).
 */

/** Lines one paste or file may hold. */
export const QUICK_ORDER_MAX_LINES = 2_000;
/** Article numbers resolved in one call (a longer paste is resolved in parts). */
export const QUICK_ORDER_RESOLVE_MAX = 500;
/** The longest article number read. */
export const ARTICLE_NUMBER_MAX = 40;

/** Why a line cannot be used: the parser's reasons, then the server's. */
export const QUICK_ORDER_REASONS = ['unreadable', 'amount_invalid', 'unknown_article', 'inactive'] as const;
export type QuickOrderReason = (typeof QUICK_ORDER_REASONS)[number];

/** A usable line: its number in the text (1-based), the article number and the amount. */
export type QuickOrderLine = { line: number; articleNumber: string; amount: number };
/** A line that cannot be used, with its text as given (trimmed) and why. */
export type QuickOrderRefusal = { line: number; text: string; reason: QuickOrderReason };

const ARTICLE_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N}._/-]*$/u;
const AMOUNT = /^\d{1,9}$/;
/**
 * `5 x SW4-10032`, `5x SW4-10032`, `5 × SW4-10032`, `5 * SW4-10032`: a space after the sign, so
 * that an article number such as `57x40` is not read as 57 of `40`.
 */
const TIMES = /^(\S+?)\s*[xX×*]\s+(\S+)$/u;
/** The separators of spreadsheet and mail lines, in the order they are tried. */
const SEPARATORS = ['\t', ';', ','] as const;

/** Whether a text is an article number as the shop writes them. */
export function isArticleNumber(text: string): boolean {
  return text.length > 0 && text.length <= ARTICLE_NUMBER_MAX && ARTICLE_NUMBER.test(text);
}

function amountOf(text: string): number | null {
  if (!AMOUNT.test(text)) return null;
  const n = Number(text);
  return n >= 1 && n <= MAX_LINE_AMOUNT ? n : null;
}

/** The article number and amount a line names, or why it names none. */
function readLine(text: string): { articleNumber: string; amount: number } | { reason: QuickOrderReason } {
  let number: string;
  let amount: string | undefined;
  const times = TIMES.exec(text);
  const separator = SEPARATORS.find((s) => text.includes(s));
  if (times) {
    amount = times[1];
    number = times[2] ?? '';
  } else if (separator) {
    const fields = text.split(separator).map((f) => f.trim());
    while (fields.length > 1 && fields.at(-1) === '') fields.pop();
    number = fields[0] ?? '';
    amount = fields[1];
  } else {
    const words = text.split(/\s+/);
    if (words.length > 2) return { reason: 'unreadable' };
    number = words[0] ?? '';
    amount = words[1];
  }
  if (!isArticleNumber(number)) return { reason: 'unreadable' };
  if (amount === undefined || amount === '') return { articleNumber: number, amount: 1 };
  const n = amountOf(amount);
  return n === null ? { reason: 'amount_invalid' } : { articleNumber: number, amount: n };
}

/** A first line of column names (`Article number;Amount`), as spreadsheets copy them. */
function isHeader(text: string): boolean {
  const fields = text.split(/[\t;,]/).map((f) => f.trim());
  return fields.length >= 2 && fields.slice(0, 2).every((f) => /^\p{L}[\p{L}\s.#_-]*$/u.test(f));
}

/**
 * Reads pasted text: one article a line, as `SW4-10032;5`, `SW4-10032<TAB>5`, `SW4-10032,5`,
 * `SW4-10032 5`, `5 x SW4-10032`, or a number alone for 1. Blank lines and stray spaces are
 * passed over, any line ending is taken (`\r\n`, `\n`, `\r`), a first line of column names is
 * skipped. Each line is numbered as the customer sees it (1-based). Past
 * QUICK_ORDER_MAX_LINES lines, the rest are refused as unreadable (one refusal, on the first of them).
 */
export function parseQuickOrder(text: string): { lines: QuickOrderLine[]; refused: QuickOrderRefusal[] } {
  const lines: QuickOrderLine[] = [];
  const refused: QuickOrderRefusal[] = [];
  const rows = text.split(/\r\n|\n|\r/);
  let seen = 0;
  for (const [index, raw] of rows.entries()) {
    const line = index + 1;
    const trimmed = raw.replace(/^\uFEFF/, '').trim();
    if (trimmed === '') continue;
    seen++;
    if (seen > QUICK_ORDER_MAX_LINES) {
      refused.push({ line, text: trimmed.slice(0, 200), reason: 'unreadable' });
      break;
    }
    if (seen === 1 && isHeader(trimmed)) continue;
    const read = readLine(trimmed);
    if ('reason' in read) refused.push({ line, text: trimmed.slice(0, 200), reason: read.reason });
    else lines.push({ line, ...read });
  }
  return { lines, refused };
}

/** The lines' amounts summed per article number, in the order each number first appears. */
export function mergeQuickOrderLines(lines: readonly Pick<QuickOrderLine, 'articleNumber' | 'amount'>[]) {
  const merged = new Map<string, number>();
  for (const l of lines) merged.set(l.articleNumber, (merged.get(l.articleNumber) ?? 0) + l.amount);
  return [...merged].map(([articleNumber, amount]) => ({ articleNumber, amount }));
}

// ---------------------------------------------------------------------------------------------
// The shop's call: `POST /api/quickOrder/ajaxResolve` (and `/api/guest/...`).

export const QuickOrderResolveBodySchema = z.strictObject({
  articleNumbers: z.array(z.string().trim().min(1).max(ARTICLE_NUMBER_MAX)).min(1).max(QUICK_ORDER_RESOLVE_MAX),
  lang: z.enum(LANGUAGES).nullish(),
});
export type QuickOrderResolveBody = z.infer<typeof QuickOrderResolveBodySchema>;

export const QuickOrderResolveAnswerSchema = z.object({
  /** The articles the shop sells under the numbers asked for (each once), with their product's cart fields. */
  found: z.array(CurrentArticleSchema),
  /** The numbers asked for that cannot be ordered: not an article of this shop, or not sold now. */
  refused: z.array(z.object({ articleNumber: z.string(), reason: z.enum(['unknown_article', 'inactive']) })),
});
export type QuickOrderResolveAnswer = z.infer<typeof QuickOrderResolveAnswerSchema>;
