import { describe, expect, it } from 'vitest';
import { detectColumns, normalizeName, readCsv, splitCsv } from './csv.ts';

describe('CSV upload', () => {
  it('finds the columns by their header in every language', async () => {
    const headers = [
      'Article number;Amount',
      'Artikelnummer;Antal',
      'Artikkelnummer;Antall',
      'Tuotenumero;Määrä',
      'Número de artículo;Cantidad',
      'Varenummer;Mængde',
      'qty;Item number',
    ];
    for (const header of headers) {
      const records = await splitCsv(`${header}\nSW4-1;2\n`);
      const columns = detectColumns(records);
      expect(columns.header, header).toBe(true);
      const flipped = header.startsWith('qty');
      expect(columns, header).toEqual({ number: flipped ? 1 : 0, amount: flipped ? 0 : 1, header: true });
    }
    expect(normalizeName('Mængde')).toBe('maengde');
  });

  it('finds the columns by content without a header, in any order and with other columns', async () => {
    const text = 'Seal, red;12;SW4-10032\nBag;3;SW4-20001\n';
    expect(detectColumns(await splitCsv(text))).toEqual({ number: 2, amount: 1, header: false });
    expect((await readCsv(text)).lines).toEqual([
      { line: 1, articleNumber: 'SW4-10032', amount: 12 },
      { line: 2, articleNumber: 'SW4-20001', amount: 3 },
    ]);
  });

  it('skips a header of other names and numbers the lines as in the file', async () => {
    const text = 'Code,Qty,Note\r\nSW4-10032,5,"first, urgent"\r\n\r\nSW4-20001,x,\r\nSW4-30001,,\r\n';
    const read = await readCsv(text);
    expect(read.lines).toEqual([
      { line: 2, articleNumber: 'SW4-10032', amount: 5 },
      { line: 5, articleNumber: 'SW4-30001', amount: 1 },
    ]);
    expect(read.refused).toEqual([{ line: 4, text: 'SW4-20001 x', reason: 'amount_invalid' }]);
  });

  it('reads tab-separated files and quoted fields with separators, quotes and line breaks', async () => {
    expect(await splitCsv('"A;""B"""\t2\n"two\nlines"\t3\n')).toEqual([
      { line: 1, fields: ['A;"B"', '2'] },
      { line: 2, fields: ['two\nlines', '3'] },
    ]);
    expect((await readCsv('\uFEFFArtikelnummer\tAntal\nSW4-10032\t7\n')).lines).toEqual([
      { line: 2, articleNumber: 'SW4-10032', amount: 7 },
    ]);
  });

  it('reads a one-line file without a header, and refuses a file whose quote is never closed', async () => {
    expect((await readCsv('"SW4-10032;4')).refused).toEqual([{ line: 1, text: '', reason: 'unreadable' }]);
    expect((await readCsv('SW4-10032;4')).lines).toEqual([{ line: 1, articleNumber: 'SW4-10032', amount: 4 }]);
  });
});
