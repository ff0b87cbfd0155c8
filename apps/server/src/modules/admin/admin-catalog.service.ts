import {
  ADMIN_COUNT_CAP,
  type AdminArticle,
  type AdminProduct,
  type AdminProductListAnswer,
  ARTICLE_NUMBER_TAKEN,
  hasAnyText,
  joinTagged,
  type Language,
  type LocalizedTexts,
  localize,
  mergeTexts,
  splitTagged,
  type Tenant,
} from '@shop/contract';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/connect.ts';
import type { ArticlesTable, ProductsTable } from '../../db/schema.ts';
import { OperationError, ValidationError } from '../../plugins/errors.ts';
import { isUniqueViolation } from '../accounts/accounts.repository.ts';
import {
  type ArticleRecord,
  articleNumberTaken,
  existingProductIds,
  filesOf,
  findArticle,
  findGroup,
  findProduct,
  imagesOf,
  insertArticle,
  insertProduct,
  nextPosition,
  productArticles,
  relatedProducts,
  replaceRelated,
  searchProducts,
  updateArticle,
  updateProduct,
  videosOf,
} from './admin-catalog.repository.ts';
import type { Operator } from './admin-guard.ts';
import { writeAudit } from './audit.ts';

/** What one change did, field by field: `{ field: { from, to } }` (texts: `name.sv`). */
export type Changes = Record<string, { from: unknown; to: unknown }>;

/** Records a change of a value when it differs. */
export function note(changes: Changes, field: string, from: unknown, to: unknown): void {
  if (from !== to) changes[field] = { from, to };
}

/**
 * Each field of `scalars` that the patch gives and that differs from the stored row: its new
 * value put in `set` under its column, the change noted.
 */
function setChanged<F extends string, C extends string>(
  changes: Changes,
  scalars: readonly (readonly [F, C])[],
  patch: Partial<Record<F, unknown>>,
  stored: Record<C, unknown>,
  set: Partial<Record<C, unknown>>,
): void {
  for (const [field, column] of scalars) {
    const value = patch[field];
    if (value === undefined || value === stored[column]) continue;
    note(changes, field, stored[column], value);
    set[column] = value;
  }
}

/**
 * A stored language-tagged text after a change per language: the new stored text (null when
 * `nullable` and every language is empty), each changed language noted as `field.lang`.
 */
export function changedText(
  changes: Changes,
  field: string,
  stored: string | null,
  change: LocalizedTexts | undefined,
  fallback: Language,
): { texts: LocalizedTexts; text: string } {
  const before = splitTagged(stored, fallback);
  if (!change) return { texts: before, text: stored ?? '' };
  const after = mergeTexts(before, change);
  for (const lang of Object.keys({ ...before, ...after }) as Language[]) {
    note(changes, `${field}.${lang}`, before[lang] ?? null, after[lang] ?? null);
  }
  return { texts: after, text: joinTagged(after) };
}

// ---------------------------------------------------------------------------------------------
// Reading.

/** GET /api/admin/products: a page of the tenant's products, named in `lang` (else the tenant's default). */
export async function listAdminProducts(
  ctx: AppContext,
  tenant: Tenant,
  query: {
    q?: string;
    group?: number;
    state: 'all' | 'active' | 'inactive';
    lang?: Language;
    page: number;
    pageSize: number;
  },
): Promise<AdminProductListAnswer> {
  const lang = query.lang && tenant.languages.includes(query.lang) ? query.lang : tenant.defaultLanguage;
  const { rows, counted } = await searchProducts(ctx.db, {
    tenantId: tenant.id,
    q: query.q?.trim() || null,
    groupId: query.group ?? null,
    state: query.state,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: localize(r.name, lang),
      groupId: r.group_id,
      groupName: localize(r.group_name, lang),
      articleCount: r.article_count,
      minPrice: r.min_price === null ? null : Number(r.min_price),
      maxPrice: r.max_price === null ? null : Number(r.max_price),
      active: r.active,
      recommended: r.recommended,
      image: r.image,
    })),
    total: Math.min(counted, ADMIN_COUNT_CAP),
    totalIsLowerBound: counted > ADMIN_COUNT_CAP,
    page: query.page,
    pageSize: query.pageSize,
    currency: tenant.currency.trim(),
  };
}

