import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { importPostcodes, parseCsvLine, progressLine } from './postal.import.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  await t.db
    .insertInto('postal_directory')
    .values({ country: 'SE', zip_code: '11122', city: 'Stockolm', street_name: 'Vasagatan' })
    .execute();
});
afterAll(() => t.close());

const CSV = [
  '\uFEFFzip_code,city,street_name',
  '11122,Stockholm,Vasagatan',
  '11122,Stockholm,"Klara Norra kyrkogata"',
  '"41103","Göteborg","Östra Hamngatan"',
  '1112,Stockholm,Drottninggatan',
  '21120,,Carlsgatan',
  '21120,Malmö,',
  '',
  '21120,Malmö,"Gatan ""med"" citat, och komma"',
  '21120,Malmö,"unclosed',
  '21120,Malmö',
  '211 20,Malmö,Carlsgatan',
].join('\r\n');

describe('importPostcodes', () => {
  it('imports the good rows in batches, reports the bad ones by line', async () => {
    const progress: number[] = [];
    const summary = await importPostcodes(t.db, Readable.from([CSV]), {
      batchSize: 2,
      totalBytes: CSV.length,
      onProgress: (_done, _total, rows) => progress.push(rows),
    });
    expect(summary).toEqual({
      read: 10,
      imported: 5,
      skipped: 5,
      problems: [
        { line: 5, reason: 'zip_code' },
        { line: 6, reason: 'city' },
        { line: 7, reason: 'street_name' },
        { line: 10, reason: 'quote' },
        { line: 11, reason: 'columns' },
      ],
    });
    expect(progress.length).toBeGreaterThanOrEqual(3);
    const rows = await t.db
      .selectFrom('postal_directory')
      .selectAll()
      .orderBy('zip_code')
      .orderBy('street_name')
      .execute();
    expect(rows).toEqual([
      { country: 'SE', zip_code: '11122', city: 'Stockholm', street_name: 'Klara Norra kyrkogata' },
      { country: 'SE', zip_code: '11122', city: 'Stockholm', street_name: 'Vasagatan' },
      { country: 'SE', zip_code: '21120', city: 'Malmö', street_name: 'Carlsgatan' },
      { country: 'SE', zip_code: '21120', city: 'Malmö', street_name: 'Gatan "med" citat, och komma' },
      { country: 'SE', zip_code: '41103', city: 'Göteborg', street_name: 'Östra Hamngatan' },
    ]);
  });

  it('writes the given country and refuses a file without the header', async () => {
    const s = await importPostcodes(t.db, Readable.from(['zip_code,city,street_name\n00100,Helsinki,Bulevardi\n']), {
      country: 'fi',
    });
    expect(s).toMatchObject({ read: 1, imported: 1, skipped: 0 });
    expect(await t.db.selectFrom('postal_directory').selectAll().where('country', '=', 'FI').execute()).toHaveLength(1);
    await expect(importPostcodes(t.db, Readable.from(['zip,city\n11122,Stockholm\n']))).rejects.toThrow(/header/);
  });
});

describe('CSV helpers', () => {
  it('parses quoted fields and draws the progress bar', () => {
    expect(parseCsvLine('a,"b,c",""')).toEqual(['a', 'b,c', '']);
    expect(parseCsvLine('"x')).toBeNull();
    expect(progressLine(5200, 10000, 10)).toBe('[#####.....] 52% 5200/10000');
  });
});
