// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { xlsxOf } from '../../../test/xlsx.ts';
import { readXlsx } from './xlsx.ts';

const blob = (bytes: Uint8Array) => new Blob([bytes as BlobPart]);

describe('readXlsx', () => {
  it('reads the first sheet: columns by header, numbers as shown, lines as the sheet numbers its rows', async () => {
    const read = await readXlsx(
      blob(
        xlsxOf([
          ['Antal', 'Artikelnummer', 'Kommentar'],
          [5, 'SW4-10032', 'påsar'],
          null,
          [2, 'SW4-20001', ''],
          [0, 'SW4-20002', 'noll'],
        ]),
      ),
    );
    expect(read.lines).toEqual([
      { line: 2, articleNumber: 'SW4-10032', amount: 5 },
      { line: 4, articleNumber: 'SW4-20001', amount: 2 },
    ]);
    expect(read.refused).toEqual([{ line: 5, text: '0 SW4-20002 noll', reason: 'amount_invalid' }]);
  });

  it('finds the columns by content without a header; a number typed as a number is an article number', async () => {
    const read = await readXlsx(
      blob(
        xlsxOf([
          [10032, 3],
          ['SW4-10033', 1],
        ]),
      ),
    );
    expect(read.lines).toEqual([
      { line: 1, articleNumber: '10032', amount: 3 },
      { line: 2, articleNumber: 'SW4-10033', amount: 1 },
    ]);
    expect(read.refused).toEqual([]);
  });

  it('numbers the lines as the sheet does when it begins with empty rows', async () => {
    const read = await readXlsx(blob(xlsxOf([null, null, ['Artikelnummer', 'Antal'], ['SW4-10032', 2]])));
    expect(read.lines).toEqual([{ line: 4, articleNumber: 'SW4-10032', amount: 2 }]);
  });

  it('refuses what is no workbook', async () => {
    await expect(readXlsx(blob(new TextEncoder().encode('SW4-10032;5')))).rejects.toThrow();
  });
});
