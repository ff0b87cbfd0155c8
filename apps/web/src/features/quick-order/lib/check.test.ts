import { describe, expect, it } from 'vitest';
import { makeArticle } from '../../../test/fixtures.ts';
import { applyAnswer, cartLinesOf, readRows } from './check.ts';

const product = { id: 7, name: '[en]Seal', description: '', image: null };
const a1 = makeArticle(1, 100, { articleNumber: 'SW4-1' });
const a2 = makeArticle(2, 100, { articleNumber: 'SW4-2' });
const answer = {
  found: [
    { product, article: a1 },
    { product, article: a2 },
  ],
  refused: [],
};

describe('quick order check', () => {
  it('reads the typed rows by their row numbers and passes empty rows over', () => {
    const read = readRows([
      { articleNumber: 'SW4-1', amount: '' },
      { articleNumber: '', amount: '' },
      { articleNumber: '', amount: '3' },
      { articleNumber: 'SW4-2', amount: '0' },
    ]);
    expect(read.lines).toEqual([{ line: 1, articleNumber: 'SW4-1', amount: 1, source: 'row' }]);
    expect(read.refused.map((r) => [r.line, r.reason])).toEqual([
      [3, 'unreadable'],
      [4, 'amount_invalid'],
    ]);
  });

  it('takes the shop’s spelling, merges one article’s lines and refuses sums over the line limit', () => {
    const result = applyAnswer(
      [
        { line: 1, articleNumber: 'sw4-1', amount: 2, source: 'paste' },
        { line: 2, articleNumber: 'SW4-1', amount: 3, source: 'paste' },
        { line: 3, articleNumber: 'SW4-2', amount: 9_000, source: 'paste' },
        { line: 1, articleNumber: 'SW4-2', amount: 1_000, source: 'file' },
      ],
      [],
      answer,
    );
    expect(cartLinesOf(result.good).map((l) => [l.article.id, l.amount])).toEqual([[1, 5]]);
    expect(result.bad.map((b) => [b.source, b.line, b.reason])).toEqual([
      ['paste', 3, 'amount_invalid'],
      ['file', 1, 'amount_invalid'],
    ]);
  });
});