export function articleView(row: ArticleRecord, fallback: Language): AdminArticle {
  return {
    id: row.id,
    productId: row.container_id,
    articleNumber: row.article_number,
    name: splitTagged(row.name, fallback),
    quantity: row.quantity,
    price: row.price_minor,
    weight: row.weight_grams,
    freeShipping: row.free_shipping,
    numberOfForms: row.number_of_forms,
    payer: row.payer,
    alternativePrice: splitTagged(row.alternative_price, fallback),
    freight: row.freight,
    administrativeFee: row.administrative_fee,
    active: row.active,
    position: row.position,
  };
}

/** GET /api/admin/products/{id}: every field of the product, its articles and the tenant's languages. */
export async function adminProductView(ctx: AppContext, tenant: Tenant, id: number): Promise<AdminProduct> {
  const row = await findProduct(ctx.db, tenant.id, id);
  if (!row) throw new OperationError(404, 'not_found');
  const fallback = tenant.defaultLanguage;
  const [articles, images, files, videos, related] = await Promise.all([
    productArticles(ctx.db, tenant.id, id),
    imagesOf(ctx.db, tenant.id, id),
    filesOf(ctx.db, tenant.id, id),
    videosOf(ctx.db, tenant.id, id),
    relatedProducts(ctx.db, tenant.id, id),
  ]);
  return {
    id: row.id,
    groupId: row.group_id,
    name: splitTagged(row.name, fallback),
    description: splitTagged(row.description, fallback),
    detailedDescription: splitTagged(row.detailed_description, fallback),
    specification: splitTagged(row.specification, fallback),
    recommended: row.recommended,
    active: row.active,
    position: row.position,
    popupImageFileName: row.popup_image_file_name,
    images,
    files,
    videos,
    related: related.map((r) => ({ id: r.id, name: localize(r.name, fallback), active: r.active })),
    articles: articles.map((a) => articleView(a, fallback)),
    languages: [...tenant.languages],
    defaultLanguage: tenant.defaultLanguage,
    currency: tenant.currency.trim(),
  };
}

// ---------------------------------------------------------------------------------------------
// Products: changes.

interface ProductTexts {
  name?: LocalizedTexts;
  description?: LocalizedTexts;
  detailedDescription?: LocalizedTexts;
  specification?: LocalizedTexts;
}
export interface ProductPatch extends ProductTexts {
  groupId?: number;
  recommended?: boolean;
  active?: boolean;
  position?: number;
  relatedIds?: number[];
}
export interface NewProduct extends ProductTexts {
  groupId: number;
  name: LocalizedTexts;
  recommended: boolean;
  active: boolean;
  position?: number;
  relatedIds?: number[];
}

const PRODUCT_TEXTS = {
  name: 'name',
  description: 'description',
  detailedDescription: 'detailed_description',
  specification: 'specification',
} as const satisfies Record<keyof ProductTexts, keyof ProductsTable>;

/** The references of a product change that must be of the tenant: its group and related products. */
async function productReferenceErrors(db: Db, tenant: Tenant, id: number | null, body: ProductPatch) {
  const errors: { field: string; message: string }[] = [];
  if (body.groupId !== undefined && !(await findGroup(db, tenant.id, body.groupId)))
    errors.push({ field: 'groupId', message: 'invalid' });
  if (body.relatedIds) {
    const found = await existingProductIds(db, tenant.id, body.relatedIds);
    if (body.relatedIds.some((r) => r === id || !found.has(r)))
      errors.push({ field: 'relatedIds', message: 'invalid' });
  }
  return errors;
}

/** POST /api/admin/products: a new product (with one audit row 'created'); answers the product. */
export async function createAdminProduct(ctx: AppContext, op: Operator, body: NewProduct): Promise<AdminProduct> {
  const { tenant, actor } = op;
  const errors = await productReferenceErrors(ctx.db, tenant, null, body);
  if (!hasAnyText(body.name)) errors.unshift({ field: 'name', message: 'required' });
  if (errors.length > 0) throw new ValidationError(errors);
  const fallback = tenant.defaultLanguage;
  const id = await ctx.db.transaction().execute(async (trx) => {
    const changes: Changes = {};
    const texts = Object.fromEntries(
      (Object.keys(PRODUCT_TEXTS) as (keyof ProductTexts)[]).map((field) => [
        PRODUCT_TEXTS[field],
        changedText(changes, field, null, body[field] ?? {}, fallback).text,
      ]),
    ) as Record<(typeof PRODUCT_TEXTS)[keyof ProductTexts], string>;
    const position = body.position ?? (await nextPosition(trx, 'products', tenant.id, body.groupId));
    const newId = await insertProduct(trx, {
      tenant_id: tenant.id,
      group_id: body.groupId,
      ...texts,
      recommended: body.recommended,
      active: body.active,
      position,
    });
    note(changes, 'groupId', null, body.groupId);
    note(changes, 'recommended', null, body.recommended);
    note(changes, 'active', null, body.active);
    note(changes, 'position', null, position);
    if (body.relatedIds?.length) {
      await replaceRelated(trx, tenant.id, newId, body.relatedIds);
      note(changes, 'relatedIds', null, body.relatedIds.join(','));
    }
    await writeAudit(trx, {
      tenantId: tenant.id,
      actor,
      entity: 'product',
      entityId: newId,
      action: 'created',
      changes,
    });
    return newId;
  });
  return adminProductView(ctx, tenant, id);
}

