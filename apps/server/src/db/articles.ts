import type { Article } from '@shop/contract';
import type { Selectable } from 'kysely';
import type { Db } from './connect.ts';
import type { ArticlesTable } from './schema.ts';

/** What an article sells as and for, and how it ships: the columns the shop and the catalog import share. */
export const SALE_COLUMNS = [
  'quantity',
  'price_minor',
  'weight_grams',
  'free_shipping',
  'number_of_forms',
  'payer',
  'alternative_price',
] as const;

/** The columns of an article as the shop shows it (an `Article`): in the catalog, the cart and an order. */
export const ARTICLE_COLUMNS = [
  'id',
  'container_id',
  'article_number',
  'name',
  ...SALE_COLUMNS,
  'freight',
  'administrative_fee',
] as const;

/** The same columns of the articles named `a` in a join. */
export const JOINED_ARTICLE_COLUMNS = ARTICLE_COLUMNS.map((column) => `a.${column}` as const);

export type ArticleRow = Pick<Selectable<ArticlesTable>, (typeof ARTICLE_COLUMNS)[number]>;

/** An article row as the shop shows it. */
export function toArticle(r: ArticleRow): Article {
  return {
    id: r.id,
    containerId: r.container_id,
    articleNumber: r.article_number,
    name: r.name,
    quantity: r.quantity,
    price: r.price_minor,
    weight: r.weight_grams,
    freeShipping: r.free_shipping,
    numberOfForms: r.number_of_forms,
    payer: r.payer,
    alternativePrice: r.alternative_price,
    freight: r.freight,
    administrativeFee: r.administrative_fee,
  };
}

/** The articles (`a`) joined with their products (`p`) of the same tenant. */
export function articlesWithProducts(db: Db) {
  return db
    .selectFrom('articles as a')
    .innerJoin('products as p', (j) => j.onRef('p.id', '=', 'a.container_id').onRef('p.tenant_id', '=', 'a.tenant_id'));
}
