import { localize } from '@shop/contract';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/app.ts';
import { countProducts, filteredProducts, listProducts } from './catalog.repository.ts';

/**
 * The catalog search as the repository runs it: what it matches (any part of the name or the
 * description in the shopper's language, or of an article number, in this shop only) and that
 * each of its parts can be answered from a trigram index rather than by reading every product.
 */
const t = testAppForFile();

const PAGE = { limit: 100, offset: 0, sort: 'position' } as const;

async function ids(tenantId: number, pattern: string, lang: string | null = null): Promise<number[]> {
  const rows = await listProducts(t.db, tenantId, { pattern, lang }, PAGE);
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

/** The products of a shop whose localized texts or article numbers contain `pattern`, computed here. */
async function expected(tenantId: number, pattern: string, lang: string | null): Promise<number[]> {
  const all = await listProducts(t.db, tenantId, {}, { ...PAGE, limit: 1000 });
  const needle = pattern.toLowerCase();
  const has = (text: string) => (lang ? localize(text, lang) : text).toLowerCase().includes(needle);
  return all
    .filter((p) => has(p.name) || has(p.description) || p.articles.some((a) => has(a.articleNumber)))
    .map((p) => p.id)
    .sort((a, b) => a - b);
}

async function someProduct(tenantId: number) {
  const [first] = await listProducts(t.db, tenantId, {}, { ...PAGE, limit: 1 });
  if (!first) throw new Error(`tenant ${tenantId} has no products`);
  return first;
}

describe('catalog search', () => {
  it('matches a part of a name, a description or an article number, in any letter case', async () => {
    const p = await someProduct(4);
    const name = localize(p.name, 'sv');
    const description = localize(p.description, 'sv');
    const number = p.articles[0]?.articleNumber ?? '';
    for (const pattern of [
      name.slice(1, 6).toUpperCase(),
      description.slice(3, 12).toLowerCase(),
      number.slice(2),
      number.slice(-3),
    ]) {
      const found = await ids(4, pattern, 'sv');
      expect(found, pattern).toContain(p.id);
      expect(found, pattern).toEqual(await expected(4, pattern, 'sv'));
    }
  });

  it('finds what the shopper sees in their language, and searches every language without one', async () => {
    for (const lang of ['sv', 'en', 'fi', 'dk', 'no', 'es'] as const) {
      for (const pattern of ['säk', 'bag', 'pussi', 'pose', 'bolsa', 'tape', 'plomb']) {
        expect(await ids(6, pattern, lang), `${pattern} in ${lang}`).toEqual(await expected(6, pattern, lang));
      }
    }
    expect(await ids(6, 'bag', null)).toEqual(await expected(6, 'bag', null));
  });

  it('answers patterns shorter than three characters (no trigram) the same way', async () => {
    for (const pattern of ['a', 'Ö', '10', '-1', 'ta']) {
      expect(await ids(5, pattern, 'sv'), pattern).toEqual(await expected(5, pattern, 'sv'));
    }
  });

  it('takes %, _ and \\ literally', async () => {
    for (const pattern of ['%', '_', '\\', '%a%', 'a_b', '__']) {
      expect(await ids(4, pattern, 'en'), pattern).toEqual(await expected(4, pattern, 'en'));
    }
  });

  it("never finds another shop's products, and the count agrees with the list", async () => {
    const other = await someProduct(3);
    const number = other.articles[0]?.articleNumber ?? '';
    expect(await ids(3, number, 'sv')).toContain(other.id);
    const inShop4 = await ids(4, number, 'sv');
    expect(inShop4).not.toContain(other.id);
    expect(inShop4).toEqual(await expected(4, number, 'sv'));
    for (const pattern of [number, 'säk', 'a']) {
      expect(await countProducts(t.db, 4, { pattern, lang: 'sv' })).toBe((await ids(4, pattern, 'sv')).length);
    }
  });

  it('answers every part of a search from the trigram indexes once a shop has many products', async () => {
    const query = filteredProducts(t.db, 4, { pattern: 'säkerhet', lang: 'sv' }).select('products.id').compile();
    const plan = await t.db
      .transaction()
      .execute(async (trx) => {
        // 5,000 more products with an article each, in this transaction only (rolled back below).
        const { id: groupId } = await trx
          .selectFrom('article_groups')
          .select('id')
          .where('tenant_id', '=', 4)
          .orderBy('id')
          .limit(1)
          .executeTakeFirstOrThrow();
        await sql`INSERT INTO products (tenant_id, group_id, name, description, position)
          SELECT 4, ${groupId}, '[sv]Vara ' || i || '[en]Item ' || i, '[sv]Beskrivning ' || i, 1000 + i
          FROM generate_series(1, 5000) AS i`.execute(trx);
        await sql`INSERT INTO articles (tenant_id, container_id, article_number, name, quantity, price_minor, weight_grams)
          SELECT 4, id, 'T-' || id, name, 1, 100, 10 FROM products WHERE tenant_id = 4 AND position > 1000`.execute(
          trx,
        );
        // New entries wait in a GIN index's pending list until a vacuum (seed:scale runs one).
        for (const index of [
          'products_tenant_name_trgm',
          'products_tenant_description_trgm',
          'articles_tenant_number_trgm',
        ]) {
          await sql`SELECT gin_clean_pending_list(${index}::regclass)`.execute(trx);
        }
        await sql`ANALYZE products`.execute(trx);
        await sql`ANALYZE articles`.execute(trx);
        // A few thousand rows are still read faster in full than through a GIN index; priced
        // out, a full read remains only where no index can answer the condition.
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const explain = sql.raw(`EXPLAIN ${query.sql}`).compile(trx);
        const { rows } = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...explain, parameters: query.parameters });
        throw new PlanFound(rows.map((r) => r['QUERY PLAN']).join('\n'));
      })
      .catch((e: unknown) => {
        if (e instanceof PlanFound) return e.plan;
        throw e;
      });
    expect(plan).toContain('products_tenant_name_trgm');
    expect(plan).toContain('products_tenant_description_trgm');
    expect(plan).toContain('articles_tenant_number_trgm');
    expect(plan).not.toMatch(/Seq Scan on (products|articles)/);
  });
});

/** Carries the plan out of a transaction that must not commit. */
class PlanFound extends Error {
  readonly plan: string;
  constructor(plan: string) {
    super('plan found');
    this.plan = plan;
  }
}