/**
 * PATCH /api/admin/products/{id}: any subset; texts per language (a language given replaces its
 * text, '' removes it); moving to another group; the related list replaced. Read again under the
 * product's lock, written with one audit row of what changed; a patch that changes nothing
 * writes nothing. Answers the product.
 */
export async function patchAdminProduct(
  ctx: AppContext,
  op: Operator,
  id: number,
  body: ProductPatch,
): Promise<AdminProduct> {
  const { tenant, actor } = op;
  if (!(await findProduct(ctx.db, tenant.id, id))) throw new OperationError(404, 'not_found');
  const errors = await productReferenceErrors(ctx.db, tenant, id, body);
  if (errors.length > 0) throw new ValidationError(errors);
  const fallback = tenant.defaultLanguage;
  await ctx.db.transaction().execute(async (trx) => {
    const now = await findProduct(trx, tenant.id, id, true);
    if (!now) throw new OperationError(404, 'not_found');
    const changes: Changes = {};
    const set: Partial<Record<keyof ProductsTable, unknown>> = {};
    for (const field of Object.keys(PRODUCT_TEXTS) as (keyof ProductTexts)[]) {
      if (!body[field]) continue;
      const column = PRODUCT_TEXTS[field];
      const { texts, text } = changedText(changes, field, now[column], body[field], fallback);
      if (field === 'name' && !hasAnyText(texts)) throw new ValidationError([{ field: 'name', message: 'required' }]);
      if (text !== now[column]) set[column] = text;
    }
    const scalars = [
      ['groupId', 'group_id'],
      ['recommended', 'recommended'],
      ['active', 'active'],
      ['position', 'position'],
    ] as const;
    setChanged(changes, scalars, body, now, set);
    await updateProduct(trx, tenant.id, id, set as Parameters<typeof updateProduct>[3]);
    if (body.relatedIds) {
      const before = (await relatedProducts(trx, tenant.id, id)).map((r) => r.id).join(',');
      const after = body.relatedIds.join(',');
      if (before !== after) {
        await replaceRelated(trx, tenant.id, id, body.relatedIds);
        note(changes, 'relatedIds', before, after);
      }
    }
    if (Object.keys(changes).length === 0) return;
    await writeAudit(trx, { tenantId: tenant.id, actor, entity: 'product', entityId: id, action: 'updated', changes });
  });
  return adminProductView(ctx, tenant, id);
}

// ---------------------------------------------------------------------------------------------
// Articles: changes.

export interface ArticleFieldsPatch {
  articleNumber?: string;
  name?: LocalizedTexts;
  quantity?: number;
  price?: number;
  weight?: number;
  freeShipping?: boolean;
  numberOfForms?: number;
  payer?: ArticleRecord['payer'];
  alternativePrice?: LocalizedTexts;
  freight?: ArticleRecord['freight'];
  administrativeFee?: boolean;
  active?: boolean;
  position?: number;
}
export type NewArticle = ArticleFieldsPatch &
  Required<Omit<ArticleFieldsPatch, 'name' | 'alternativePrice' | 'position'>>;

const ARTICLE_SCALARS = [
  ['articleNumber', 'article_number'],
  ['quantity', 'quantity'],
  ['price', 'price_minor'],
  ['weight', 'weight_grams'],
  ['freeShipping', 'free_shipping'],
  ['numberOfForms', 'number_of_forms'],
  ['payer', 'payer'],
  ['freight', 'freight'],
  ['administrativeFee', 'administrative_fee'],
  ['active', 'active'],
  ['position', 'position'],
] as const satisfies readonly (readonly [keyof ArticleFieldsPatch, keyof ArticlesTable])[];

