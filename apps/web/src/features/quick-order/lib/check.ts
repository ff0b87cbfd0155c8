import {
  type Article,
  type CartProduct,
  MAX_LINE_AMOUNT,
  mergeQuickOrderLines,
  parseQuickOrder,
  type QuickOrderLine,
  type QuickOrderReason,
  type QuickOrderRefusal,
  type QuickOrderResolveAnswer,
} from '@shop/contract';

/** Where a line came from: a typed row, the paste box or the uploaded file. */
export type LineSource = 'row' | 'paste' | 'file';
export type SourcedLine = QuickOrderLine & { source: LineSource };
export type SourcedRefusal = QuickOrderRefusal & { source: LineSource };
/** A line the shop sells: its article as the server answered it. */
export type GoodLine = SourcedLine & { product: CartProduct; article: Article };
export type CheckResult = { good: GoodLine[]; bad: SourcedRefusal[] };

/** A typed row: the texts of its two fields. */
export type RowInput = { articleNumber: string; amount: string };

/** The lines and refusals of one source, each marked with the source. */
export function withSource(
  parsed: { lines: QuickOrderLine[]; refused: QuickOrderRefusal[] },
  source: LineSource,
): { lines: SourcedLine[]; refused: SourcedRefusal[] } {
  return {
    lines: parsed.lines.map((l) => ({ ...l, source })),
    refused: parsed.refused.map((r) => ({ ...r, source })),
  };
}

/**
 * The typed rows read as the paste box reads a line (number, tab, amount; an empty amount is 1),
 * numbered as shown (row 1, 2, ...). Rows left empty are passed over.
 */
export function readRows(rows: readonly RowInput[]): { lines: SourcedLine[]; refused: SourcedRefusal[] } {
  const lines: SourcedLine[] = [];
  const refused: SourcedRefusal[] = [];
  rows.forEach((row, index) => {
    const number = row.articleNumber.trim();
    const amount = row.amount.trim();
    if (number === '' && amount === '') return;
    const line = index + 1;
    const text = `${number}\t${amount}`;
    const parsed = number === '' ? null : parseQuickOrder(text);
    const read = parsed?.lines[0];
    if (read) lines.push({ line, articleNumber: read.articleNumber, amount: read.amount, source: 'row' });
    else
      refused.push({
        line,
        text: [number, amount].filter(Boolean).join(' '),
        reason: parsed?.refused[0]?.reason ?? 'unreadable',
        source: 'row',
      });
  });
  return { lines, refused };
}

/**
 * The lines sorted by what the server answered: the articles it sells are good lines (with the
 * article number as the shop writes it), the others bad lines with its reason; a number the
 * answer does not name is unknown. Bad lines come in the order of their sources and lines.
 */
export function applyAnswer(
  lines: readonly SourcedLine[],
  refusedBefore: readonly SourcedRefusal[],
  answer: QuickOrderResolveAnswer,
): CheckResult {
  const found = new Map(answer.found.map((f) => [f.article.articleNumber.toUpperCase(), f]));
  const refused = new Map<string, QuickOrderReason>(
    answer.refused.map((r) => [r.articleNumber.toUpperCase(), r.reason]),
  );
  let good: GoodLine[] = [];
  const bad: SourcedRefusal[] = [...refusedBefore];
  for (const l of lines) {
    const key = l.articleNumber.toUpperCase();
    const hit = found.get(key);
    if (hit) good.push({ ...l, articleNumber: hit.article.articleNumber, product: hit.product, article: hit.article });
    else
      bad.push({
        line: l.line,
        text: `${l.articleNumber} ${l.amount}`,
        reason: refused.get(key) ?? 'unknown_article',
        source: l.source,
      });
  }
  // Lines of one article whose amounts together pass the most a cart line takes are refused, all of them.
  const over = new Set(
    mergeQuickOrderLines(good)
      .filter((m) => m.amount > MAX_LINE_AMOUNT)
      .map((m) => m.articleNumber),
  );
  if (over.size > 0) {
    for (const g of good.filter((l) => over.has(l.articleNumber)))
      bad.push({ line: g.line, text: `${g.articleNumber} ${g.amount}`, reason: 'amount_invalid', source: g.source });
    good = good.filter((l) => !over.has(l.articleNumber));
  }
  const order: Record<LineSource, number> = { row: 0, paste: 1, file: 2 };
  bad.sort((a, b) => order[a.source] - order[b.source] || a.line - b.line);
  return { good, bad };
}

/** The cart lines the good lines make: amounts of one article summed (mergeQuickOrderLines). */
export function cartLinesOf(good: readonly GoodLine[]): { product: CartProduct; article: Article; amount: number }[] {
  const byNumber = new Map(good.map((g) => [g.articleNumber, g]));
  return mergeQuickOrderLines(good).flatMap(({ articleNumber, amount }) => {
    const g = byNumber.get(articleNumber);
    return g ? [{ product: g.product, article: g.article, amount }] : [];
  });
}
