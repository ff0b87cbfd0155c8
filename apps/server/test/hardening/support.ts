/**
 * Shared set-up of the isolation, input and secrets tests (not a test file itself): the route
 * table read from the server, a seeded shop with customers and orders to attack, a valid sample
 * request for every route, database fingerprints, and the checks of what an answer may contain.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/connect.ts';
import { fileUpload, pdf, TINY_PNG } from '../../src/modules/admin/admin-media.test-support.ts';
import { hashToken, refreshTokenKey } from '../../src/modules/auth/tokens.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../../src/test/app.ts';
import { goodsOf, invoiceAddress, orderAddress, orderableGoodsOf, orderBody } from '../../src/test/orders.ts';

export type Answer = LightMyRequestResponse;

// --- calls ---------------------------------------------------------------------------------

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The `tenant` query parameter; omitted when null. */
  tenant?: number | null;
  token?: string;
  body?: unknown;
  /** A raw body (sent as it is, with `contentType`). */
  raw?: string | Buffer;
  contentType?: string;
  query?: Record<string, string>;
  cookie?: string;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

let addressSeq = 0;
/** A fresh client address, so that per-address limits of one call never touch another. */
export function freshAddress(): string {
  addressSeq++;
  return `10.77.${Math.floor(addressSeq / 250) % 250}.${(addressSeq % 250) + 1}`;
}

/** Calls the server through `inject`. */
export function call(app: FastifyInstance, url: string, o: CallOptions = {}): Promise<Answer> {
  const params = new URLSearchParams();
  if (o.tenant !== null) params.set('tenant', String(o.tenant ?? 4));
  for (const [k, v] of Object.entries(o.query ?? {})) params.set(k, v);
  const qs = params.toString();
  const headers: Record<string, string> = { ...(o.headers ?? {}) };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  if (o.cookie) headers.cookie = o.cookie;
  const method = o.method ?? 'POST';
  if (o.raw !== undefined) {
    headers['content-type'] = o.contentType ?? 'application/json';
    return app.inject({
      method,
      url: `${url}${qs ? `?${qs}` : ''}`,
      payload: o.raw,
      headers,
      remoteAddress: o.remoteAddress ?? freshAddress(),
    });
  }
  return app.inject({
    method,
    url: `${url}${qs ? `?${qs}` : ''}`,
    headers,
    remoteAddress: o.remoteAddress ?? freshAddress(),
    ...(method === 'GET' ? {} : { payload: (o.body ?? {}) as object }),
  });
}

/** The JSON of an answer, or undefined when it is not JSON. */
export function jsonOf(res: Answer): unknown {
  try {
    return JSON.parse(res.body) as unknown;
  } catch {
    return undefined;
  }
}

/** The `name=value` part of each Set-Cookie header of an answer. */
export function cookiesOf(res: Answer): string[] {
  const raw = res.headers['set-cookie'];
  const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  return list.map((c) => c.split(';')[0] ?? '');
}

// --- the route table -------------------------------------------------------------------------

/**
 * docs: the API documentation; web: files of the built web app; media: product files; admin: the
 * back office's calls (`/api/admin/...`, operators only but for its sign-in, refresh and sign-out).
 */
export type RouteKind = 'docs' | 'web' | 'media' | 'guest' | 'customer' | 'open' | 'admin';

export interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** The path as registered, e.g. `/api/guest/order/ajaxGetOrder`, `/media/:fileName`. */
  url: string;
  /** The call without the guest prefix, e.g. `/api/order/ajaxGetOrder`: the key of SAMPLES. */
  call: string;
  kind: RouteKind;
  /** Listed in the OpenAPI document. */
  documented: boolean;
}

/**
 * The routes `printRoutes` shows (commonPrefix off): one line per node of the routing tree,
 * each node's path continuing its parent's, with the node's methods in brackets.
 */
export function parsePrintedRoutes(tree: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    if (line.trim() === '') continue;
    const m = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!m) throw new Error(`unexpected printRoutes line: ${line}`);
    const depth = (m[1] ?? '').length / 4;
    const url = (depth > 0 ? (stack[depth - 1] ?? '') : '') + (m[2] ?? '');
    stack[depth] = url;
    stack.length = depth + 1;
    for (const method of (m[3] ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean))
      routes.push({ method, url });
  }
  return routes;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