const TAKEN = () => new ValidationError([{ field: 'articleNumber', message: ARTICLE_NUMBER_TAKEN }]);

/** A write that may meet another article's number: the unique index's refusal as the field error. */
async function numberChecked<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw TAKEN();
    throw error;
  }
}

/** POST /api/admin/products/{id}/articles: a new article of the product; answers it (201). */
export async function createAdminArticle(
  ctx: AppContext,
  op: Operator,
  productId: number,
  body: NewArticle,
): Promise<AdminArticle> {
  const { tenant, actor } = op;
  if (!(await findProduct(ctx.db, tenant.id, productId))) throw new OperationError(404, 'not_found');
  if (await articleNumberTaken(ctx.db, tenant.id, body.articleNumber, null)) throw TAKEN();
  const fallback = tenant.defaultLanguage;
  const id = await numberChecked(() =>
    ctx.db.transaction().execute(async (trx) => {
      if (!(await findProduct(trx, tenant.id, productId, true))) throw new OperationError(404, 'not_found');
      const changes: Changes = {};
      const name = changedText(changes, 'name', null, body.name ?? {}, fallback).text;
      const alternative = changedText(changes, 'alternativePrice', null, body.alternativePrice ?? {}, fallback).text;
      const position = body.position ?? (await nextPosition(trx, 'articles', tenant.id, productId));
      const row = {
        article_number: body.articleNumber,
        quantity: body.quantity,
        price_minor: body.price,
        weight_grams: body.weight,
        free_shipping: body.freeShipping,
        number_of_forms: body.numberOfForms,
        payer: body.payer,
        freight: body.freight,
        administrative_fee: body.administrativeFee,
        active: body.active,
        position,
      };
      for (const [field, column] of ARTICLE_SCALARS) note(changes, field, null, row[column]);
      note(changes, 'productId', null, productId);
      const newId = await insertArticle(trx, {
        tenant_id: tenant.id,
        container_id: productId,
        name,
        alternative_price: alternative || null,
        ...row,
      });
      await writeAudit(trx, {
        tenantId: tenant.id,
        actor,
        entity: 'article',
        entityId: newId,
        action: 'created',
        changes,
      });
      return newId;
    }),
  );
  const created = await findArticle(ctx.db, tenant.id, id);
  if (!created) throw new OperationError(404, 'not_found');
  return articleView(created, fallback);
}

/**
 * PATCH /api/admin/articles/{id}: any subset (a price is net, whole minor units; an article
 * number taken in the tenant is 422 article_number_taken). A new price applies to carts and
 * orders from then on; placed orders keep their lines' own copies. Answers the article.
 */
export async function patchAdminArticle(
  ctx: AppContext,
  op: Operator,
  id: number,
  body: ArticleFieldsPatch,
): Promise<AdminArticle> {
  const { tenant, actor } = op;
  if (!(await findArticle(ctx.db, tenant.id, id))) throw new OperationError(404, 'not_found');
  if (body.articleNumber !== undefined && (await articleNumberTaken(ctx.db, tenant.id, body.articleNumber, id)))
    throw TAKEN();
  const fallback = tenant.defaultLanguage;
  await numberChecked(() =>
    ctx.db.transaction().execute(async (trx) => {
      const now = await findArticle(trx, tenant.id, id, true);
      if (!now) throw new OperationError(404, 'not_found');
      const changes: Changes = {};
      const set: Partial<Record<keyof ArticlesTable, unknown>> = {};
      if (body.name) {
        const { text } = changedText(changes, 'name', now.name, body.name, fallback);
        if (text !== now.name) set.name = text;
      }
      if (body.alternativePrice) {
        const { text } = changedText(
          changes,
          'alternativePrice',
          now.alternative_price,
          body.alternativePrice,
          fallback,
        );
        if ((text || null) !== now.alternative_price) set.alternative_price = text || null;
      }
      setChanged(changes, ARTICLE_SCALARS, body, now, set);
      await updateArticle(trx, tenant.id, id, set as Parameters<typeof updateArticle>[3]);
      if (Object.keys(changes).length === 0) return;
      await writeAudit(trx, {
        tenantId: tenant.id,
        actor,
        entity: 'article',
        entityId: id,
        action: 'updated',
        changes,
      });
    }),
  );
  const after = await findArticle(ctx.db, tenant.id, id);
  if (!after) throw new OperationError(404, 'not_found');
  return articleView(after, fallback);
}
