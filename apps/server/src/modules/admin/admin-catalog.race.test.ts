import type { CatalogImportReport } from '@shop/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, signInOperators } from '../../test/admin.ts';
import { testAppForFile } from '../../test/app.ts';
import { firstProductId } from '../../test/db.ts';

/**
 * Catalog writes sent at once, as a double click or two operators send them: an article number
 * stays unique in the tenant, and no request ends in a 500.
 */
const t = testAppForFile();
const { admin4 } = signInOperators(t, 'admin4');
let product4: number;
beforeAll(async () => {
  product4 = await firstProductId(t.db, 4);
});

async function articlesNumbered(prefix: string) {
  return t.db
    .selectFrom('articles')
    .select(['article_number', 'price_minor'])
    .where('tenant_id', '=', 4)
    .where('article_number', 'like', `${prefix}%`)
    .orderBy('article_number')
    .execute();
}

describe('at once', () => {
  it('two new articles with one number: one is created, the other refused as taken', async () => {
    const add = (price: number) =>
      adminCall(t.app, admin4, 'POST', `/api/admin/products/${product4}/articles?tenant=4`, {
        articleNumber: 'RACE-1',
        quantity: 1,
        price,
      });
    const answers = await Promise.all([add(100), add(200), add(300)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422, 422]);
    for (const res of answers.filter((r) => r.statusCode === 422)) {
      expect(res.json()).toEqual({ fieldErrors: [{ field: 'articleNumber', message: 'article_number_taken' }] });
    }
    expect(await articlesNumbered('RACE-1')).toHaveLength(1);
  });

  it('two imports of new articles applied together: each number once, every answer a report', async () => {
    const header = 'article_number,product_id,name_sv,name_en,package_size,price,weight_grams';
    const file = (price: string) =>
      [header, ...[1, 2, 3].map((n) => `IMP-RACE-${n},${product4},Påse ${n},Bag ${n},10,${price},5`)].join('\n');
    const send = (csv: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/catalog/import?tenant=4&dryRun=false',
        headers: { ...admin4, 'content-type': 'text/csv' },
        payload: csv,
      });
    const answers = await Promise.all([send(file('1.00')), send(file('2.00'))]);
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    const reports = answers.map((r) => r.json() as CatalogImportReport);
    // Between them the three articles were created once; the later import updated or kept them.
    expect(reports.reduce((n, r) => n + r.created, 0)).toBe(3);
    const rows = await articlesNumbered('IMP-RACE-');
    expect(rows.map((r) => r.article_number)).toEqual(['IMP-RACE-1', 'IMP-RACE-2', 'IMP-RACE-3']);
    // One import's prices throughout, not a mix.
    expect(new Set(rows.map((r) => r.price_minor)).size).toBe(1);
  });
});
