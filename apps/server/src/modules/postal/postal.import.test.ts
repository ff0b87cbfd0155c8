import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../test/db.ts';
import { finnishPostcodes, importPostcodes, parseCsvLine, placeName, progressLine } from './postal.import.ts';
import { findCity, findStreetNames } from './postal.repository.ts';

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

  it("checks the zip code by the country's format: Denmark has 4 digits", async () => {
    const s = await importPostcodes(
      t.db,
      Readable.from(['zip_code,city,street_name\n1620,København V,Vesterbrogade\n16200,København V,Vesterbrogade\n']),
      { country: 'DK' },
    );
    expect(s).toMatchObject({ read: 2, imported: 1, skipped: 1, problems: [{ line: 3, reason: 'zip_code' }] });
    const rows = await t.db.selectFrom('postal_directory').select('zip_code').where('country', '=', 'DK').execute();
    expect(rows).toEqual([{ zip_code: '1620' }]);
  });
});

describe("Finland's postcodes, shipped with the project", () => {
  it('writes the names as names, and imports a directory without streets: cities, no streets', async () => {
    expect(placeName('HELSINKI')).toBe('Helsinki');
    expect(placeName('PYHÄNKOSKI')).toBe('Pyhänkoski');
    expect(placeName('KOIVULAHTI-KVEVLAX')).toBe('Koivulahti-Kvevlax');
    expect(placeName('ETELÄ-POHJANMAAN SAIRAANHOITOPIIRI')).toBe('Etelä-Pohjanmaan Sairaanhoitopiiri');
    const s = await importPostcodes(
      t.db,
      finnishPostcodes({ '86240': 'PYHÄNKOSKI', '97390': 'KIERINKI', '123': 'X' }),
      {
        country: 'FI',
      },
    );
    expect(s).toMatchObject({ read: 3, imported: 2, skipped: 1, problems: [{ line: 2, reason: 'zip_code' }] });
    expect(await findCity(t.db, 'FI', '86240')).toBe('Pyhänkoski');
    expect(await findStreetNames(t.db, 'FI', '86240')).toEqual([]);
    // A street column that is there must be filled.
    const missing = await importPostcodes(t.db, Readable.from(['zip_code,city,street_name\n00200,Helsinki,\n']), {
      country: 'FI',
    });
    expect(missing).toMatchObject({ imported: 0, problems: [{ line: 2, reason: 'street_name' }] });
  });

  it("ships Posti's list: about 5,000 codes of 5 digits, 00100 Helsinki among them", async () => {
    let csv = '';
    for await (const chunk of finnishPostcodes()) csv += String(chunk);
    const rows = csv.trim().split('\n');
    expect(rows[0]).toBe('zip_code,city');
    expect(rows.length).toBeGreaterThan(4000);
    expect(rows.slice(1).every((r) => /^\d{5},"[^"]+"$/.test(r))).toBe(true);
    expect(rows).toContain('00100,"Helsinki"');
  });
});

describe('importPostcodes with csv-parse', () => {
  it('reads a quoted field over several lines, semicolons and a byte order mark, and reads on after a broken quote', async () => {
    const csv = [
      '\uFEFFzip_code;city;street_name',
      '31130;Falkenberg;"Storgatan',
      'norra delen"',
      '  ',
      '31131;"Falken;berg";Ågatan',
      '31132;Falkenberg;"Nygatan "" x"y',
      '31133;Falkenberg;Torget',
      '',
    ].join('\n');
    const summary = await importPostcodes(t.db, Readable.from([csv]), { country: 'DE' });
    expect(summary).toEqual({ read: 4, imported: 3, skipped: 1, problems: [{ line: 6, reason: 'quote' }] });
    const rows = await t.db
      .selectFrom('postal_directory')
      .select(['zip_code', 'city', 'street_name'])
      .where('country', '=', 'DE')
      .orderBy('zip_code')
      .execute();
    expect(rows).toEqual([
      { zip_code: '31130', city: 'Falkenberg', street_name: 'Storgatan\nnorra delen' },
      { zip_code: '31131', city: 'Falken;berg', street_name: 'Ågatan' },
      { zip_code: '31133', city: 'Falkenberg', street_name: 'Torget' },
    ]);
  });

  it('takes a quote still open after many lines as never closed, in a file read in many windows', async () => {
    const lines = ['zip_code,city,street_name', '40010,Göteborg,"Open'];
    for (let i = 0; i < 2_500; i++) lines.push(`${40011 + (i % 50)},Göteborg,Gata ${i}`);
    const summary = await importPostcodes(t.db, Readable.from([`${lines.join('\r\n')}\r\n`]), { country: 'AT' });
    expect(summary).toMatchObject({
      read: 2_501,
      imported: 2_500,
      skipped: 1,
      problems: [{ line: 2, reason: 'quote' }],
    });
  });
});

describe('CSV helpers', () => {
  it('parses quoted fields and draws the progress bar', () => {
    expect(parseCsvLine('a,"b,c",""')).toEqual(['a', 'b,c', '']);
    expect(parseCsvLine('"x')).toBeNull();
    expect(progressLine(5200, 10000, 10)).toBe('[#####.....] 52% 5200/10000');
  });
});
