import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_LINE_AMOUNT } from './limits.ts';
import { mergeQuickOrderLines, parseQuickOrder, QUICK_ORDER_MAX_LINES } from './quick-order.ts';

describe('parseQuickOrder', () => {
  it('reads every shape people copy from spreadsheets and mails', () => {
    const text = [
      'SW4-10032;5',
      'SW4-10033\t7',
      'SW4-10034,2',
      '5 x SW4-10035',
      '3x SW4-10036',
      '4 × SW4-10037',
      'SW4-10038',
      'SW4-10039 9',
    ].join('\n');
    expect(parseQuickOrder(text)).toEqual({
      lines: [
        { line: 1, articleNumber: 'SW4-10032', amount: 5 },
        { line: 2, articleNumber: 'SW4-10033', amount: 7 },
        { line: 3, articleNumber: 'SW4-10034', amount: 2 },
        { line: 4, articleNumber: 'SW4-10035', amount: 5 },
        { line: 5, articleNumber: 'SW4-10036', amount: 3 },
        { line: 6, articleNumber: 'SW4-10037', amount: 4 },
        { line: 7, articleNumber: 'SW4-10038', amount: 1 },
        { line: 8, articleNumber: 'SW4-10039', amount: 9 },
      ],
      refused: [],
    });
  });

  it('passes over blank lines, stray spaces, Windows line ends, a byte order mark and a header line', () => {
    const text = '\uFEFFArticle number;Amount\r\n\r\n   SW4-1 ;  2  \r\n\t\r\nSW4-2;3;Security bag C5\r\nSW4-3;\r\n  ';
    expect(parseQuickOrder(text)).toEqual({
      lines: [
        { line: 3, articleNumber: 'SW4-1', amount: 2 },
        { line: 5, articleNumber: 'SW4-2', amount: 3 },
        { line: 6, articleNumber: 'SW4-3', amount: 1 },
      ],
      refused: [],
    });
  });

  it('keeps a number like 57x40 whole, and refuses what it cannot read by line', () => {
    const text = [
      'TR-57x40;2',
      'SW4-1;0',
      'SW4-1;-3',
      'SW4-1;2.5',
      `SW4-1;${MAX_LINE_AMOUNT + 1}`,
      'SW4-1;many',
      'Please send the usual',
      '!!!;2',
      'x'.repeat(41),
      'SW4-1;3',
    ].join('\n');
    const { lines, refused } = parseQuickOrder(text);
    expect(lines).toEqual([
      { line: 1, articleNumber: 'TR-57x40', amount: 2 },
      { line: 10, articleNumber: 'SW4-1', amount: 3 },
    ]);
    expect(refused.map((r) => [r.line, r.reason])).toEqual([
      [2, 'amount_invalid'],
      [3, 'amount_invalid'],
      [4, 'amount_invalid'],
      [5, 'amount_invalid'],
      [6, 'amount_invalid'],
      [7, 'unreadable'],
      [8, 'unreadable'],
      [9, 'unreadable'],
    ]);
    expect(refused[0]?.text).toBe('SW4-1;0');
  });

  it(`reads a 2,000-line paste at once, and refuses lines past ${QUICK_ORDER_MAX_LINES}`, () => {
    const rows = Array.from({ length: QUICK_ORDER_MAX_LINES }, (_, i) => `SW-${i + 1}\t${(i % 99) + 1}`);
    const started = performance.now();
    const { lines, refused } = parseQuickOrder(rows.join('\r\n'));
    expect(performance.now() - started).toBeLessThan(200);
    expect(lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(refused).toEqual([]);
    const over = parseQuickOrder([...rows, 'SW-X;1', 'SW-Y;1'].join('\n'));
    expect(over.lines).toHaveLength(QUICK_ORDER_MAX_LINES);
    expect(over.refused).toEqual([{ line: QUICK_ORDER_MAX_LINES + 1, text: 'SW-X;1', reason: 'unreadable' }]);
  });

  const articleNumber = fc.stringMatching(/^[A-Z][A-Z0-9]{0,5}-[0-9]{1,6}$/);
  const amount = fc.integer({ min: 1, max: MAX_LINE_AMOUNT });
  const shape = fc.constantFrom(
    (n: string, a: number) => `${n};${a}`,
    (n: string, a: number) => `${n}\t${a}`,
    (n: string, a: number) => `${n},${a}`,
    (n: string, a: number) => `${n} ${a}`,
    (n: string, a: number) => `${a} x ${n}`,
    (n: string, a: number) => `${a}x ${n}`,
  );
  const pad = fc.constantFrom('', ' ', '  ', '\t');
  const ending = fc.constantFrom('\n', '\r\n', '\r');

  it('reads back any mix of shapes, separators, padding, blank lines and line ends (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(articleNumber, amount, shape, pad, pad, fc.boolean()), { minLength: 1, maxLength: 60 }),
        ending,
        (rows, eol) => {
          const text: string[] = [];
          const expected: { line: number; articleNumber: string; amount: number }[] = [];
          for (const [n, a, write, before, after, blankAfter] of rows) {
            text.push(`${before}${write(n, a)}${after}`);
            expected.push({ line: text.length, articleNumber: n, amount: a });
            if (blankAfter) text.push(before);
          }
          const parsed = parseQuickOrder(text.join(eol));
          expect(parsed.refused).toEqual([]);
          expect(parsed.lines).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never throws, and numbers every line it reports within the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (text) => {
        const { lines, refused } = parseQuickOrder(text);
        const count = text.split(/\r\n|\n|\r/).length;
        for (const l of [...lines, ...refused]) {
          expect(l.line).toBeGreaterThanOrEqual(1);
          expect(l.line).toBeLessThanOrEqual(count);
        }
        for (const l of lines)
          expect(Number.isInteger(l.amount) && l.amount >= 1 && l.amount <= MAX_LINE_AMOUNT).toBe(true);
      }),
    );
  });
});

describe('mergeQuickOrderLines', () => {
  it('sums the amounts of one article, in the order each first appears', () => {
    expect(
      mergeQuickOrderLines([
        { articleNumber: 'B', amount: 1 },
        { articleNumber: 'A', amount: 2 },
        { articleNumber: 'B', amount: 3 },
      ]),
    ).toEqual([
      { articleNumber: 'B', amount: 4 },
      { articleNumber: 'A', amount: 2 },
    ]);
  });
});
