import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AdminCreateArticleBodySchema,
  AdminCreateProductBodySchema,
  AdminPatchArticleBodySchema,
  AdminPatchProductBodySchema,
  AdminProductListQuerySchema,
  joinTagged,
  type LocalizedTexts,
  mergeTexts,
  missingLanguages,
  splitTagged,
} from './admin-catalog.ts';
import { toFieldErrors } from './errors.ts';
import { LANGUAGES, localize } from './language.ts';

describe('texts per language', () => {
  it('splits a stored tagged text per language and joins it back in the shop’s order', () => {
    const stored = '[sv]Säkerhetspåse[en]Security bag[fi]Turvapussi';
    const texts = splitTagged(stored, 'sv');
    expect(texts).toEqual({ sv: 'Säkerhetspåse', en: 'Security bag', fi: 'Turvapussi' });
    expect(joinTagged(texts)).toBe(stored);
    expect(joinTagged({ fi: 'Pussi', sv: 'Påse' })).toBe('[sv]Påse[fi]Pussi');
  });

  it('gives untagged text to the fallback language and nothing for empty text', () => {
    expect(splitTagged('Plain bag', 'en')).toEqual({ en: 'Plain bag' });
    expect(splitTagged('', 'sv')).toEqual({});
    expect(splitTagged(null, 'sv')).toEqual({});
    expect(splitTagged('[sv][en]Bag', 'sv')).toEqual({ en: 'Bag' });
  });

  it('leaves out empty languages and unknown tags', () => {
    expect(joinTagged({ sv: '  ', en: 'Bag' })).toBe('[en]Bag');
    expect(joinTagged({})).toBe('');
    expect(splitTagged('[sv]Påse[xx]Other', 'sv')).toEqual({ sv: 'Påse' });
  });

  it('merges a change: given languages replace, "" removes, others are kept', () => {
    const current = { sv: 'Påse', en: 'Bag', fi: 'Pussi' };
    expect(mergeTexts(current, { en: 'Big bag', fi: '', dk: 'Pose' })).toEqual({
      sv: 'Påse',
      en: 'Big bag',
      dk: 'Pose',
    });
    expect(current).toEqual({ sv: 'Påse', en: 'Bag', fi: 'Pussi' });
  });

  it('names the tenant languages without text', () => {
    expect(missingLanguages({ sv: 'Påse', en: ' ' }, ['sv', 'en', 'fi'])).toEqual(['en', 'fi']);
  });

  it('round-trips any texts without tags through the stored form, as the shop reads them', () => {
    const text = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((s) => s.trim() === s && s !== '' && !s.includes('['));
    const texts = fc.dictionary(fc.constantFrom(...LANGUAGES), text) as fc.Arbitrary<LocalizedTexts>;
    fc.assert(
      fc.property(texts, (t) => {
        const stored = joinTagged(t);
        expect(splitTagged(stored, 'sv')).toEqual(Object.keys(t).length === 0 ? {} : t);
        for (const [lang, value] of Object.entries(t)) expect(localize(stored, lang)).toBe(value);
      }),
    );
  });
});

describe('catalog requests', () => {
  const keys = (r: { success: boolean; error?: { issues: unknown[] } }) =>
    r.success ? [] : toFieldErrors(r.error?.issues as never);

  it('needs a name in some language for a new product and refuses tags inside a text', () => {
    expect(AdminCreateProductBodySchema.safeParse({ groupId: 1, name: { sv: 'Påse' } }).success).toBe(true);
    expect(keys(AdminCreateProductBodySchema.safeParse({ groupId: 1 }))).toEqual([
      { field: 'name', message: 'required' },
    ]);
    expect(keys(AdminPatchProductBodySchema.safeParse({ name: { en: 'a[sv]b' } }))).toEqual([
      { field: 'name.en', message: 'invalid' },
    ]);
    expect(keys(AdminPatchProductBodySchema.safeParse({ name: { de: 'x' } }))).toEqual([
      { field: 'name.de', message: 'unknown_field' },
    ]);
    expect(keys(AdminPatchProductBodySchema.safeParse({ relatedIds: [2, 2] }))).toEqual([
      { field: 'relatedIds', message: 'invalid' },
    ]);
  });

  it('takes whole, non-negative prices and a plain article number', () => {
    const base = { articleNumber: 'SB-100', quantity: 100, price: 0 };
    expect(AdminCreateArticleBodySchema.parse(base)).toMatchObject({ payer: 'CUSTOMER', active: true, weight: 0 });
    expect(keys(AdminPatchArticleBodySchema.safeParse({ price: -1 }))).toEqual([
      { field: 'price', message: 'too_small' },
    ]);
    expect(keys(AdminPatchArticleBodySchema.safeParse({ price: 1.5 })).map((e) => e.field)).toEqual(['price']);
    expect(keys(AdminPatchArticleBodySchema.safeParse({ articleNumber: 'a b' }))).toEqual([
      { field: 'articleNumber', message: 'invalid' },
    ]);
    expect(keys(AdminPatchArticleBodySchema.safeParse({ articleNumber: '' }))[0]).toEqual({
      field: 'articleNumber',
      message: 'required',
    });
  });

  it('reads the list query from strings, with defaults', () => {
    expect(AdminProductListQuerySchema.parse({ tenant: '4', group: '7', page: '2' })).toEqual({
      tenant: 4,
      group: 7,
      state: 'all',
      page: 2,
      pageSize: 25,
    });
  });
});
