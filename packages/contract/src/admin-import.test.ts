import { describe, expect, it } from 'vitest';
import { CatalogImportRowSchema, catalogCsvColumns, minorOfPrice } from './admin-import.ts';

describe('the catalog file', () => {
  it('reads prices as people write them, in minor units', () => {
    expect(minorOfPrice('12,50')).toBe(1250);
    expect(minorOfPrice('12.5')).toBe(1250);
    expect(minorOfPrice(' 0.05 ')).toBe(5);
    expect(minorOfPrice('7')).toBe(700);
    for (const bad of ['', '-1', '1.005', '1 000', 'abc', '1e3', '99999999.99']) expect(minorOfPrice(bad)).toBeNull();
  });

  it('has a name and an alternative-price column per language of the shop', () => {
    expect(catalogCsvColumns(['fi'])).toEqual([
      'article_number',
      'product_id',
      'product_name',
      'name_fi',
      'package_size',
      'price',
      'weight_grams',
      'free_shipping',
      'number_of_forms',
      'payer',
      'alternative_price_fi',
      'active',
    ]);
  });

  it('checks each column: empty cells are no value, bad ones a message key on the column', () => {
    expect(
      CatalogImportRowSchema.parse({
        article_number: ' A-1 ',
        price: '',
        active: 'Ja',
        payer: 'tenant',
        name_sv: ' Påse ',
      }),
    ).toEqual({ article_number: 'A-1', active: true, payer: 'TENANT', name_sv: 'Påse' });
    const result = CatalogImportRowSchema.safeParse({
      article_number: '',
      package_size: '0',
      weight_grams: '1.5',
      free_shipping: 'maybe',
      name_en: 'x'.repeat(201),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['article_number', 'required'],
      ['name_en', 'too_long'],
      ['package_size', 'too_small'],
      ['weight_grams', 'invalid'],
      ['free_shipping', 'invalid'],
    ]);
  });
});