/** Every route of the server, from its routing tree, classified with the OpenAPI document. */
export async function routeTable(app: FastifyInstance): Promise<Route[]> {
  const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDoc;
  const printed = parsePrintedRoutes(app.printRoutes({ commonPrefix: false }));
  const seen = new Set<string>();
  const routes: Route[] = [];
  for (const { method, url } of printed) {
    if (method === 'HEAD' || method === 'OPTIONS') continue;
    const admin = url.startsWith('/api/admin/');
    // The back office is REST: it also changes (PATCH), replaces (PUT) and removes (DELETE); the shop's calls are POST.
    if (
      method !== 'GET' &&
      method !== 'POST' &&
      !(admin && (method === 'PATCH' || method === 'PUT' || method === 'DELETE'))
    )
      throw new Error(`route ${method} ${url}: add the method to the tests`);
    const id = `${method} ${url}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const op = doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];
    const guest = url.startsWith('/api/guest/');
    const kind: RouteKind = url.startsWith('/api/docs')
      ? 'docs'
      : admin
        ? 'admin'
        : method === 'GET' && !/^\/(api|oauth|media)\//.test(url)
          ? 'web'
          : url.startsWith('/media/')
            ? 'media'
            : guest
              ? 'guest'
              : op?.security?.length
                ? 'customer'
                : 'open';
    routes.push({
      method: method as Route['method'],
      url,
      call: url.replace(/^\/api\/guest\//, '/api/'),
      kind,
      documented: op !== undefined,
    });
  }
  return routes;
}

// --- the shop under attack -------------------------------------------------------------------

export interface Party {
  tenant: number;
  email: string;
  password: string;
  token: string;
  refresh: string;
  /** The `shop_rt=...` binding cookie of the session. */
  cookie: string;
  userId: number;
  customerId: number;
  customerNumber: string;
}

export interface GuestOrder {
  tenant: number;
  orderNumber: number;
  accessToken: string;
}

export interface Shop {
  t: TestApp;
  app: FastifyInstance;
  db: Db;
  /** Marks every text of customer A: no answer to anybody else may contain it. */
  tag: string;
  /** Customer A of tenant 4: addresses and orders, all texts marked with `tag`. */
  a: Party;
  aOrders: { kept: number; cancelable: number };
  /** Order lists of customer A: one to read and change, one to delete. */
  aLists: { kept: number; remove: number };
  /** Another customer of tenant 4 with an order of its own. */
  b: Party;
  bOrder: number;
  /** A customer of tenant 5. */
  foreign: Party;
  /** The owner of 12 stores on tenant 3, and another customer of tenant 3. */
  stores: Party;
  storeNumbers: string[];
  other3: Party;
  guests: { first: GuestOrder; second: GuestOrder; t6: GuestOrder };
  /** A product and a goods article of tenant 4 (no forms, paid by the customer). */
  product: { id: number; articleNumber: string; articleId: number };
  /** An article number that tenant 5 sells and tenant 4 does not. */
  foreignArticle: string;
  /** A product id of tenant 5. */
  foreignProduct: number;
  /** Back-office operators: the ADMIN and the ORDER_HANDLER of tenant 4, and the ADMIN of tenant 5. */
  operator: Operator;
  handler: Operator;
  foreignOperator: Operator;
  /** Store-account requests of tenant 4 waiting for a decision (one to approve, one to reject). */
  storeRequests: { approve: number; reject: number };
  /** A customer of tenant 4 linked to customer A as one of its stores (for the unlink sample). */
  linkedStore: string;
  /** Pictures, PDF files and videos of tenant 4's product for the media samples: one of each to change, one to delete. */
  media: MediaSamples;
  /** A campaign of tenant 4. */
  campaign: number;
  /** An article group of tenant 4 and its category (the catalog samples). */
  catalog: { group: number; category: number };
}

/** An operator signed in to the back office: its access token and binding cookie (`admin_rt=...`). */
export interface Operator {
  tenant: number;
  email: string;
  token: string;
  refresh: string;
  cookie: string;
}

/** Signs a demo operator in to the back office. */
export async function operatorLogIn(app: FastifyInstance, tenant: number, email: string): Promise<Operator> {
  const res = await call(app, '/api/admin/login', { tenant, body: { username: email, password: DEMO_PASSWORD } });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as { access_token: string; refresh_token: string };
  const cookie = cookiesOf(res).find((c) => c.startsWith('admin_rt=')) ?? '';
  return { tenant, email, token: answer.access_token, refresh: answer.refresh_token, cookie };
}

export const PASSWORD_A = 'Alpha-pass-1';
export const PASSWORD_B = 'Bravo-pass-2';

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${randomBytes(4).toString('hex')}@example.com`;
}

export { invoiceAddress, orderAddress };

/** An order of two of one article, its mails in English. */
export function orderRequest(articleNumber: string, over: Record<string, unknown> = {}) {
  return orderBody([{ articleNumber, amount: 2 }], { language: 'en', ...over });
}

/** An account address for postalAddress/ajaxChangeAddress. */
export function accountAddress(over: Record<string, string | null> = {}) {
  return {
    recipient: 'Acme AB',
    streetName: 'Vasagatan',
    streetNumber: '12',
    streetLetter: null,
    zipCode: '11122',
    city: 'Stockholm',
    country: 'Sverige',
    ...over,
  };
}

export function signUpBody(email: string, password: string, companyName: string) {
  return {
    customerType: 'business',
    email,
    password,
    passwordConfirm: password,
    companyName,
    corporateId: '556677-8899',
    newsletter: false,
  };
}

async function partyOf(db: Db, tenant: number, email: string, password: string, answer: Answer): Promise<Party> {
  expect(answer.statusCode, answer.body).toBe(200);
  const tokens = answer.json() as { access_token: string; refresh_token: string; id: number };
  const cookie = cookiesOf(answer).find((c) => c.startsWith('shop_rt=')) ?? '';
  bindingHashes.add(hashToken(cookie.slice('shop_rt='.length)));
  const user = await db
    .selectFrom('users as u')
    .innerJoin('customers as c', 'c.id', 'u.customer_id')
    .select(['u.id', 'c.id as customer_id', 'c.customer_number'])
    .where('u.tenant_id', '=', tenant)
    .where('u.id', '=', tokens.id)
    .executeTakeFirstOrThrow();
  return {
    tenant,
    email,
    password,
    token: tokens.access_token,
    refresh: tokens.refresh_token,
    cookie,
    userId: user.id,
    customerId: user.customer_id,
    customerNumber: user.customer_number,
  };
}

/** Signs a new business customer up on a public tenant. */
export async function signUp(t: TestApp, tenant: number, email: string, password: string, company: string) {
  const res = await call(t.app, '/api/guest/register/createAccount', {
    tenant,
    body: signUpBody(email, password, company),
  });
  return partyOf(t.db, tenant, email, password, res);
}

/** Logs a demo user in. */
export async function logIn(t: TestApp, tenant: number, email: string, password = DEMO_PASSWORD): Promise<Party> {
  const res = await call(t.app, '/api/login', { tenant, body: { username: email, password } });
  return partyOf(t.db, tenant, email, password, res);
}

/** A goods article of a tenant that an order may contain (no forms unless asked, paid by the customer). */
export async function goodsArticle(db: Db, tenant: number, forms = false) {
  const row = await orderableGoodsOf(db, tenant)
    .select(['id', 'container_id', 'article_number'])
    .where('number_of_forms', forms ? '>' : '=', 0)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return { id: row.container_id, articleNumber: row.article_number, articleId: row.id };
}

export async function placeOrder(app: FastifyInstance, party: Party, body: unknown): Promise<number> {
  const res = await call(app, '/api/order/ajaxCreateNew', { tenant: party.tenant, token: party.token, body });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { orderNumber: number }).orderNumber;
}

export async function placeGuestOrder(app: FastifyInstance, tenant: number, body: unknown): Promise<GuestOrder> {
  const res = await call(app, '/api/guest/order/ajaxCreateNew', { tenant, body });
  expect(res.statusCode, res.body).toBe(200);
  const answer = res.json() as { orderNumber: number; accessToken: string };
  return { tenant, orderNumber: answer.orderNumber, accessToken: answer.accessToken };
}

/**
 * A seeded shop with: customer A of tenant 4 (addresses, two orders, every text marked), customer
 * B of tenant 4 with an order, a customer of tenant 5, the store owner and another customer of
 * tenant 3, and three guest orders (two on tenant 4, one on tenant 6).
 */
