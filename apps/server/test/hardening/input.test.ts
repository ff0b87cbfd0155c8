/**
 * Hostile input: SQL-injection strings in searches, logins and every text field change nothing
 * but the rows the call means to write, come back byte for byte, never fail the server and never
 * make it wait; script payloads reach the mails only as text; line breaks never reach a mail
 * header.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRendered } from '../../src/modules/mail/mail.test-support.ts';
import {
  type Answer,
  accountAddress,
  activeHtml,
  call,
  changesBetween,
  createShop,
  expectOnly,
  fingerprint,
  goodsArticle,
  invoiceAddress,
  jsonOf,
  NUL_PAYLOAD,
  orderAddress,
  orderRequest,
  type Party,
  SCRIPT_PAYLOADS,
  type Shop,
  SQL_PAYLOADS,
  signUp,
  signUpBody,
  textOfHtml,
  timed,
  uniqueEmail,
} from './support.ts';

let s: Shop;
/** A customer of tenant 4 whose addresses and orders the payloads go into. */
let u: Party;
let formsArticle: string;

/** A call with `pg_sleep(5)` in it may take this long at most: had the sleep run, it would take longer. */
const SLOW_MS = 4500;
const VALID_IBAN = 'SE4550000000058398257466';

beforeAll(async () => {
  s = await createShop();
  u = await signUp(s.t, 4, uniqueEmail('input'), 'Input-pass-1', 'Input AB');
  formsArticle = (await goodsArticle(s.db, 4, true)).articleNumber;
});
afterAll(() => s.t.close());

/** Problems found by `attempt` and `check`, reported all at once at the end of a test. */
let problems: string[] = [];

/** Makes a call; a 5xx, or a `pg_sleep` that seems to have run, is a problem. Answers null on a 5xx. */
async function attempt(what: string, work: () => Promise<Answer>): Promise<Answer | null> {
  const { value: res, ms } = await timed(work);
  if (what.includes('pg_sleep') && ms > SLOW_MS) problems.push(`${what}: took ${Math.round(ms)} ms`);
  if (res.statusCode >= 500) {
    problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return null;
  }
  return res;
}

function check(ok: boolean, what: string): void {
  if (!ok) problems.push(what);
}

