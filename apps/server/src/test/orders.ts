/**
 * Order bodies of the server tests, in one place: the delivery (or postal) address, the invoice
 * address, a whole `order/ajaxCreateNew` body, and a guest buyer's order as the fault and
 * mail tests place them many times over.
 */

import type { Db } from '../db/connect.ts';

/** Where the test orders go (and are invoiced). */
const STOCKHOLM = { zipCode: '11122', city: 'Stockholm', country: 'Sverige' };

/** A delivery or postal address of an order, with its contact. */
export function orderAddress(over: Record<string, string | null> = {}) {
  return {
    recipient: 'Acme AB',
    streetName: 'Storgatan',
    streetNumber: '12',
    streetLetter: 'B',
    ...STOCKHOLM,
    contactPerson: 'Anna Andersson',
    contactPhoneNumber: '+46 70 123 45 67',
    contactNotificationInformation: 'anna@example.com',
    ...over,
  };
}

/** An invoice address of an order. */
export function invoiceAddress(over: Record<string, string | null> = {}) {
  return { recipient: 'Acme AB', streetName: 'Box 100', ...STOCKHOLM, organisationNumber: '556000-0000', ...over };
}

/** The body of `order/ajaxCreateNew` for these articles, with the addresses above. */
export function orderBody(articles: { articleNumber: string; amount: number }[], over: Record<string, unknown> = {}) {
  return {
    deliveryAddress: orderAddress(),
    postalAddress: null,
    invoiceAddress: invoiceAddress(),
    articles,
    message: null,
    hasAdministrativeFee: false,
    premiumSelected: false,
    allowNewsletter: false,
    ...over,
  };
}

/**
 * The smallest guest order of buyer `i` on tenant 4: the delivery address is also the invoice
 * address, the buyer's own e-mail (`buyer<i>@example.com`) gets the confirmation.
 */
export function buyerOrder(i: number, articleNumber: string, amount: number) {
  const address = {
    recipient: `Kund ${i}`,
    streetName: 'Storgatan',
    ...STOCKHOLM,
    contactPerson: 'Anna',
    contactPhoneNumber: '0701234567',
    contactNotificationInformation: `buyer${i}@example.com`,
  };
  return {
    deliveryAddress: address,
    invoiceAddress: { ...address, organisationNumber: '556000-0000' },
    articles: [{ articleNumber, amount }],
  };
}

/** A query of a tenant's goods articles (no freight or fee article), to select from. */
export function goodsOf(db: Db, tenant: number) {
  return db
    .selectFrom('articles')
    .where('tenant_id', '=', tenant)
    .where('freight', '=', 'NONE')
    .where('administrative_fee', '=', false);
}

/** A query of the goods of a tenant that an order takes as they are: priced, and paid by the customer. */
export function orderableGoodsOf(db: Db, tenant: number) {
  return goodsOf(db, tenant).where('alternative_price', 'is', null).where('payer', '<>', 'TENANT');
}

/** The article numbers of the first `n` plain goods of a tenant (no freight, fee or forms). */
export async function plainArticleNumbers(db: Db, tenant = 4, n = 10): Promise<string[]> {
  const rows = await goodsOf(db, tenant)
    .select('article_number')
    .where('number_of_forms', '=', 0)
    .orderBy('id')
    .limit(n)
    .execute();
  return rows.map((r) => r.article_number);
}

/** The first `n` active goods articles of a tenant (no freight or fee article): id and number. */
export function activeGoods(db: Db, tenant: number, n: number) {
  return goodsOf(db, tenant)
    .select(['id', 'article_number'])
    .where('active', '=', true)
    .orderBy('id')
    .limit(n)
    .execute();
}