export async function createShop(overrides: Partial<Config> = {}): Promise<Shop> {
  const t = await createTestApp({
    loginLimits: { perAccount: 10_000, perAddress: 10_000, windowS: 900 },
    ...overrides,
  });
  const { app, db } = t;
  const tag = `zq${randomBytes(4).toString('hex')}`;
  const product = await goodsArticle(db, 4);

  const a = await signUp(t, 4, `alpha.${tag}@example.com`, PASSWORD_A, `Alpha ${tag} AB`);
  for (const [addressType, addressData] of [
    ['DELIVERY', accountAddress({ recipient: `Alpha recipient ${tag}`, streetLetter: tag })],
    [
      'INVOICE',
      {
        ...accountAddress({ recipient: `Alpha invoice ${tag}` }),
        invoiceReference: `ref ${tag}`,
        emailInvoiceAddress: `alpha.invoice.${tag}@example.com`,
        organisationNumber: '556000-1111',
        gln: null,
        electronicInvoiceSystemAddress: null,
        electronicOperator: null,
      },
    ],
  ] as const) {
    const res = await call(app, '/api/postalAddress/ajaxChangeAddress', {
      token: a.token,
      body: { addressType, addressData },
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const aRequest = () =>
    orderRequest(product.articleNumber, {
      deliveryAddress: orderAddress({
        recipient: `Alpha recipient ${tag}`,
        contactPerson: `Alpha contact ${tag}`,
        contactNotificationInformation: `alpha.contact.${tag}@example.com`,
      }),
      invoiceAddress: invoiceAddress({ recipient: `Alpha invoice ${tag}`, invoiceReference: `ref ${tag}` }),
      message: `Alpha message ${tag}`,
    });
  const kept = await placeOrder(app, a, aRequest());
  const cancelable = await placeOrder(app, a, aRequest());

  const b = await signUp(t, 4, uniqueEmail('bravo'), PASSWORD_B, 'Bravo AB');
  const bOrder = await placeOrder(app, b, orderRequest(product.articleNumber));

  const foreign = await logIn(t, 5, 'business.5@example.com');
  const stores = await logIn(t, 3, 'stores.3@example.com');
  const other3 = await logIn(t, 3, 'business.3@example.com');
  const storeRows = await db
    .selectFrom('stores as s')
    .innerJoin('customers as c', 'c.id', 's.store_customer_id')
    .select('c.customer_number')
    .where('s.tenant_id', '=', 3)
    .where('s.owner_customer_id', '=', stores.customerId)
    .orderBy('s.id')
    .execute();
  expect(storeRows.length).toBeGreaterThan(1);

  const t6 = await goodsArticle(db, 6);
  const guests = {
    first: await placeGuestOrder(app, 4, orderRequest(product.articleNumber, { message: 'first guest order' })),
    second: await placeGuestOrder(app, 4, orderRequest(product.articleNumber, { message: 'second guest order' })),
    t6: await placeGuestOrder(
      app,
      6,
      orderRequest(t6.articleNumber, {
        deliveryAddress: orderAddress({ zipCode: 'EC1A 1AA', city: 'London', country: 'United Kingdom' }),
        invoiceAddress: invoiceAddress({ zipCode: 'EC1A 1AA', city: 'London', country: 'United Kingdom' }),
      }),
    ),
  };

  const t4Numbers = new Set(
    (await db.selectFrom('articles').select('article_number').where('tenant_id', '=', 4).execute()).map(
      (r) => r.article_number,
    ),
  );
  const t5Articles = await goodsOf(db, 5).select(['article_number', 'container_id']).orderBy('id').execute();
  const foreignArticle = t5Articles.find((r) => !t4Numbers.has(r.article_number));
  if (!foreignArticle) throw new Error('tenant 5 sells no article of its own');

  const [operator, handler, foreignOperator] = [
    await operatorLogIn(app, 4, 'admin.4@example.com'),
    await operatorLogIn(app, 4, 'orders.4@example.com'),
    await operatorLogIn(app, 5, 'admin.5@example.com'),
  ];
  const requestRow = (name: string) => ({
    tenant_id: 4,
    company_name: `${name} ${tag} AB`,
    corporate_id: '556677-0000',
    contact_name: 'Sam Sample',
    email: uniqueEmail(name.toLowerCase()),
  });
  const requests = await db
    .insertInto('store_account_requests')
    .values([requestRow('Approve'), requestRow('Reject')])
    .returning('id')
    .execute();
  const linked = await signUp(t, 4, uniqueEmail('linked'), PASSWORD_B, 'Linked Store AB');
  const link = await call(app, `/api/admin/customers/${a.customerNumber}/stores`, {
    tenant: 4,
    token: operator.token,
    body: { storeCustomerNumber: linked.customerNumber, storeId: 'S-LINKED', name: 'Linked store' },
  });
  expect(link.statusCode, link.body).toBe(201);

  return {
    t,
    app,
    db,
    tag,
    a,
    aOrders: { kept, cancelable },
    aLists: await listSamples(db, a.customerId, product.articleId),
    b,
    bOrder,
    foreign,
    stores,
    storeNumbers: storeRows.map((r) => r.customer_number),
    other3,
    guests,
    product,
    foreignArticle: foreignArticle.article_number,
    foreignProduct: foreignArticle.container_id,
    operator,
    handler,
    foreignOperator,
    storeRequests: { approve: requests[0]?.id ?? 0, reject: requests[1]?.id ?? 0 },
    linkedStore: linked.customerNumber,
    media: await mediaSamples(db, product.id),
    campaign: (
      await db.selectFrom('campaigns').select('id').where('tenant_id', '=', 4).orderBy('id').executeTakeFirstOrThrow()
    ).id,
    catalog: await catalogSamples(db),
  };
}

/**
 * The shop of a test file (`createShop`) and its route table: the objects are filled in before the
 * file's tests, and the shop is closed after them.
 */
export function shopForFile(): { shop: Shop; routes: Route[] } {
  const shop = {} as Shop;
  const routes: Route[] = [];
  beforeAll(async () => {
    Object.assign(shop, await createShop());
    routes.push(...(await routeTable(shop.app)));
  });
  afterAll(() => shop.t.close());
  return { shop, routes };
}

/** Two order lists of customer A (tenant 4), each with the sample article. */
async function listSamples(db: Db, customerId: number, articleId: number): Promise<{ kept: number; remove: number }> {
  const ids: number[] = [];
  for (const name of ['Sample list', 'List to delete']) {
    const row = await db
      .insertInto('order_lists')
      .values({ tenant_id: 4, customer_id: customerId, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('order_list_lines')
      .values({ list_id: row.id, tenant_id: 4, article_id: articleId, amount: 2, position: 0 })
      .execute();
    ids.push(row.id);
  }
  return { kept: ids[0] ?? 0, remove: ids[1] ?? 0 };
}

/** An article group of tenant 4 and its category, for the catalog samples. */
async function catalogSamples(db: Db): Promise<{ group: number; category: number }> {
  const row = await db
    .selectFrom('article_groups')
    .select(['id', 'category_id'])
    .where('tenant_id', '=', 4)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { group: row.id, category: row.category_id };
}

/** Ids of media rows of tenant 4's sample product (the back office's media samples change or delete them). */
export interface MediaSamples {
  image: number;
  imageGone: number;
  file: number;
  fileGone: number;
  video: number;
  videoGone: number;
}

async function mediaSamples(db: Db, productId: number): Promise<MediaSamples> {
  const base = { tenant_id: 4, container_id: productId };
  const name = (ext: string) => `sample-${randomBytes(6).toString('hex')}.${ext}`;
  const image = () =>
    db
      .insertInto('images')
      .values({ ...base, file_name: name('png'), content_type: 'image/png', data: TINY_PNG, position: 50 })
      .returning('id')
      .executeTakeFirstOrThrow();
  const file = () =>
    db
      .insertInto('files')
      .values({
        ...base,
        file_name: name('pdf'),
        title: 'Sample sheet',
        content_type: 'application/pdf',
        data: pdf(),
        position: 50,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const video = () =>
    db
      .insertInto('videos')
      .values({ ...base, source: 'YOUTUBE', external_id: 'dQw4w9WgXcQ', position: 50 })
      .returning('id')
      .executeTakeFirstOrThrow();
  return {
    image: (await image()).id,
    imageGone: (await image()).id,
    file: (await file()).id,
    fileGone: (await file()).id,
    video: (await video()).id,
    videoGone: (await video()).id,
  };
}

// --- a valid request for every route --------------------------------------------------------

export interface Sample {
  /**
   * Whose ids the request carries: customer A (tenant 4), the store owner (tenant 3), nobody's,
   * or tenant 4's back office (called by its ADMIN).
   */
  owner: 'a' | 'stores' | 'none' | 'operator';
  body?: (s: Shop) => unknown;
  query?: (s: Shop) => Record<string, string>;
  /** The values of the path's parameters (`:orderNumber`, ...). */
  params?: (s: Shop) => Record<string, string | number>;
  /** A body that is not JSON (a multipart upload): sent as it is, with its Content-Type, instead of `body`. */
  raw?: (s: Shop) => { payload: Buffer; contentType: string };
}

const none = (body?: (s: Shop) => unknown): Sample => ({ owner: 'none', ...(body ? { body } : {}) });
const ofA = (body: (s: Shop) => unknown): Sample => ({ owner: 'a', body });
const ofStores = (body: (s: Shop) => unknown): Sample => ({ owner: 'stores', body });
const ofOperator = (o: Omit<Sample, 'owner'> = {}): Sample => ({ owner: 'operator', ...o });

/**
 * A valid request of every call (keyed `METHOD /api/...`, guest paths under their signed-in
 * name). A route of the server without an entry here fails the route-table test: a new call
 * cannot be left out of the isolation and secrets tests.
 */
export const SAMPLES: Record<string, Sample> = {
  'POST /api/login': none((s) => ({ username: s.a.email, password: s.a.password })),
  'POST /oauth/access_token': none(() => ({
    grant_type: 'refresh_token',
    refresh_token: randomBytes(32).toString('base64url'),
  })),
  'GET /api/session/isLoggedIn': none(),
  'POST /api/logout': none(() => ({ refresh_token: randomBytes(32).toString('base64url') })),
  'POST /api/tenant/ajaxList': none(),
  'POST /api/articleContainer/ajaxList': none(() => ({ limit: 3, offset: 0 })),
  'POST /api/articleContainer/ajaxTotal': none(() => ({})),
  'POST /api/articleContainer/ajaxGet': none((s) => ({ id: s.product.id })),
  'POST /api/articleContainer/ajaxGetArticlesForArticleContainer': none((s) => ({ id: s.product.id })),
  'POST /api/articleContainer/ajaxGetImagesForArticleContainer': none((s) => ({ id: s.product.id })),
  'POST /api/articleContainer/ajaxGetRelatedForArticleContainer': none((s) => ({ id: s.product.id })),
  'POST /api/articleGroup/ajaxGetArticleGroupsForCustomer': none(),
  'POST /api/articleCategory/ajaxGetArticleCategoriesForCustomer': none(),
  'POST /api/article/current': none((s) => ({ articleIds: [s.product.articleId] })),
  'POST /api/quickOrder/ajaxResolve': none((s) => ({ articleNumbers: [s.product.articleNumber] })),
  'POST /api/campaign/ajaxList': none(() => ({})),
  'POST /api/content/ajaxGet': none(() => ({ page: 'about', lang: 'en' })),
  'POST /api/store/ajaxHasStores': ofStores(() => ({})),
  'POST /api/customer/ajaxGetStoresForCustomer': ofStores(() => ({ limit: 10, offset: 0 })),
  'POST /api/customer/ajaxGetTotalStoresForCustomer': ofStores(() => ({})),
  'POST /api/customer/ajaxSelectStore': ofStores((s) => ({ customerNumber: s.storeNumbers[0] })),
  'POST /api/order/ajaxGetAdministrativeFee': none(),
  'POST /api/order/ajaxGetDeliveryCost': none(() => ({ totalWeight: 1500, articleIds: [] })),
  'POST /api/order/ajaxUseDeliveryOrPostalAddress': none(() => ({ totalWeight: 1500 })),
  'POST /api/order/ajaxRequiredInvoiceAddress': none((s) => ({ orderItemNumbers: [s.product.articleNumber] })),
  'POST /api/order/ajaxCreateNew': none((s) => orderRequest(s.product.articleNumber)),
  'POST /api/order/ajaxGetOrder': ofA((s) => ({ orderNumber: s.aOrders.kept })),
  'POST /api/order/ajaxGetOrderItemsForOrderEstore': ofA((s) => ({ orderNumber: s.aOrders.kept })),
  'POST /api/order/ajaxSendConfirmationEmail': ofA((s) => ({ orderNumber: s.aOrders.kept })),
  'POST /api/order/ajaxCancel': ofA((s) => ({ orderNumber: s.aOrders.cancelable })),
  'POST /api/order/ajaxList': ofA(() => ({ limit: 10, offset: 0 })),
  'POST /api/orderList/ajaxList': ofA(() => ({})),
  'POST /api/orderList/ajaxGet': ofA((s) => ({ id: s.aLists.kept })),
  'POST /api/orderList/ajaxCreate': ofA((s) => ({
    name: 'New list',
    lines: [{ articleId: s.product.articleId, amount: 1 }],
  })),
  'POST /api/orderList/ajaxUpdate': ofA((s) => ({ id: s.aLists.kept, name: 'Renamed list' })),
  'POST /api/orderList/ajaxDelete': ofA((s) => ({ id: s.aLists.remove })),
  'POST /api/order/ajaxTotal': ofA(() => ({})),
  'POST /api/customer/ajaxGetCustomer': ofA(() => ({})),
  'POST /api/customer/ajaxChangeNewsletterSetting': ofA(() => ({ allowNewsletter: true })),
  'POST /api/customer/ajaxChangeCustomerType': ofA(() => ({ privateCustomerType: false })),
  'POST /api/register/createAccount': none(() => signUpBody(uniqueEmail('sample'), 'Sample-pass-1', 'Sample AB')),
  'POST /api/register/forgotPassword': {
    owner: 'a',
    body: () => ({}),
    query: (s) => ({ username: s.a.email, serverName: 'shop.example' }),
  },
  'POST /api/register/resetPassword': {
    owner: 'none',
    body: () => ({ password: 'Reset-pass-1', password2: 'Reset-pass-1' }),
    query: () => ({ t: randomBytes(32).toString('base64url'), serverName: 'shop.example' }),
  },
  'POST /api/user/ajaxCreateStoreAccount': none(() => ({
    companyName: 'Sample Store AB',
    corporateId: '556677-0000',
    contactName: 'Sam Sample',
    email: uniqueEmail('store.request'),
  })),
  'POST /api/user/ajaxGetEmail': ofA(() => ({})),
  'POST /api/user/ajaxChangeEmail': ofA(() => ({ newEmail: uniqueEmail('changed') })),
  'POST /api/user/ajaxChangePassword': ofA((s) => ({ currentPassword: s.a.password, newPassword: 'Changed-pass-9' })),
  'POST /api/postalAddress/ajaxGetCountries': none(() => ({})),
  'POST /api/postalAddress/ajaxGetInstallationCountry': none(),
  'POST /api/postalAddress/ajaxValidateZipCode': none(() => ({ zipCode: '11122' })),
  'POST /api/postalAddress/ajaxGetCity': none(() => ({ zipCode: '11122' })),
  'POST /api/postalAddress/ajaxGetStreetNames': none(() => ({ zipCode: '11122' })),
  'POST /api/postalAddress/ajaxChangeAddress': ofA(() => ({ addressType: 'DELIVERY', addressData: accountAddress() })),
  'POST /api/admin/login': none(() => ({ username: 'admin.4@example.com', password: DEMO_PASSWORD })),
  'POST /api/admin/refresh': none(() => ({ refresh_token: randomBytes(32).toString('base64url') })),
  'POST /api/admin/logout': none(() => ({ refresh_token: randomBytes(32).toString('base64url') })),
  'GET /api/admin/session': ofOperator(),
  'GET /api/admin/orders': ofOperator({ query: (s) => ({ q: s.a.customerNumber }) }),
  'GET /api/admin/orders.csv': ofOperator(),
  'GET /api/admin/orders/:orderNumber': ofOperator({ params: (s) => ({ orderNumber: s.aOrders.kept }) }),
  'POST /api/admin/orders/:orderNumber/events': ofOperator({
    params: (s) => ({ orderNumber: s.aOrders.kept }),
    body: () => ({ type: 'printed', note: 'sample' }),
  }),
  'GET /api/admin/customers': ofOperator({ query: () => ({ q: 'Alpha' }) }),
  'POST /api/admin/customers': ofOperator({
    body: () => ({ name: 'Sample Customer AB', email: uniqueEmail('operator.made'), privateCustomer: false }),
  }),
  'GET /api/admin/customers/:customerNumber': ofOperator({ params: (s) => ({ customerNumber: s.a.customerNumber }) }),
  'PATCH /api/admin/customers/:customerNumber': ofOperator({
    params: (s) => ({ customerNumber: s.a.customerNumber }),
    body: () => ({ allowNewsletter: true }),
  }),
  'POST /api/admin/customers/:customerNumber/password-reset': ofOperator({
    params: (s) => ({ customerNumber: s.a.customerNumber }),
  }),
  'POST /api/admin/customers/:customerNumber/stores': ofOperator({
    params: (s) => ({ customerNumber: s.a.customerNumber }),
    body: (s) => ({ storeCustomerNumber: s.b.customerNumber, storeId: 'S-SAMPLE', name: 'Sample store' }),
  }),
  'DELETE /api/admin/customers/:customerNumber/stores/:storeCustomerNumber': ofOperator({
    params: (s) => ({ customerNumber: s.a.customerNumber, storeCustomerNumber: s.linkedStore }),
  }),
  'GET /api/admin/store-requests': ofOperator(),
  'POST /api/admin/store-requests/:id/approve': ofOperator({ params: (s) => ({ id: s.storeRequests.approve }) }),
  'POST /api/admin/store-requests/:id/reject': ofOperator({
    params: (s) => ({ id: s.storeRequests.reject }),
    body: () => ({ reason: 'We serve chains of stores only.' }),
  }),
  'GET /api/admin/audit': ofOperator({ query: () => ({ entity: 'order' }) }),
  'GET /api/admin/catalog.csv': ofOperator(),
  'POST /api/admin/catalog/import': ofOperator({
    query: () => ({ dryRun: 'true' }),
    raw: (s) => ({
      payload: Buffer.from(`article_number,alternative_price_en\n${s.product.articleNumber},Sample\n`),
      contentType: 'text/csv',
    }),
  }),
  'GET /api/admin/content': ofOperator(),
  'GET /api/admin/content/:page/:language': ofOperator({ params: () => ({ page: 'faq', language: 'en' }) }),
  'PATCH /api/admin/content/:page/:language': ofOperator({
    params: () => ({ page: 'faq', language: 'en' }),
    body: () => ({
      body: { title: 'FAQ', intro: 'Questions.', questions: [{ question: 'Why?', answer: 'Because.' }] },
    }),
  }),
  'GET /api/admin/products': ofOperator({ query: () => ({ q: 'a' }) }),
  'GET /api/admin/products/:id': ofOperator({ params: (s) => ({ id: s.product.id }) }),
  'POST /api/admin/products': ofOperator({
    body: (s) => ({ groupId: s.catalog.group, name: { sv: 'Provprodukt', en: 'Sample product' } }),
  }),
  'PATCH /api/admin/products/:id': ofOperator({
    params: (s) => ({ id: s.product.id }),
    body: () => ({ specification: { en: 'Sample specification' } }),
  }),
  'POST /api/admin/products/:id/articles': ofOperator({
    params: (s) => ({ id: s.product.id }),
    body: () => ({
      articleNumber: `SAMPLE-${randomBytes(4).toString('hex')}`,
      quantity: 10,
      price: 100,
      active: false,
    }),
  }),
  'PATCH /api/admin/articles/:id': ofOperator({
    params: (s) => ({ id: s.product.articleId }),
    body: () => ({ weight: 150 }),
  }),
  'GET /api/admin/groups': ofOperator(),
  'PATCH /api/admin/categories/:id': ofOperator({
    params: (s) => ({ id: s.catalog.category }),
    body: () => ({ description: { en: 'Sample category description' } }),
  }),
  'PATCH /api/admin/groups/:id': ofOperator({
    params: (s) => ({ id: s.catalog.group }),
    body: () => ({ description: { en: 'Sample group description' } }),
  }),
  'POST /api/admin/groups/:id/picture': ofOperator({
    params: (s) => ({ id: s.catalog.group }),
    raw: () => fileUpload(TINY_PNG, 'sample.png', 'image/png'),
  }),
  'DELETE /api/admin/groups/:id/picture': ofOperator({ params: (s) => ({ id: s.catalog.group }) }),
  'POST /api/admin/categories/:id/picture': ofOperator({
    params: (s) => ({ id: s.catalog.category }),
    raw: () => fileUpload(TINY_PNG, 'sample.png', 'image/png'),
  }),
  'DELETE /api/admin/categories/:id/picture': ofOperator({ params: (s) => ({ id: s.catalog.category }) }),
  'GET /api/admin/products/:id/media': ofOperator({ params: (s) => ({ id: s.product.id }) }),
  'POST /api/admin/products/:id/images': ofOperator({
    params: (s) => ({ id: s.product.id }),
    raw: () => fileUpload(TINY_PNG, 'sample.png', 'image/png'),
  }),
  'POST /api/admin/products/:id/files': ofOperator({
    params: (s) => ({ id: s.product.id }),
    raw: () => fileUpload(pdf(), 'sample.pdf', 'application/pdf', { title: 'Sample sheet' }),
  }),
  'POST /api/admin/products/:id/videos': ofOperator({
    params: (s) => ({ id: s.product.id }),
    body: () => ({ source: 'YOUTUBE', externalId: 'dQw4w9WgXcQ' }),
  }),
  'GET /api/admin/images/:id/thumbnail': ofOperator({ params: (s) => ({ id: s.media.image }) }),
  'PATCH /api/admin/images/:id': ofOperator({ params: (s) => ({ id: s.media.image }), body: () => ({ main: true }) }),
  'DELETE /api/admin/images/:id': ofOperator({ params: (s) => ({ id: s.media.imageGone }) }),
  'PATCH /api/admin/files/:id': ofOperator({ params: (s) => ({ id: s.media.file }), body: () => ({ title: 'Sheet' }) }),
  'DELETE /api/admin/files/:id': ofOperator({ params: (s) => ({ id: s.media.fileGone }) }),
  'PATCH /api/admin/videos/:id': ofOperator({ params: (s) => ({ id: s.media.video }), body: () => ({ position: 0 }) }),
  'DELETE /api/admin/videos/:id': ofOperator({ params: (s) => ({ id: s.media.videoGone }) }),
  'GET /api/admin/settings': ofOperator(),
  'PATCH /api/admin/settings': ofOperator({ body: () => ({ showCampaigns: true }) }),
  'GET /api/admin/campaigns': ofOperator(),
  'POST /api/admin/campaigns': ofOperator({ body: () => ({ name: { sv: 'Provkampanj' } }) }),
  'PATCH /api/admin/campaigns/:id': ofOperator({ params: (s) => ({ id: s.campaign }), body: () => ({ active: true }) }),
  'DELETE /api/admin/campaigns/:id': ofOperator({ params: (s) => ({ id: s.campaign }) }),
  'PUT /api/admin/home/slider': ofOperator({ body: () => ({ productIds: [] }) }),
};

export function sampleOf(route: Route): Sample {
  const sample = SAMPLES[`${route.method} ${route.call}`];
  if (!sample) throw new Error(`no sample request for ${route.method} ${route.url}: add one to SAMPLES`);
  return sample;
}

/** A route's path with the sample's parameters put in (`/api/admin/orders/100042`). */
export function urlOf(shop: Shop, route: Route): string {
  const params = sampleOf(route).params?.(shop) ?? {};
  return route.url.replace(/:(\w+)/g, (_all, name: string) => encodeURIComponent(String(params[name] ?? name)));
}

/** The tenant whose data a sample's ids belong to. */
export function ownerTenant(sample: Sample): number {
  return sample.owner === 'stores' ? 3 : 4;
}

/** Who makes a sample's request signed in: its owner, or customer A for nobody's (operators for the back office's). */
export function ownerOf(shop: Shop, sample: Sample): { token: string; cookie: string } {
  return sample.owner === 'stores' ? shop.stores : sample.owner === 'operator' ? shop.operator : shop.a;
}

/** Calls a route with its sample request (body and query), as `token` on `tenant`. */
export function callSample(
  shop: Shop,
  route: Route,
  o: { tenant: number; token?: string; cookie?: string; body?: unknown },
): Promise<Answer> {
  const sample = sampleOf(route);
  const raw = o.body === undefined ? sample.raw?.(shop) : undefined;
  return call(shop.app, urlOf(shop, route), {
    method: route.method,
    tenant: route.url.startsWith('/oauth/') ? null : o.tenant,
    ...(o.token ? { token: o.token } : {}),
    ...(o.cookie ? { cookie: o.cookie } : {}),
    ...(raw ? { raw: raw.payload, contentType: raw.contentType } : { body: o.body ?? sample.body?.(shop) ?? {} }),
    query: sample.query?.(shop) ?? {},
  });
}

// --- database fingerprints -------------------------------------------------------------------

/** Per table: row key (the id, or the row's hash where there is no id) → hash of the row. */
export type Fingerprint = Map<string, Map<string, string>>;

export async function fingerprint(db: Db): Promise<Fingerprint> {
  const tables = await sql<{ table_name: string; has_id: boolean }>`
    SELECT t.table_name,
           EXISTS (SELECT 1 FROM information_schema.columns c
                    WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name
                      AND c.column_name = 'id') AS has_id
      FROM information_schema.tables t
     WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
     ORDER BY 1`.execute(db);
  const print: Fingerprint = new Map();
  for (const { table_name: name, has_id: hasId } of tables.rows) {
    const key = hasId ? sql`x.id::text` : sql`md5(x::text)`;
    const rows = await sql<{
      k: string;
      h: string;
    }>`SELECT ${key} AS k, md5(x::text) AS h FROM ${sql.table(name)} AS x`.execute(db);
    print.set(name, new Map(rows.rows.map((r) => [r.k, r.h])));
  }
  return print;
}

export interface TableChange {
  added: string[];
  removed: string[];
  changed: string[];
}

/** What changed between two fingerprints, per table (tables without a change are left out). */
export function changesBetween(before: Fingerprint, after: Fingerprint): Record<string, TableChange> {
  const out: Record<string, TableChange> = {};
  for (const name of new Set([...before.keys(), ...after.keys()])) {
    const b = before.get(name) ?? new Map<string, string>();
    const a = after.get(name) ?? new Map<string, string>();
    const change: TableChange = { added: [], removed: [], changed: [] };
    for (const [k, h] of a) {
      const old = b.get(k);
      if (old === undefined) change.added.push(k);
      else if (old !== h) change.changed.push(k);
    }
    for (const k of b.keys()) if (!a.has(k)) change.removed.push(k);
    if (change.added.length + change.removed.length + change.changed.length > 0) out[name] = change;
  }
  return out;
}

/**
 * Checks that only the expected rows changed: `added` gives how many rows each table may gain
 * ('some': at least one), `changed` the row keys that may change; nothing is removed.
 */
export function expectOnly(
  changes: Record<string, TableChange>,
  allowed: { added?: Record<string, number | 'some'>; changed?: Record<string, string[]> } = {},
  what = '',
): void {
  const problems: string[] = [];
  for (const [table, c] of Object.entries(changes)) {
    if (c.removed.length > 0) problems.push(`${table}: ${c.removed.length} rows removed`);
    const may = allowed.changed?.[table] ?? [];
    const changedWrongly = c.changed.filter((k) => !may.includes(k));
    if (changedWrongly.length > 0) problems.push(`${table}: rows ${changedWrongly.join(',')} changed`);
    const expected = allowed.added?.[table];
    if (expected === undefined && c.added.length > 0) problems.push(`${table}: ${c.added.length} rows added`);
    if (typeof expected === 'number' && c.added.length !== expected)
      problems.push(`${table}: ${c.added.length} rows added, expected ${expected}`);
  }
  for (const [table, expected] of Object.entries(allowed.added ?? {})) {
    const n = changes[table]?.added.length ?? 0;
    if (expected === 'some' && n === 0) problems.push(`${table}: no row added`);
    if (typeof expected === 'number' && expected > 0 && n === 0)
      problems.push(`${table}: no row added, expected ${expected}`);
  }
  expect(problems, what).toEqual([]);
}

/** Every row that belongs to some customers (and their users): to compare before and after. */
export async function rowsOf(db: Db, customerIds: number[]): Promise<string> {
  /** The rows of `table` whose `column` is one of `ids` (none without ids), by id. */
  const rowsWhere = async (
    table: 'customers' | 'users' | 'addresses' | 'stores' | 'orders' | 'order_items' | 'mail_outbox' | 'refresh_tokens',
    column: string,
    ids: number[],
  ): Promise<{ id: number }[]> =>
    ids.length === 0 ? [] : db.selectFrom(table).selectAll().where(sql.ref(column), 'in', ids).orderBy('id').execute();
  const orders = await rowsWhere('orders', 'customer_id', customerIds);
  const users = await rowsWhere('users', 'customer_id', customerIds);
  const orderIds = orders.map((o) => o.id);
  const userIds = users.map((u) => u.id);
  const parts = {
    customers: await rowsWhere('customers', 'id', customerIds),
    users,
    addresses: await rowsWhere('addresses', 'customer_id', customerIds),
    stores: await rowsWhere('stores', 'owner_customer_id', customerIds),
    orders,
    items: await rowsWhere('order_items', 'order_id', orderIds),
    mails: await rowsWhere('mail_outbox', 'order_id', orderIds),
    refreshTokens: await rowsWhere('refresh_tokens', 'user_id', userIds),
  };
  return JSON.stringify(parts);
}

// --- what an answer may contain ---------------------------------------------------------------

/** Keys no answer may carry: stored secrets and database or runtime internals. */
const INTERNAL_KEYS = new Set([
  'password',
  'password_hash',
  'passwordHash',
  'token_hash',
  'tokenHash',
  'binding_hash',
  'bindingHash',
  'guest_access_token_hash',
  'family_id',
  'familyId',
  'request_hash',
  'jwtSecret',
  'jwt_secret',
  'secret',
  'stack',
  'cause',
  'severity',
  'routine',
  'internalQuery',
  'constraint',
  'schema',
  'table',
  'dataType',
  'last_error',
  'locked_until',
  'dedupe_key',
  'smtpUrl',
  'smtp_url',
  'confirmation_copies',
  'confirmationCopies',
]);

function keysOf(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, out);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      keysOf(v, out);
    }
  }
  return out;
}

/** Database and runtime texts that only an internal error would show. */
const INTERNAL_TEXTS: [string, RegExp][] = [
  ['argon2 hash', /\$argon2/],
  ['stack frame', /\bat (?:async )?[\w.<>$[\] ]*\(?(?:file:\/\/|\/|node:)[^\s)]*:\d+(?::\d+)?\)?/],
  ['node_modules path', /node_modules/],
  ['source path', /(?:\/work\/|apps\/server\/|\.ts:\d+)/],
  ['error with a stack', /\w*Error: [^"]*\n\s+at /],
  [
    'SQL error',
    /syntax error at or near|relation "|column "|violates|duplicate key value|invalid input syntax|invalid byte sequence|current transaction is aborted/i,
  ],
  ['database name', /\b(?:PGlite|kysely|postgres(?:ql)?:\/\/|pg_catalog)\b/i],
];

/** SQL statement text (only looked for in refusals: product texts may contain such words). */
const SQL_TEXT = /\b(?:select\s[\s\S]{0,200}\sfrom|insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i;

/**
 * Hashes of the binding secrets of the sessions made here: a session's binding hash is sealed
 * inside its refresh token and reaches the database only when the token is spent or revoked.
 */
const bindingHashes = new Set<string>();

/**
 * Values no answer may contain: password hashes and token hashes the database holds, the binding
 * hashes of the sessions made here, and the server secret and the refresh-token key made from it.
 */
export async function storedSecrets(db: Db, config: Config): Promise<string[]> {
  const values = new Set<string>(bindingHashes);
  for (const u of await db.selectFrom('users').select('password_hash').execute()) values.add(u.password_hash);
  for (const r of await db.selectFrom('refresh_tokens').select(['token_hash', 'binding_hash']).execute()) {
    values.add(r.token_hash);
    if (r.binding_hash) values.add(r.binding_hash);
  }
  for (const r of await db.selectFrom('password_reset_tokens').select('token_hash').execute()) values.add(r.token_hash);
  for (const o of await db.selectFrom('orders').select('guest_access_token_hash').execute())
    if (o.guest_access_token_hash) values.add(o.guest_access_token_hash);
  for (const k of await db.selectFrom('idempotency_keys').select('request_hash').execute()) values.add(k.request_hash);
  const secret = Buffer.from(config.jwtSecret);
  for (const key of [secret, refreshTokenKey(config.jwtSecret).export()]) {
    values.add(key.toString('base64url'));
    values.add(key.toString('base64'));
    values.add(key.toString('hex'));
  }
  const text = secret.toString('utf8');
  if (/^[\x20-\x7e]{16,}$/.test(text)) values.add(text);
  return [...values].filter((v) => v.length >= 16);
}

/**
 * Everything wrong with one answer; `secrets` are values that must never show. `keys: false`
 * skips the check of JSON key names (the API documentation names request fields, e.g. password).
 */
export function leaksIn(res: Answer, secrets: readonly string[] = [], opts: { keys?: boolean } = {}): string[] {
  const problems: string[] = [];
  const body = res.body;
  for (const [name, re] of INTERNAL_TEXTS) if (re.test(body)) problems.push(`${name} in body`);
  for (const s of secrets) if (body.includes(s)) problems.push(`stored secret ${s.slice(0, 8)}… in body`);
  const json = jsonOf(res);
  if (opts.keys !== false) for (const k of keysOf(json)) if (INTERNAL_KEYS.has(k)) problems.push(`internal key '${k}'`);
  if (res.statusCode >= 400 && SQL_TEXT.test(body)) problems.push('SQL text in a refusal');
  if (res.statusCode >= 500 && body !== '{"operationError":"internal_error"}')
    problems.push(`5xx body is not generic: ${body.slice(0, 200)}`);
  if (res.statusCode >= 400 && res.statusCode < 500 && json && typeof json === 'object' && !Array.isArray(json)) {
    const allowed = new Set(['operationError', 'fieldErrors', 'errors', 'success', 'admin', 'hasStores']);
    for (const k of Object.keys(json)) if (!allowed.has(k)) problems.push(`refusal carries '${k}'`);
  }
  for (const header of Object.keys(res.headers)) {
    const value = String(res.headers[header]);
    for (const s of secrets) if (value.includes(s)) problems.push(`stored secret in header ${header}`);
    if (/\$argon2|node_modules|\n\s+at /.test(value)) problems.push(`internals in header ${header}`);
  }
  const setCookie = res.headers['set-cookie'];
  for (const c of setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)]) {
    if (!/;\s*HttpOnly/i.test(c)) problems.push(`cookie without HttpOnly: ${c.split('=')[0]}`);
  }
  return problems;
}

// --- hostile strings ---------------------------------------------------------------------------

/** SQL-injection strings (each fits the 50-character fields). */
export const SQL_PAYLOADS: readonly string[] = [
  "' OR 1=1 --",
  "'; DROP TABLE orders; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "' OR (SELECT 1 FROM pg_sleep(5)) IS NULL --",
  "' UNION SELECT password_hash FROM users --",
  "\\'; DROP TABLE customers; --",
  '$$; DROP TABLE users; $$',
  "%' OR '%'='",
  '_%\\',
  '\\x00',
  '\u2019 OR \u20181\u2019=\u20181',
  '\uff07 OR \uff11=\uff11 --',
];

/** A NUL character: PostgreSQL cannot store one, so the server refuses it in every text. */
export const NUL_PAYLOAD = 'a\u0000b';

/** Script payloads (each fits the 50-character fields); each sets a window flag if it ever runs. */
export const SCRIPT_PAYLOADS: readonly string[] = [
  '<script>window.__pwned=1</script>',
  '<img src=x onerror=window.__pwned=2>',
  '"><svg onload=window.__pwned=3>',
  'javascript:window.__pwned=4//\'"',
  "'><iframe src=javascript:alert(5)>",
  '<a href="javascript:alert(6)">x</a>',
];

const TEMPLATE_TAGS = new Set([
  '!doctype',
  'html',
  'head',
  'meta',
  'title',
  'body',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'p',
  'span',
  'br',
  'h1',
  'h2',
  'div',
  'strong',
  'b',
  'a',
]);

/**
 * Problems of an HTML mail body that shows customer texts: every tag must be one of the
 * template's tags, with no event-handler attribute and no `javascript:` URL.
 */
export function activeHtml(html: string): string[] {
  const problems: string[] = [];
  for (const m of html.matchAll(/<\/?([a-zA-Z!][\w-]*)([^>]*)>/g)) {
    const tag = (m[1] ?? '').toLowerCase();
    const attributes = m[2] ?? '';
    if (!TEMPLATE_TAGS.has(tag)) problems.push(`tag <${tag}>`);
    if (/(?:^|[\s"'/])on\w+\s*=/i.test(attributes)) problems.push(`event handler in <${tag}${attributes}>`);
    if (/(?:href|src|action)\s*=\s*["']?\s*javascript:/i.test(attributes)) problems.push(`javascript: URL in <${tag}>`);
  }
  return problems;
}

/** The text an HTML fragment shows: tags dropped, the escapes of escapeHtml undone. */
export function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Milliseconds a promise took, with its value. */
export async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}
