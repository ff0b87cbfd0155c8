import { type CatalogImportReport, parseCsv as parseCsvWith } from '@shop/contract';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { adminAuth, signInOperators } from '../../test/admin.ts';
import { testAppForFile } from '../../test/app.ts';
import { firstProductId } from '../../test/db.ts';
import { importCatalog } from './admin-import.service.ts';

const parseCsv = (text: string) => parseCsvWith(text, parse);

const t = testAppForFile();
const { admin4 } = signInOperators(t, 'admin4');

const HEADER =
  'article_number,product_id,name_sv,name_en,package_size,price,weight_grams,free_shipping,number_of_forms,payer,alternative_price_sv,active';

function importFile(csv: string, o: { tenant?: number; dryRun?: boolean; headers?: object; fileName?: string } = {}) {
  const qs = new URLSearchParams({ tenant: String(o.tenant ?? 4), dryRun: String(o.dryRun ?? true) });
  if (o.fileName) qs.set('fileName', o.fileName);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/catalog/import?${qs}`,
    headers: { ...(o.headers ?? admin4), 'content-type': 'text/csv' },
    payload: csv,
  });
}

async function exportFile(tenant = 4, headers: object = admin4) {
  return t.app.inject({ method: 'GET', url: `/api/admin/catalog.csv?tenant=${tenant}`, headers: { ...headers } });
}

async function articlesOf(tenant: number) {
  return t.db.selectFrom('articles').selectAll().where('tenant_id', '=', tenant).orderBy('article_number').execute();
}

const productOf = (tenant: number) => firstProductId(t.db, tenant);

describe('the catalog export', () => {
  it('is every article of the tenant, with a BOM and a name column per language, as an attachment', async () => {
    const res = await exportFile();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="catalog-4.csv"');
    expect(res.body.charCodeAt(0)).toBe(0xfeff);
    const rows: string[][] = parse(res.body, { bom: true });
    expect(rows[0]).toEqual([
      'article_number',
      'product_id',
      'product_name',
      'name_sv',
      'name_en',
      'name_no',
      'name_es',
      'name_fi',
      'name_dk',
      'package_size',
      'price',
      'weight_grams',
      'free_shipping',
      'number_of_forms',
      'payer',
      'alternative_price_sv',
      'alternative_price_en',
      'alternative_price_no',
      'alternative_price_es',
      'alternative_price_fi',
      'alternative_price_dk',
      'active',
    ]);
    const articles = await articlesOf(4);
    expect(rows.length - 1).toBe(articles.length);
    const first = articles[0];
    if (!first) throw new Error('no articles');
    const row = rows.find((r) => r[0] === first.article_number);
    expect(row?.[10]).toBe((first.price_minor / 100).toFixed(2));
  });

  it('then imported again as it is changes nothing', async () => {
    const csv = (await exportFile()).body;
    const before = await articlesOf(4);
    const dry = await importFile(csv);
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json() as CatalogImportReport;
    expect(report.errors).toEqual([]);
    expect(report).toMatchObject({ dryRun: true, rows: before.length, created: 0, updated: 0, badRows: 0 });
    expect(report.unchanged).toBe(before.length);
    expect(report.errors).toEqual([]);
    const applied = (await importFile(csv, { dryRun: false })).json() as CatalogImportReport;
    expect(applied).toMatchObject({ dryRun: false, created: 0, updated: 0, unchanged: before.length });
    expect(await articlesOf(4)).toEqual(before);
  });
});

describe('the catalog import', () => {
  it('reports two bad rows by line and column in a dry run and changes nothing; confirmed, applies only the good rows', async () => {
    const [a, b] = await articlesOf(4);
    if (!a || !b) throw new Error('articles missing');
    const product = await productOf(4);
    const csv = [
      HEADER,
      `${a.article_number},${a.container_id},Ny påse,New bag,${a.quantity},"12,50",${a.weight_grams},true,0,CUSTOMER,,true`,
      `${b.article_number},${b.container_id},X,Y,0,abc,${b.weight_grams},false,0,CUSTOMER,,true`,
      'NEW-1,,Ny,New,10,1.00,5,false,0,CUSTOMER,,true',
      `NEW-2,${product},Nyare,Newer,10,99.95,5,no,1,TENANT,Ring oss,false`,
    ].join('\n');
    const before = await articlesOf(4);
    const dry = await importFile(csv);
    expect(dry.statusCode, dry.body).toBe(200);
    const report = dry.json() as CatalogImportReport;
    expect(report).toMatchObject({ rows: 4, created: 1, updated: 1, unchanged: 0, badRows: 2 });
    expect(report.errors).toEqual([
      { line: 3, column: 'package_size', message: 'too_small', value: '0' },
      { line: 3, column: 'price', message: 'invalid', value: 'abc' },
      { line: 4, column: 'product_id', message: 'required' },
    ]);
    expect(report.changes).toEqual([
      {
        line: 2,
        articleNumber: a.article_number,
        kind: 'update',
        fields: expect.objectContaining({ price: { from: expect.any(String), to: '12.50' } }),
      },
      expect.objectContaining({ line: 5, articleNumber: 'NEW-2', kind: 'create' }),
    ]);
    expect(await articlesOf(4)).toEqual(before);

    const applied = await importFile(csv, { dryRun: false, fileName: 'erp.csv' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ dryRun: false, created: 1, updated: 1, badRows: 2 });
    const after = new Map((await articlesOf(4)).map((r) => [r.article_number, r]));
    expect(after.get(a.article_number)).toMatchObject({ price_minor: 1250, free_shipping: true });
    expect(after.get(a.article_number)?.name).toContain('[sv]Ny påse[en]New bag');
    expect(after.get(b.article_number)).toEqual(before.find((r) => r.article_number === b.article_number));
    expect(after.has('NEW-1')).toBe(false);
    expect(after.get('NEW-2')).toMatchObject({
      container_id: product,
      name: '[sv]Nyare[en]Newer',
      quantity: 10,
      price_minor: 9995,
      weight_grams: 5,
      free_shipping: false,
      number_of_forms: 1,
      payer: 'TENANT',
      alternative_price: '[sv]Ring oss',
      active: false,
    });
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('tenant_id', '=', 4)
      .where('entity', '=', 'catalog_import')
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit.at(-1)).toMatchObject({ actor: 'admin.4@example.com', entity_id: 'erp.csv', action: 'imported' });
    expect(audit.at(-1)?.changes).toMatchObject({ created: 1, updated: 1, badRows: 2, fileName: 'erp.csv' });
  });

  it("refuses another tenant's product id, and a repeated article number", async () => {
    const foreign = await productOf(5);
    const csv = [
      HEADER,
      `X-1,${foreign},A,B,1,1,1,,,,,`,
      `X-2,${await productOf(4)},A,B,1,1,1,,,,,`,
      'X-2,,,,,,,,,,,',
    ].join('\n');
    const report = (await importFile(csv, { dryRun: false })).json() as CatalogImportReport;
    expect(report.errors).toEqual([
      { line: 2, column: 'product_id', message: 'not_found', value: String(foreign) },
      { line: 4, column: 'article_number', message: 'duplicate', value: 'X-2' },
    ]);
    expect(report.created).toBe(1);
    const articles = await articlesOf(4);
    expect(articles.some((r) => r.article_number === 'X-1')).toBe(false);
  });

  it('reads a BOM, the ";" separator, quoted line breaks and a partial header (other fields kept)', async () => {
    const a = (await articlesOf(4)).find((r) => r.alternative_price === null && !r.article_number.startsWith('NEW'));
    if (!a) throw new Error('no article');
    const csv = `\uFEFFarticle_number;alternative_price_sv;extra\r\n"${a.article_number}";"Fråga oss";x\r\n\r\n"Q;1";"two\nlines";y\r\n`;
    const report = (await importFile(csv)).json() as CatalogImportReport;
    expect(report.ignoredColumns).toEqual(['extra']);
    expect(report.changes).toEqual([
      {
        line: 2,
        articleNumber: a.article_number,
        kind: 'update',
        fields: { alternative_price_sv: { from: null, to: 'Fråga oss' } },
      },
    ]);
    // Line 4: a new article needs more columns; its alternative price may not hold a line break.
    expect(report.errors.map((e) => [e.line, e.column, e.message])).toEqual([[4, 'alternative_price_sv', 'invalid']]);
  });

  it('reports a file that is no CSV, and one without the article_number column, on line and column', async () => {
    const broken = (await importFile(`${HEADER}\nA-1,"open\nA-2,1\n`)).json() as CatalogImportReport;
    expect(broken.errors).toEqual([{ line: 3, column: '', message: 'csv_invalid' }]);
    const noKey = (await importFile('name_sv,price\nX,1\n')).json() as CatalogImportReport;
    expect(noKey.errors).toEqual([{ line: 1, column: 'article_number', message: 'no_article_number_column' }]);
  });

  it('is refused to an ADMIN of another tenant (404) and to an ORDER_HANDLER (403); the handler may export', async () => {
    const admin5 = await adminAuth(t.app, 5, 'admin.5@example.com');
    const handler = await adminAuth(t.app, 4, 'orders.4@example.com');
    const before = await articlesOf(4);
    const before5 = await articlesOf(5);
    expect((await exportFile(5, admin4)).statusCode).toBe(404);
    expect((await importFile(`${HEADER}\n`, { tenant: 5, dryRun: false })).statusCode).toBe(404);
    expect(await articlesOf(5)).toEqual(before5);
    expect((await exportFile(4, admin5)).statusCode).toBe(404);
    expect((await importFile(`${HEADER}\n`, { headers: admin5, dryRun: false })).statusCode).toBe(404);
    expect((await importFile(`${HEADER}\n`, { headers: handler, dryRun: false })).statusCode).toBe(403);
    expect((await exportFile(4, handler)).statusCode).toBe(200);
    expect(await articlesOf(4)).toEqual(before);
  });

  it('takes the file as text/csv only, up to 20 MB', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/catalog/import?tenant=4',
      headers: admin4,
      payload: { csv: HEADER },
    });
    expect(json.statusCode).toBe(422);
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/admin/customers?tenant=4',
      headers: { ...admin4, 'content-type': 'text/csv' },
      payload: 'name\nX\n',
    });
    expect(form.statusCode).toBe(415);
    const big = await importFile(`${HEADER}\n${'x'.repeat(20 * 1024 * 1024)}`);
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ operationError: 'payload_too_large' });
  });

  it('takes 10,000 rows (timed in bench/catalog-import.ts)', async () => {
    const product = await productOf(6);
    const lines = [HEADER];
    for (let i = 0; i < 10_000; i++) lines.push(`BULK-${i},${product},Påse ${i},Bag ${i},100,${i % 500}.25,12,,,,,`);
    const tenant = { id: 6, languages: ['en', 'sv'] as const, defaultLanguage: 'en' as const };
    const actor = { userId: null, username: 'test' };
    const report = await importCatalog(t.db, { ...tenant, languages: [...tenant.languages] }, lines.join('\n'), {
      dryRun: false,
      actor,
    });
    expect(report).toMatchObject({ rows: 10_000, created: 10_000, badRows: 0, changesTotal: 10_000 });
    expect(report.changes).toHaveLength(500);
    const again = await importCatalog(t.db, { ...tenant, languages: [...tenant.languages] }, lines.join('\n'), {
      dryRun: true,
      actor,
    });
    expect(again).toMatchObject({ unchanged: 10_000, created: 0, updated: 0 });
  }, 120_000);
});

describe('the CSV reader', () => {
  it('gives each record the line it starts on', () => {
    expect(parseCsv('\uFEFFa;b\r\n1;"x\r\ny"\r\n\r\n2;z\r\n3;"q"')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['1', 'x\ny'] },
      { line: 5, cells: ['2', 'z'] },
      { line: 6, cells: ['3', 'q'] },
    ]);
  });
});