/** A 200 answer (a 5xx is already a problem of its own); false otherwise. */
function answered(res: Answer | null, what: string): res is Answer {
  if (!res) return false;
  check(res.statusCode === 200, `${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.statusCode === 200;
}

/** A 4xx refusal that names `field` among its field errors. */
function refusedField(res: Answer | null, field: string, what: string): void {
  if (!res) return;
  const body = jsonOf(res) as { fieldErrors?: { field: string }[] } | undefined;
  check(
    res.statusCode === 422 && (body?.fieldErrors ?? []).some((e) => e.field === field),
    `${what}: expected a field error on ${field}, got ${res.statusCode} ${res.body.slice(0, 200)}`,
  );
}

const show = (p: string) => JSON.stringify(p);
/** A password made of the payload (8 to 50 characters). */
const passwordOf = (p: string) => (p.length >= 8 ? p : `${p}-Pass-1`);

/** E-mail addresses that are valid and still carry quote characters. */
const QUOTED_EMAILS = ["o'or''1@example.com", "x'--@example.com"];

const getOrder = (party: Party, orderNumber: number) =>
  call(s.app, '/api/order/ajaxGetOrder', { tenant: party.tenant, token: party.token, body: { orderNumber } });

type StoredOrder = {
  deliveryAddress: Record<string, string | null>;
  invoiceAddress: Record<string, string | null>;
  message: string | null;
  orderNumber: number;
};

describe('the checks of this file', () => {
  it('tell markup from text in a mail', () => {
    for (const p of SCRIPT_PAYLOADS) {
      if (p.includes('<')) expect(activeHtml(`<p>${p}</p>`), p).not.toEqual([]);
      const escaped = p
        .replace(/&/g, '&amp;')
        .replace(/</g, '&lt;')
        .replace(/>/g, '&gt;')
        .replace(/"/g, '&quot;')
        .replace(/'/g, '&#39;');
      expect(activeHtml(`<p style="margin:0">${escaped}</p>`), p).toEqual([]);
      expect(textOfHtml(`<p>${escaped}</p>`)).toBe(p);
    }
  });
});

describe('a NUL character', () => {
  it('in any text of the query or the body is refused with 422 naming the field, and changes nothing', async () => {
    const before = await fingerprint(s.db);
    const p = NUL_PAYLOAD;
    const cases: [string, () => Promise<Answer>, string][] = [
      [
        'catalog search',
        () => call(s.app, '/api/guest/articleContainer/ajaxList', { tenant: 4, body: { pattern: p } }),
        'pattern',
      ],
      [
        'order search',
        () => call(s.app, '/api/order/ajaxList', { tenant: 4, token: s.a.token, body: { pattern: p } }),
        'pattern',
      ],
      [
        'zip code',
        () => call(s.app, '/api/guest/postalAddress/ajaxGetCity', { tenant: 4, body: { zipCode: p } }),
        'zipCode',
      ],
      [
        'login',
        () => call(s.app, '/api/login', { tenant: 4, body: { username: p, password: 'Demo-pass-1' } }),
        'username',
      ],
      [
        'forgot password (query)',
        () => call(s.app, '/api/guest/register/forgotPassword', { tenant: 4, query: { username: p, serverName: 'x' } }),
        'query.username',
      ],
      [
        'sign-up',
        () =>
          call(s.app, '/api/guest/register/createAccount', {
            tenant: 4,
            body: signUpBody(uniqueEmail('nul'), 'Secret-pass-1', p),
          }),
        'companyName',
      ],
      [
        'order',
        () =>
          call(s.app, '/api/guest/order/ajaxCreateNew', {
            tenant: 4,
            body: orderRequest(s.product.articleNumber, { deliveryAddress: orderAddress({ city: p }) }),
          }),
        'deliveryAddress.city',
      ],
    ];
    for (const [what, work, field] of cases) {
      const res = await work();
      expect(res.statusCode, what).toBe(422);
      expect(jsonOf(res), what).toEqual({ fieldErrors: [{ field, message: 'invalid' }] });
    }
    expectOnly(changesBetween(before, await fingerprint(s.db)), {}, 'NUL characters changed the database');
  });
});

describe('SQL-injection strings', () => {
  it('in searches, zip codes and usernames find nothing, change nothing and cost no time', async () => {
    problems = [];
    const before = await fingerprint(s.db);
    for (const p of SQL_PAYLOADS) {
      const asGuest = (path: string, body: unknown) => () => call(s.app, `/api/guest/${path}`, { tenant: 4, body });
      const asA = (path: string, body: unknown) => () =>
        call(s.app, `/api/${path}`, { tenant: 4, token: s.a.token, body });
      const asStores = (path: string, body: unknown) => () =>
        call(s.app, `/api/${path}`, { tenant: 3, token: s.stores.token, body });
      const empty: [string, () => Promise<Answer>, unknown][] = [
        ['catalog list', asGuest('articleContainer/ajaxList', { pattern: p, limit: 100 }), []],
        ['catalog list in sv', asGuest('articleContainer/ajaxList', { pattern: p, lang: 'sv', limit: 100 }), []],
        [
          'catalog list sorted by name',
          asGuest('articleContainer/ajaxList', { pattern: p, sort: 'name', lang: 'fi' }),
          [],
        ],
        ['catalog total', asGuest('articleContainer/ajaxTotal', { pattern: p }), { count: 0 }],
        ['catalog list signed in', asA('articleContainer/ajaxList', { pattern: p }), []],
        ['order list', asA('order/ajaxList', { pattern: p, limit: 100 }), []],
        ['order total', asA('order/ajaxTotal', { pattern: p }), { count: 0 }],
        ['store list', asStores('customer/ajaxGetStoresForCustomer', { pattern: p }), []],
        ['store total', asStores('customer/ajaxGetTotalStoresForCustomer', { pattern: p }), { count: 0 }],
        ['zip code check', asGuest('postalAddress/ajaxValidateZipCode', { zipCode: p }), { data: false }],
        ['city of a zip code', asGuest('postalAddress/ajaxGetCity', { zipCode: p }), { text: null }],
        ['streets of a zip code', asGuest('postalAddress/ajaxGetStreetNames', { zipCode: p }), []],
      ];
      for (const [what, work, expected] of empty) {
        const res = await attempt(`${what} ${show(p)}`, work);
        if (!res) continue;
        check(
          res.statusCode === 422 || JSON.stringify(jsonOf(res)) === JSON.stringify(expected),
          `${what} ${show(p)}: ${res.statusCode} ${res.body.slice(0, 200)}`,
        );
      }
      await Promise.all(
        (
          [
            ['login username', { username: p, password: 'Demo-pass-1' }],
            ['login password', { username: s.a.email, password: p }],
          ] as const
        ).map(async ([what, body]) => {
          const res = await attempt(`${what} ${show(p)}`, () => call(s.app, '/api/login', { tenant: 4, body }));
          if (res) check([401, 422].includes(res.statusCode), `${what} ${show(p)}: ${res.statusCode} ${res.body}`);
        }),
      );
    }
    // Forgot password waits a fixed time per answer: these run side by side.
    await Promise.all(
      SQL_PAYLOADS.map(async (p) => {
        const res = await attempt(`forgot password ${show(p)}`, () =>
          call(s.app, '/api/guest/register/forgotPassword', { tenant: 4, query: { username: p, serverName: 'x' } }),
        );
        if (res) check([200, 422].includes(res.statusCode), `forgot password ${show(p)}: ${res.statusCode}`);
      }),
    );
    expectOnly(changesBetween(before, await fingerprint(s.db)), {}, 'searches and failed logins changed the database');
    expect(problems).toEqual([]);
  });

  it('in sign-up fields are stored as text, byte for byte, and change nothing else', async () => {
    problems = [];
    const payloads = [...SQL_PAYLOADS, ...QUOTED_EMAILS];
    for (const [i, p] of payloads.entries()) {
      const before = await fingerprint(s.db);
      let added = 0;
      // Business and consumer sign-ups take turns (a consumer's name is stored elsewhere).
      const customerType = i % 2 === 0 ? 'business' : 'consumer';
      const email = uniqueEmail(`signup.${customerType}`);
      const body = { ...signUpBody(email, passwordOf(p), p), customerType, corporateId: p };
      const res = await attempt(`sign-up (${customerType}) ${show(p)}`, () =>
        call(s.app, '/api/guest/register/createAccount', { tenant: 4, body }),
      );
      if (answered(res, `sign-up (${customerType}) ${show(p)}`)) {
        added++;
        const token = (res.json() as { access_token: string }).access_token;
        const customer = (await call(s.app, '/api/customer/ajaxGetCustomer', { tenant: 4, token })).json() as Record<
          string,
          unknown
        >;
        const name = customerType === 'business' ? customer.companyName : customer.name;
        check(name === p, `sign-up ${show(p)}: name came back as ${show(String(name))}`);
        if (customerType === 'business')
          check(customer.corporateIdentityNumber === p, `sign-up ${show(p)}: corporate id came back changed`);
        const login = await attempt(`login with password ${show(p)}`, () =>
          call(s.app, '/api/login', { tenant: 4, body: { username: email, password: passwordOf(p) } }),
        );
        if (login)
          check(login.statusCode === 200, `login with the password ${show(passwordOf(p))}: ${login.statusCode}`);
      }
      // The payload as the e-mail address: refused, or (when it is a valid address) kept as typed.
      const asEmail = await attempt(`sign-up e-mail ${show(p)}`, () =>
        call(s.app, '/api/guest/register/createAccount', {
          tenant: 4,
          body: signUpBody(p, 'Secret-pass-1', 'Acme AB'),
        }),
      );
      if (asEmail && QUOTED_EMAILS.includes(p)) {
        check(asEmail.statusCode === 200, `sign-up with the e-mail ${show(p)}: ${asEmail.statusCode}`);
        if (asEmail.statusCode === 200) added++;
        const login = await call(s.app, '/api/login', { tenant: 4, body: { username: p, password: 'Secret-pass-1' } });
        check(login.statusCode === 200, `login as ${show(p)}: ${login.statusCode}`);
      } else if (asEmail) {
        refusedField(asEmail, 'email', `sign-up e-mail ${show(p)}`);
      }
      expectOnly(
        changesBetween(before, await fingerprint(s.db)),
        { added: { customers: added, users: added } },
        `sign-up ${show(p)}`,
      );
    }
    expect(problems).toEqual([]);
  });

  it('in account addresses are stored as text, byte for byte, and change nothing else', async () => {
    problems = [];
    const invoiceOf = (p: string, over: Record<string, string | null> = {}) => ({
      ...accountAddress({ recipient: p, streetName: p, streetLetter: p, city: p }),
      invoiceReference: p,
      emailInvoiceAddress: null,
      organisationNumber: p,
      gln: null,
      electronicInvoiceSystemAddress: p,
      electronicOperator: p,
      ...over,
    });
    const change = (what: string, addressType: string, addressData: unknown) =>
      attempt(what, () =>
        call(s.app, '/api/postalAddress/ajaxChangeAddress', {
          tenant: 4,
          token: u.token,
          body: { addressType, addressData },
        }),
      );
    for (const p of SQL_PAYLOADS) {
      const before = await fingerprint(s.db);
      const delivery = await change(
        `delivery address ${show(p)}`,
        'DELIVERY',
        accountAddress({ recipient: p, streetName: p, streetLetter: p, city: p }),
      );
      answered(delivery, `delivery address ${show(p)}`);
      const invoice = await change(`invoice address ${show(p)}`, 'INVOICE', invoiceOf(p));
      answered(invoice, `invoice address ${show(p)}`);
      const customer = (await call(s.app, '/api/customer/ajaxGetCustomer', { tenant: 4, token: u.token })).json() as {
        deliveryAddress: Record<string, string | null> | null;
        invoiceAddress: Record<string, string | null> | null;
      };
      if (delivery?.statusCode === 200)
        for (const f of ['recipient', 'streetName', 'streetLetter', 'city'])
          check(
            customer.deliveryAddress?.[f] === p,
            `delivery ${f} ${show(p)} came back as ${show(String(customer.deliveryAddress?.[f]))}`,
          );
      if (invoice?.statusCode === 200)
        for (const f of [
          'recipient',
          'streetName',
          'streetLetter',
          'city',
          'invoiceReference',
          'organisationNumber',
          'electronicInvoiceSystemAddress',
          'electronicOperator',
        ])
          check(
            customer.invoiceAddress?.[f] === p,
            `invoice ${f} ${show(p)} came back as ${show(String(customer.invoiceAddress?.[f]))}`,
          );

      // Fields with a format refuse the payload with a field error.
      for (const [field, data, type] of [
        ['streetNumber', accountAddress({ streetNumber: p }), 'DELIVERY'],
        ['zipCode', accountAddress({ zipCode: p }), 'DELIVERY'],
        ['country', accountAddress({ country: p }), 'DELIVERY'],
        ['gln', invoiceOf('Acme', { gln: p }), 'INVOICE'],
        ['emailInvoiceAddress', invoiceOf('Acme', { emailInvoiceAddress: p }), 'INVOICE'],
      ] as const) {
        const res = await change(`${type} ${field} ${show(p)}`, type, data);
        refusedField(res, `addressData.${field}`, `${type} ${field} ${show(p)}`);
      }
      const mine = (
        await s.db.selectFrom('addresses').select('id').where('customer_id', '=', u.customerId).execute()
      ).map((r) => String(r.id));
      const changes = changesBetween(before, await fingerprint(s.db));
      expectOnly(
        changes,
        { added: { addresses: changes.addresses?.added.length ?? 0 }, changed: { addresses: mine } },
        `address change ${show(p)}`,
      );
      expect(changes.addresses?.added.every((id) => mine.includes(id)) ?? true).toBe(true);
    }
    expect(problems).toEqual([]);
  });

  it('in order requests are stored as text, byte for byte, and change nothing else', async () => {
    problems = [];
    const freeText = (p: string) =>
      orderRequest(s.product.articleNumber, {
        articles: [
          { articleNumber: s.product.articleNumber, amount: 1 },
          { articleNumber: formsArticle, amount: 1 },
        ],
        deliveryAddress: orderAddress({ recipient: p, streetName: p, streetLetter: p, city: p, contactPerson: p }),
        invoiceAddress: {
          ...invoiceAddress({ recipient: p, streetName: p, city: p, country: p }),
          streetLetter: p,
          invoiceReference: p,
          organisationNumber: p,
          gln: p,
          electronicInvoiceSystemAddress: p,
          electronicOperator: p,
        },
        // An e-invoice keeps its electronic address and operator (a paper invoice drops them, SPEC.md §4).
        invoiceType: 'E-INVOICE',
        message: p,
        bankAccountNumber: VALID_IBAN,
        referenceNumberType: 1,
        referenceNumberFixed: '1234567',
        ...(p.length <= 35 ? { formMessage: p } : {}),
      });
    const deliveryFields = ['recipient', 'streetName', 'streetLetter', 'city', 'contactPerson'];
    const invoiceFields = [
      'recipient',
      'streetName',
      'streetLetter',
      'city',
      'country',
      'invoiceReference',
      'organisationNumber',
      'gln',
      'electronicInvoiceSystemAddress',
      'electronicOperator',
    ];
    const expectStored = (order: StoredOrder, p: string, what: string) => {
      for (const f of deliveryFields)
        check(
          order.deliveryAddress?.[f] === p,
          `${what}: delivery ${f} came back as ${show(String(order.deliveryAddress?.[f]))}`,
        );
      for (const f of invoiceFields)
        check(
          order.invoiceAddress?.[f] === p,
          `${what}: invoice ${f} came back as ${show(String(order.invoiceAddress?.[f]))}`,
        );
      check(order.message === p, `${what}: message came back as ${show(String(order.message))}`);
    };

    for (const p of [...SQL_PAYLOADS, ...QUOTED_EMAILS]) {
      const before = await fingerprint(s.db);
      let placed = 0;
      const signedIn = await attempt(`order ${show(p)}`, () =>
        call(s.app, '/api/order/ajaxCreateNew', { tenant: 4, token: u.token, body: freeText(p) }),
      );
      if (answered(signedIn, `order ${show(p)}`)) {
        placed++;
        const { orderNumber } = signedIn.json() as { orderNumber: number };
        expectStored((await getOrder(u, orderNumber)).json() as StoredOrder, p, `order ${show(p)}`);
        const row = await s.db
          .selectFrom('orders')
          .select('form_data')
          .where('tenant_id', '=', 4)
          .where('order_number', '=', orderNumber)
          .executeTakeFirstOrThrow();
        const forms = (typeof row.form_data === 'string' ? JSON.parse(row.form_data) : row.form_data) as {
          formMessage?: string | null;
        } | null;
        if (p.length <= 35)
          check(
            forms?.formMessage === p,
            `order ${show(p)}: form message stored as ${show(String(forms?.formMessage))}`,
          );
      }
      const guest = await attempt(`guest order ${show(p)}`, () =>
        call(s.app, '/api/guest/order/ajaxCreateNew', { tenant: 4, body: freeText(p) }),
      );
      if (answered(guest, `guest order ${show(p)}`)) {
        placed++;
        const answer = guest.json() as { orderNumber: number; accessToken: string };
        const read = await call(s.app, '/api/guest/order/ajaxGetOrder', { tenant: 4, body: answer });
        expectStored(read.json() as StoredOrder, p, `guest order ${show(p)}`);
      }

      // Fields with a format refuse the payload with a field error (or keep a valid address).
      const base = orderRequest(s.product.articleNumber);
      for (const [field, body] of [
        ['deliveryAddress.streetNumber', { ...base, deliveryAddress: orderAddress({ streetNumber: p }) }],
        ['deliveryAddress.zipCode', { ...base, deliveryAddress: orderAddress({ zipCode: p }) }],
        ['deliveryAddress.contactPhoneNumber', { ...base, deliveryAddress: orderAddress({ contactPhoneNumber: p }) }],
        [
          'deliveryAddress.contactNotificationInformation',
          { ...base, deliveryAddress: orderAddress({ contactNotificationInformation: p }) },
        ],
        ['invoiceAddress.emailInvoiceAddress', { ...base, invoiceAddress: invoiceAddress({ emailInvoiceAddress: p }) }],
        ['bankAccountNumber', { ...freeText('Acme'), bankAccountNumber: p }],
        ['referenceNumberFixed', { ...freeText('Acme'), referenceNumberFixed: p }],
      ] as const) {
        const res = await attempt(`order ${field} ${show(p)}`, () =>
          call(s.app, '/api/order/ajaxCreateNew', { tenant: 4, token: u.token, body }),
        );
        if (QUOTED_EMAILS.includes(p) && field.endsWith('contactNotificationInformation')) {
          if (!answered(res, `order with the contact e-mail ${show(p)}`)) continue;
          placed++;
          const { orderNumber } = res.json() as { orderNumber: number };
          const order = (await getOrder(u, orderNumber)).json() as StoredOrder & { email: string | null };
          check(order.email === p, `contact e-mail ${show(p)} came back as ${show(String(order.email))}`);
        } else if (QUOTED_EMAILS.includes(p) && field.endsWith('emailInvoiceAddress')) {
          if (answered(res, `order with the invoice e-mail ${show(p)}`)) placed++;
        } else {
          refusedField(res, field, `order ${field} ${show(p)}`);
        }
      }
      const changes = changesBetween(before, await fingerprint(s.db));
      expectOnly(
        changes,
        { added: { orders: placed, order_items: placed > 0 ? 'some' : 0, mail_outbox: placed > 0 ? 'some' : 0 } },
        `orders ${show(p)}`,
      );
    }
    expect(problems).toEqual([]);
  });

  it('in store-account requests and settings are stored as text and change nothing else', async () => {
    problems = [];
    for (const p of SQL_PAYLOADS) {
      const before = await fingerprint(s.db);
      const email = uniqueEmail('request');
      const res = await attempt(`store-account request ${show(p)}`, () =>
        call(s.app, '/api/guest/user/ajaxCreateStoreAccount', {
          tenant: 3,
          body: { companyName: p, corporateId: p, contactName: p, email, phone: p, message: p },
        }),
      );
      let requests = 0;
      if (answered(res, `store-account request ${show(p)}`)) {
        requests = 1;
        const row = await s.db
          .selectFrom('store_account_requests')
          .selectAll()
          .where('email', '=', email)
          .executeTakeFirstOrThrow();
        for (const [k, v] of Object.entries({
          company_name: row.company_name,
          corporate_id: row.corporate_id,
          contact_name: row.contact_name,
          phone: row.phone,
          message: row.message,
        }))
          check(v === p, `store-account request ${k} ${show(p)} stored as ${show(String(v))}`);
      }
      const newEmail = await attempt(`change e-mail ${show(p)}`, () =>
        call(s.app, '/api/user/ajaxChangeEmail', { tenant: 4, token: u.token, body: { newEmail: p } }),
      );
      refusedField(newEmail, 'newEmail', `change e-mail ${show(p)}`);
      expectOnly(
        changesBetween(before, await fingerprint(s.db)),
        { added: { store_account_requests: requests, mail_outbox: requests } },
        `store-account request ${show(p)}`,
      );
    }
    // A new password made of such strings works, and only changes the password.
    let current = u.password;
    for (const p of SQL_PAYLOADS.filter((_, i) => i % 3 === 0)) {
      const next = passwordOf(p);
      const before = await fingerprint(s.db);
      const res = await attempt(`change password ${show(p)}`, () =>
        call(s.app, '/api/user/ajaxChangePassword', {
          tenant: 4,
          token: u.token,
          body: { currentPassword: current, newPassword: next },
        }),
      );
      if (!answered(res, `change password to ${show(next)}`)) continue;
      current = next;
      expectOnly(
        changesBetween(before, await fingerprint(s.db)),
        { changed: { users: [String(u.userId)] } },
        'password',
      );
      const login = await call(s.app, '/api/login', { tenant: 4, body: { username: u.email, password: next } });
      check(login.statusCode === 200, `login with the new password ${show(next)}: ${login.statusCode}`);
    }
    u.password = current;
    expect(problems).toEqual([]);
  });
});

describe('script payloads', () => {
  /** Problems of the HTML of mails: active content, or a payload that does not show as text. */
  async function checkMails(orderIds: number[], payloads: readonly string[], what: string) {
    const queued = await s.db.selectFrom('mail_outbox').selectAll().where('order_id', 'in', orderIds).execute();
    const mails = await asRendered(s.db, queued);
    check(mails.length > 0, `${what}: no mail queued`);
    for (const mail of mails) {
      for (const problem of activeHtml(mail.body_html ?? '')) problems.push(`${what}, mail ${mail.id}: ${problem}`);
      const text = textOfHtml(mail.body_html ?? '');
      for (const p of payloads) check(text.includes(p), `${what}, mail ${mail.id}: ${show(p)} is not shown as text`);
      check(!/[<>]/.test(mail.subject), `${what}: subject ${show(mail.subject)}`);
    }
  }

  const orderIdOf = async (orderNumber: number) =>
    (
      await s.db
        .selectFrom('orders')
        .select('id')
        .where('tenant_id', '=', 4)
        .where('order_number', '=', orderNumber)
        .executeTakeFirstOrThrow()
    ).id;

  it('in addresses, contacts and order messages show in the confirmation mails as text only', async () => {
    problems = [];
    for (const p of SCRIPT_PAYLOADS) {
      const body = orderRequest(s.product.articleNumber, {
        deliveryAddress: orderAddress({ recipient: p, streetName: p, city: p, contactPerson: p }),
        invoiceAddress: {
          ...invoiceAddress({ recipient: p, streetName: p, city: p }),
          invoiceReference: p,
          organisationNumber: p,
        },
        message: `${p}\n${p}`,
      });
      const ids: number[] = [];
      for (const [url, token] of [
        ['/api/order/ajaxCreateNew', u.token],
        ['/api/guest/order/ajaxCreateNew', undefined],
      ] as const) {
        const res = await attempt(`order with ${show(p)}`, () =>
          call(s.app, url, { tenant: 4, ...(token ? { token } : {}), body }),
        );
        if (answered(res, `order with ${show(p)}`))
          ids.push(await orderIdOf((res.json() as { orderNumber: number }).orderNumber));
      }
      await checkMails(ids, [p], `order with ${show(p)}`);
    }
    expect(problems).toEqual([]);
  });

  it('in product and article texts show in the confirmation mails as text only', async () => {
    problems = [];
    const [nameSv, nameEn, articleName] = SCRIPT_PAYLOADS;
    const group = await s.db
      .selectFrom('article_groups')
      .select('id')
      .where('tenant_id', '=', 4)
      .executeTakeFirstOrThrow();
    const product = await s.db
      .insertInto('products')
      .values({
        tenant_id: 4,
        group_id: group.id,
        name: `[sv]${nameSv}[en]${nameEn}`,
        description: `[sv]${articleName}[en]${articleName}`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const articleNumber = `XSS-${s.tag}`;
    await s.db
      .insertInto('articles')
      .values({
        tenant_id: 4,
        container_id: product.id,
        article_number: articleNumber,
        name: `[sv]${articleName}[en]${articleName}`,
        quantity: 10,
        price_minor: 1000,
        weight_grams: 100,
      })
      .execute();
    for (const [language, shown] of [
      ['sv', nameSv],
      ['en', nameEn],
    ] as const) {
      const res = await attempt(`order of a product named ${show(shown ?? '')}`, () =>
        call(s.app, '/api/order/ajaxCreateNew', {
          tenant: 4,
          token: u.token,
          body: orderRequest(articleNumber, { language }),
        }),
      );
      if (!answered(res, 'order of the product')) continue;
      const id = await orderIdOf((res.json() as { orderNumber: number }).orderNumber);
      await checkMails([id], [shown ?? ''], `product texts in ${language}`);
    }
    // The API hands the texts out as JSON strings, unchanged: the pages escape them.
    const api = await call(s.app, '/api/guest/articleContainer/ajaxGet', { tenant: 4, body: { id: product.id } });
    expect((api.json() as { name: string }).name).toBe(`[sv]${nameSv}[en]${nameEn}`);
    expect(problems).toEqual([]);
  });

  it('in store-account requests show in the mail to the shop as text only', async () => {
    problems = [];
    for (const p of SCRIPT_PAYLOADS) {
      const before = await s.db
        .selectFrom('mail_outbox')
        .select('id')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      const res = await attempt(`store-account request ${show(p)}`, () =>
        call(s.app, '/api/guest/user/ajaxCreateStoreAccount', {
          tenant: 3,
          body: { companyName: p, corporateId: p, contactName: p, email: uniqueEmail('xss'), phone: p, message: p },
        }),
      );
      answered(res, `store-account request ${show(p)}`);
      const mails = await s.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('id', '>', before?.id ?? 0)
        .execute();
      check(mails.length === 1, `store-account request ${show(p)}: ${mails.length} mails`);
      for (const mail of mails) {
        for (const problem of activeHtml(mail.body_html ?? '')) problems.push(`store-account request mail: ${problem}`);
        check(textOfHtml(mail.body_html ?? '').includes(p), `store-account request mail: ${show(p)} not shown as text`);
        check(!mail.subject.includes(p), 'store-account request: the payload is in the subject');
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('line breaks in mail header fields', () => {
  const BROKEN = [
    'x@example.com\r\nBcc: evil@example.com',
    'x@example.com\nBcc: evil@example.com',
    'x@example.com\rBcc: evil@example.com',
    'x@example.com\r\n\r\n<b>body</b>',
    'x@example.com\u2028Bcc: evil@example.com',
    'x@example.com\u0085Bcc: evil@example.com',
    'x@example.com\u0000Bcc: evil@example.com',
    'x@example.com, evil@example.com',
    'Evil <evil@example.com>',
    'x@example.com%0d%0aBcc: evil@example.com',
  ];

  it('are refused in every e-mail field, and nothing is queued or stored', async () => {
    problems = [];
    const before = await fingerprint(s.db);
    const refused = (res: Answer | null, what: string) => {
      if (res)
        check(res.statusCode >= 400 && res.statusCode < 500, `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    for (const email of BROKEN) {
      const e = show(email);
      refused(
        await attempt(`send confirmation to ${e}`, () =>
          call(s.app, '/api/order/ajaxSendConfirmationEmail', {
            tenant: 4,
            token: s.a.token,
            body: { orderNumber: s.aOrders.kept, email },
          }),
        ),
        `send confirmation to ${e}`,
      );
      const guest = s.guests.first;
      refused(
        await attempt(`guest confirmation to ${e}`, () =>
          call(s.app, '/api/guest/order/ajaxSendConfirmationEmail', {
            tenant: 4,
            body: { orderNumber: guest.orderNumber, accessToken: guest.accessToken, email },
          }),
        ),
        `guest confirmation to ${e}`,
      );
      refused(
        await attempt(`sign-up as ${e}`, () =>
          call(s.app, '/api/guest/register/createAccount', {
            tenant: 4,
            body: signUpBody(email, 'Secret-pass-1', 'Acme'),
          }),
        ),
        `sign-up as ${e}`,
      );
      refused(
        await attempt(`change e-mail to ${e}`, () =>
          call(s.app, '/api/user/ajaxChangeEmail', { tenant: 4, token: s.a.token, body: { newEmail: email } }),
        ),
        `change e-mail to ${e}`,
      );
      for (const [what, body] of [
        [
          'contact e-mail',
          orderRequest(s.product.articleNumber, {
            deliveryAddress: orderAddress({ contactNotificationInformation: email }),
          }),
        ],
        [
          'invoice e-mail',
          orderRequest(s.product.articleNumber, { invoiceAddress: invoiceAddress({ emailInvoiceAddress: email }) }),
        ],
        ...(/[\r\n]/.test(email)
          ? ([
              [
                'contact person',
                orderRequest(s.product.articleNumber, { deliveryAddress: orderAddress({ contactPerson: email }) }),
              ],
            ] as const)
          : []),
      ] as const) {
        for (const url of ['/api/order/ajaxCreateNew', '/api/guest/order/ajaxCreateNew']) {
          const token = url.includes('guest') ? undefined : s.a.token;
          refused(
            await attempt(`${what} ${e} at ${url}`, () =>
              call(s.app, url, { tenant: 4, ...(token ? { token } : {}), body }),
            ),
            `${what} ${e} at ${url}`,
          );
        }
      }
      refused(
        await attempt(`account invoice e-mail ${e}`, () =>
          call(s.app, '/api/postalAddress/ajaxChangeAddress', {
            tenant: 4,
            token: s.a.token,
            body: {
              addressType: 'INVOICE',
              addressData: {
                ...accountAddress(),
                invoiceReference: null,
                emailInvoiceAddress: email,
                organisationNumber: null,
                gln: null,
                electronicInvoiceSystemAddress: null,
                electronicOperator: null,
              },
            },
          }),
        ),
        `account invoice e-mail ${e}`,
      );
      refused(
        await attempt(`store-account request from ${e}`, () =>
          call(s.app, '/api/guest/user/ajaxCreateStoreAccount', {
            tenant: 3,
            body: { companyName: 'Acme', corporateId: '556677-0000', contactName: 'Anna', email },
          }),
        ),
        `store-account request from ${e}`,
      );
    }
    expectOnly(changesBetween(before, await fingerprint(s.db)), {}, 'e-mail fields with line breaks');
    expect(problems).toEqual([]);
  });

  it('never reach a queued mail: trailing line breaks are trimmed, the reset link ignores the host', async () => {
    // A line break at the end only is trimmed away; whatever is queued has none.
    const res = await call(s.app, '/api/order/ajaxSendConfirmationEmail', {
      tenant: 4,
      token: s.a.token,
      body: { orderNumber: s.aOrders.kept, email: `trailing.${s.tag}@example.com\r\n` },
    });
    expect([200, 422]).toContain(res.statusCode);
    // Forgot password with a line break in the username, the server name and the host.
    for (const [username, serverName] of [
      [`${s.a.email}\r\nBcc: evil@example.com`, 'shop.example'],
      [s.a.email, 'evil.example\r\nBcc: evil@example.com'],
    ]) {
      const forgot = await s.app.inject({
        method: 'POST',
        url: `/api/guest/register/forgotPassword?tenant=4&username=${encodeURIComponent(username ?? '')}&serverName=${encodeURIComponent(serverName ?? '')}`,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
        payload: {},
      });
      expect(forgot.statusCode).toBeLessThan(500);
    }
    const mails = await s.db.selectFrom('mail_outbox').selectAll().execute();
    for (const mail of mails) {
      expect(mail.to_address, `mail ${mail.id}`).not.toMatch(/[\r\n\u0085\u2028\u2029,<>]/);
      expect(mail.subject, `mail ${mail.id}`).not.toMatch(/[\r\n]/);
      expect(mail.body_text, `mail ${mail.id}`).not.toContain('evil.example');
      expect(mail.to_address).not.toContain('evil@');
    }
  });
});
