import { type Article, freightWeight, type ProductSummary } from '@shop/contract';
import type { Call, Client } from './http.ts';
import { seededRandom } from './stats.ts';

/**
 * The shop calls the benchmarks make, as the web app makes them (guest paths of the public
 * tenant 4, Swedish), and what they need to know of the demo catalog to vary them.
 */
export const TENANT = 4;
const LANG = 'sv';

export const DEMO_PASSWORD = 'Demo-pass-1';

/** Demo accounts that log in (business, private and temporary-password customers of every shop). */
export const LOGIN_ACCOUNTS: readonly { tenant: number; username: string }[] = [3, 4, 5, 6, 7, 8, 9].flatMap((t) =>
  ['business', 'private', 'temp'].map((kind) => ({ tenant: t, username: `${kind}.${t}@example.com` })),
);

/** Searches the shoppers type; those that find nothing in the catalog are dropped. */
const SEARCH_WORDS = ['påse', 'plomb', 'tejp', 'kuvert', 'rulle', 'etikett', 'säkerhet', 'SW4-10'];

const json = (value: unknown) => JSON.stringify(value);
const guest = (call: string, tenant = TENANT) => `/api/guest/${call}?tenant=${tenant}`;

export const LIST_BODY = { limit: 20, offset: 0, lang: LANG } as const;

export function listCall(): Call {
  return { path: guest('articleContainer/ajaxList'), body: json(LIST_BODY) };
}

export function searchCall(pattern: string): Call {
  return { path: guest('articleContainer/ajaxList'), body: json({ ...LIST_BODY, pattern }) };
}

export function productCall(id: number): Call {
  return { path: guest('articleContainer/ajaxGet'), body: json({ id }) };
}

export interface CartLine {
  article: Article;
  amount: number;
}

/** order/ajaxGetDeliveryCost as the cart asks it: weight of the lines that do not ship free, article ids. */
export function deliveryCostCall(lines: readonly CartLine[]): Call {
  const articleIds = lines.map((l) => l.article.id).sort((a, b) => a - b);
  return { path: guest('order/ajaxGetDeliveryCost'), body: json({ totalWeight: freightWeight(lines), articleIds }) };
}

/** A cheap call that reaches the database (its answer is not cached): order/ajaxGetDeliveryCost of 1 kg. */
export function probeCall(): Call {
  return { path: guest('order/ajaxGetDeliveryCost'), body: json({ totalWeight: 1000, articleIds: [] }) };
}

/** order/ajaxRequiredInvoiceAddress as the cart asks it when its lines change. */
export function requiredInvoiceCall(lines: readonly CartLine[]): Call {
  const orderItemNumbers = lines.map((l) => l.article.articleNumber).sort();
  return { path: guest('order/ajaxRequiredInvoiceAddress'), body: json({ orderItemNumbers }) };
}

const ADDRESS = {
  recipient: 'Bench AB',
  streetName: 'Storgatan',
  streetNumber: '1',
  zipCode: '11122',
  city: 'Stockholm',
  country: 'Sverige',
  contactPerson: 'Bench',
  contactPhoneNumber: '0701234567',
  contactNotificationInformation: 'bench@example.com',
};

let orderSerial = 0;

/** order/ajaxCreateNew of a guest (business, paper invoice), with an Idempotency-Key of its own. */
export function orderCall(lines: readonly CartLine[]): Call {
  return {
    path: guest('order/ajaxCreateNew'),
    headers: { 'idempotency-key': `bench-${process.pid}-${Date.now()}-${++orderSerial}` },
    body: json({
      deliveryAddress: ADDRESS,
      invoiceAddress: { ...ADDRESS, organisationNumber: '556000-0000' },
      articles: lines.map((l) => ({ articleNumber: l.article.articleNumber, amount: l.amount })),
      hasAdministrativeFee: true,
      language: LANG,
    }),
  };
}

export function loginCall(account: { tenant: number; username: string }): Call {
  return {
    path: `/api/login?tenant=${account.tenant}`,
    body: json({ username: account.username, password: DEMO_PASSWORD }),
  };
}

/** order/ajaxList of the signed-in customer: the first page of the account's order list. */
export function orderHistoryCall(accessToken: string): Call {
  return {
    path: `/api/order/ajaxList?tenant=${TENANT}`,
    headers: { authorization: `Bearer ${accessToken}` },
    body: json({ offset: 0, limit: 3 }),
  };
}

/** What the calls need of the catalog: products, articles a guest can order, searches that find something. */
export interface CatalogInfo {
  products: ProductSummary[];
  orderable: Article[];
  patterns: string[];
  /** The answer of listCall(), the payload the yardstick servers send. */
  listPayload: string;
}

/** Articles a guest can put in a cart and order without forms. */
export function isOrderable(a: Article): boolean {
  return (
    a.freight === 'NONE' &&
    !a.administrativeFee &&
    a.numberOfForms === 0 &&
    a.alternativePrice === null &&
    a.payer !== 'TENANT' &&
    a.price > 0
  );
}

export async function catalogInfo(client: Client): Promise<CatalogInfo> {
  const list = await client.post(listCall());
  if (list.status !== 200) throw new Error(`articleContainer/ajaxList: HTTP ${list.status}`);
  const firstPage = JSON.parse(list.body) as ProductSummary[];
  if (firstPage.length !== LIST_BODY.limit) {
    throw new Error(`the catalog list answered ${firstPage.length} products, not ${LIST_BODY.limit}`);
  }
  const products = await client.json<ProductSummary[]>({
    path: guest('articleContainer/ajaxList'),
    body: json({ limit: 100, offset: 0, lang: LANG }),
  });
  const orderable = products.flatMap((p) => p.articles).filter(isOrderable);
  if (orderable.length < 2) throw new Error('the catalog has fewer than 2 orderable articles');
  const patterns: string[] = [];
  for (const word of SEARCH_WORDS) {
    const found = await client.json<ProductSummary[]>(searchCall(word));
    if (found.length > 0) patterns.push(word);
  }
  if (patterns.length === 0) throw new Error('no search word finds anything in the catalog');
  return { products, orderable, patterns, listPayload: list.body };
}

/** Endless rotation over `items`. */
export function rotation<T>(items: readonly T[]): () => T {
  if (items.length === 0) throw new Error('nothing to rotate over');
  let i = 0;
  return () => items[i++ % items.length] as T;
}

/** The shop-call generators of the load scenarios. */
export function scenarioCalls(info: CatalogInfo) {
  const random = seededRandom(42);
  const carts: CartLine[][] = Array.from({ length: 64 }, () => {
    const lines: CartLine[] = [];
    const count = 1 + Math.floor(random() * 5);
    for (let i = 0; i < count; i++) {
      const article = info.orderable[Math.floor(random() * info.orderable.length)];
      if (article && !lines.some((l) => l.article.id === article.id))
        lines.push({ article, amount: 1 + Math.floor(random() * 4) });
    }
    return lines;
  });
  const twoLines: CartLine[] = info.orderable.slice(0, 2).map((article, i) => ({ article, amount: i + 1 }));
  const nextProduct = rotation(info.products.map((p) => p.id));
  const nextPattern = rotation(info.patterns);
  const nextCart = rotation(carts);
  const nextAccount = rotation(LOGIN_ACCOUNTS);
  return {
    list: () => listCall(),
    product: () => productCall(nextProduct()),
    search: () => searchCall(nextPattern()),
    deliveryCost: () => deliveryCostCall(nextCart()),
    order: () => orderCall(twoLines),
    login: () => loginCall(nextAccount()),
  };
}
