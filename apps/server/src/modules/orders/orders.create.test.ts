import { CreateOrderAnswerSchema, OrderSchema, orderTotals, withVat } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { freightArticle } from '../../test/db.ts';
import {
  address,
  countOrders,
  guest,
  invoice,
  mailsOf,
  orderRow,
  pick,
  request,
  service,
  setUpOrderTests,
  signedIn,
  t,
} from './orders.test-support.ts';

setUpOrderTests();

/** A guest's order of these articles on `tenant`: the shared order body, changed by `over`. */
const guestOrder = (tenant: number, articles: Parameters<typeof request>[0], over?: Record<string, unknown>) =>
  guest(tenant, 'ajaxCreateNew', request(articles, over));

describe('order/ajaxCreateNew', () => {
  it('places a guest order priced from the database, with a freight line and mails to the customer and the copy address', async () => {
    const a = await pick(4, (x) => !x.free_shipping && x.weight_grams > 0 && x.number_of_forms === 0);
    const b = await pick(4, (x) => x.id !== a.id && x.number_of_forms === 0);
    const s = await service(4);
    const res = await guestOrder(4, [
      { articleNumber: a.article_number, amount: 3 },
      { articleNumber: b.article_number, amount: 1 },
    ]);
    expect(res.statusCode).toBe(200);
    const answer = CreateOrderAnswerSchema.parse(res.json());
    expect(answer.accessToken?.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    expect(String(res.headers['set-cookie'])).toMatch(
      new RegExp(`shop_order_${answer.orderNumber}=.+; Path=/api/guest/order; HttpOnly; SameSite=Strict`),
    );

    const row = await orderRow(4, answer.orderNumber);
    const weight = a.weight_grams * 3 + (b.free_shipping ? 0 : b.weight_grams);
    const shipping = s.normal * Math.ceil(weight / 20_000);
    const goodsNet = a.price_minor * 3 + b.price_minor;
    const totals = orderTotals(goodsNet + shipping, 25);
    expect(row).toMatchObject({
      customer_id: null,
      shipping_minor: shipping,
      administrative_fee_minor: 0,
      total_net_minor: totals.net,
      total_vat_minor: totals.vat,
      total_gross_minor: totals.gross,
      vat_basis_points: 2500,
      address_type: 'DELIVERY',
    });
    expect(row.guest_access_token_hash).toMatch(/^[0-9a-f]{64}$/);
    const items = await t.db.selectFrom('order_items').selectAll().where('order_id', '=', row.id).execute();
    expect(items.filter((i) => i.freight === 'NONE').map((i) => i.amount)).toEqual([3, 1]);
    expect(items.find((i) => i.freight === 'NORMAL')?.price_minor).toBe(shipping);

    const mails = await mailsOf(row.id);
    expect(mails.map((m) => m.to_address).sort()).toEqual(['anna@example.com', 'orders.nordic@sealwise.example']);
    expect(mails.every((m) => m.status === 'PENDING')).toBe(true);
  });

  it('lets the guest read the order with the cookie or token, and nobody else', async () => {
    const a = await pick(6, (x) => x.number_of_forms === 0);
    const res = await guestOrder(6, [{ articleNumber: a.article_number, amount: 2 }]);
    const { orderNumber, accessToken } = CreateOrderAnswerSchema.parse(res.json());
    const cookie = String(res.headers['set-cookie']).split(';')[0] ?? '';
    const withCookie = await guest(6, 'ajaxGetOrder', { orderNumber }, { cookie });
    expect(withCookie.statusCode).toBe(200);
    const order = OrderSchema.parse(withCookie.json());
    expect(order.orderNumber).toBe(orderNumber);
    expect(order.currency).toBe('GBP');
    expect(order.totals.gross).toBe(order.totals.net + order.totals.vat);
    expect((await guest(6, 'ajaxGetOrder', { orderNumber, accessToken })).statusCode).toBe(200);
    const items = await guest(6, 'ajaxGetOrderItemsForOrderEstore', { orderNumber }, { cookie });
    expect(items.json()[0].amount).toBe(2);
    expect((await guest(6, 'ajaxGetOrder', { orderNumber })).statusCode).toBe(404);
    expect((await guest(6, 'ajaxGetOrder', { orderNumber, accessToken: 'x'.repeat(43) })).statusCode).toBe(404);
    // Another shop, or a customer of this one, never sees it.
    expect((await guest(4, 'ajaxGetOrder', { orderNumber, accessToken })).statusCode).toBe(404);
    expect((await signedIn(6, 'business.6@example.com', 'ajaxGetOrder', { orderNumber })).statusCode).toBe(404);
    // The UK shop sends its internal copy too.
    expect((await mailsOf((await orderRow(6, orderNumber)).id)).map((m) => m.to_address)).toContain(
      'orders.uk@sealwise.example',
    );
  });

  it('ignores client prices: a price field is refused, and totals come from the database', async () => {
    const a = await pick(4, (x) => x.number_of_forms === 0);
    const before = await countOrders(4);
    const res = await guest(4, 'ajaxCreateNew', {
      ...request([{ articleNumber: a.article_number, amount: 1 }]),
      total: 1,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toContainEqual({ field: 'total', message: 'unknown_field' });
    expect(await countOrders(4)).toBe(before);
  });

  it.each([
    ['zero', 0],
    ['negative', -1],
    ['fraction', 1.5],
    ['too many', 100_001],
  ])('refuses a %s amount and writes nothing', async (_name, amount) => {
    const a = await pick(4, (x) => x.number_of_forms === 0);
    const before = await countOrders(4);
    const res = await guestOrder(4, [{ articleNumber: a.article_number, amount }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors[0].field).toBe('articles.0.amount');
    expect(await countOrders(4)).toBe(before);
  });

  it('refuses unknown, foreign-shop and freight articles and amounts adding up past the limit', async () => {
    const own = await pick(4, (x) => x.number_of_forms === 0);
    const foreign = await pick(6, () => true);
    const freight = await freightArticle(t.db, 4);
    const before = await countOrders(4);
    for (const articleNumber of ['NOPE-1', foreign.article_number, freight.article_number]) {
      const res = await guestOrder(4, [{ articleNumber, amount: 1 }]);
      expect(res.statusCode).toBe(422);
      expect(res.json().fieldErrors).toEqual([{ field: 'articles.0.articleNumber', message: 'unknown_article' }]);
    }
    const twice = await guestOrder(4, [
      { articleNumber: own.article_number, amount: 60_000 },
      { articleNumber: own.article_number, amount: 60_000 },
    ]);
    expect(twice.statusCode).toBe(422);
    expect(await countOrders(4)).toBe(before);
  });

  it('answers every missing required field of SPEC §5', async () => {
    const a = await pick(4, (x) => x.number_of_forms === 0);
    const res = await guestOrder(4, [{ articleNumber: a.article_number, amount: 1 }], {
      deliveryAddress: address({ recipient: '', contactPerson: null, zipCode: '123' }),
      invoiceAddress: invoice({ recipient: null, organisationNumber: '' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'deliveryAddress.recipient', message: 'required' },
        { field: 'deliveryAddress.zipCode', message: 'invalid' },
        { field: 'deliveryAddress.contactPerson', message: 'required' },
        { field: 'invoiceAddress.recipient', message: 'required' },
        { field: 'invoiceAddress.organisationNumber', message: 'required' },
      ]),
    );
  });

  it('refuses line breaks in header-bound fields and malformed e-mails', async () => {
    const a = await pick(4, (x) => x.number_of_forms === 0);
    const res = await guestOrder(4, [{ articleNumber: a.article_number, amount: 1 }], {
      deliveryAddress: address({ contactNotificationInformation: 'a@example.com\r\nBcc: x@example.com' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors[0].field).toBe('deliveryAddress.contactNotificationInformation');
  });

  it('has no guest checkout on the Finnish shop and none at all on the non-public shop', async () => {
    const a5 = await pick(5, () => true);
    const res = await guestOrder(5, [{ articleNumber: a5.article_number, amount: 1 }]);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ operationError: 'guest_checkout_disabled' });
    const a3 = await pick(3, () => true);
    expect((await guestOrder(3, [{ articleNumber: a3.article_number, amount: 1 }])).statusCode).toBe(401);
  });

  it('charges the paper-invoice fee unless the payer takes e-invoices or a PDF invoice', async () => {
    const a = await pick(4, (x) => x.number_of_forms === 0);
    const s = await service(4);
    const articles = [{ articleNumber: a.article_number, amount: 1 }];
    const paper = await signedIn(
      4,
      'business.4@example.com',
      'ajaxCreateNew',
      request(articles, { hasAdministrativeFee: true }),
    );
    expect(paper.statusCode).toBe(200);
    const row = await orderRow(4, paper.json().orderNumber);
    expect(row.administrative_fee_minor).toBe(s.fee);
    expect(row.customer_id).not.toBeNull();
    const pdf = await signedIn(
      4,
      'business.4@example.com',
      'ajaxCreateNew',
      request(articles, {
        hasAdministrativeFee: true,
        invoiceAddress: invoice({ emailInvoiceAddress: 'ap@example.com' }),
      }),
    );
    expect((await orderRow(4, pdf.json().orderNumber)).administrative_fee_minor).toBe(0);
    const eInvoice = await signedIn(4, 'business.4@example.com', 'ajaxCreateNew', request(articles));
    expect((await orderRow(4, eInvoice.json().orderNumber)).administrative_fee_minor).toBe(0);
  });

  it('premium delivery replaces normal freight, and a premium freight line is kept', async () => {
    const a = await pick(6, (x) => x.number_of_forms === 0);
    const s = await service(6);
    const res = await signedIn(
      6,
      'business.6@example.com',
      'ajaxCreateNew',
      request([{ articleNumber: a.article_number, amount: 1 }], { premiumSelected: true }),
    );
    expect(res.statusCode).toBe(200);
    const order = OrderSchema.parse(
      (await signedIn(6, 'business.6@example.com', 'ajaxGetOrder', { orderNumber: res.json().orderNumber })).json(),
    );
    expect(order.shipping).toBe(s.premium);
    expect(order.premiumSelected).toBe(true);
    expect(order.orderItems.some((i) => i.freight === 'PREMIUM')).toBe(true);
    expect(order.totals.gross).toBe(withVat(order.totals.net, 20));
  });

  it('Finland: E-INVOICE needs the e-invoice address and operator, PDF the invoice e-mail; never a fee', async () => {
    const a = await pick(5, (x) => x.number_of_forms === 0);
    const fi = { country: 'Suomi', zipCode: '00100', city: 'Helsinki' };
    // A Finnish business id with its check digit (the Finnish shop's format).
    const fiInvoice = { ...fi, organisationNumber: '1234567-1' };
    const base = request([{ articleNumber: a.article_number, amount: 1 }], {
      deliveryAddress: address(fi),
      invoiceAddress: invoice(fiInvoice),
      hasAdministrativeFee: true,
      premiumSelected: true,
    });
    const missing = await signedIn(5, 'business.5@example.com', 'ajaxCreateNew', { ...base, invoiceType: 'E-INVOICE' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().fieldErrors).toEqual([
      { field: 'invoiceAddress.electronicInvoiceSystemAddress', message: 'required' },
      { field: 'invoiceAddress.electronicOperator', message: 'required' },
    ]);
    const pdfMissing = await signedIn(5, 'business.5@example.com', 'ajaxCreateNew', { ...base, invoiceType: 'PDF' });
    expect(pdfMissing.json().fieldErrors).toEqual([
      { field: 'invoiceAddress.emailInvoiceAddress', message: 'required' },
    ]);
    const ok = await signedIn(5, 'business.5@example.com', 'ajaxCreateNew', {
      ...base,
      invoiceType: 'E-INVOICE',
      invoiceAddress: invoice({
        ...fiInvoice,
        electronicInvoiceSystemAddress: '003712345678',
        electronicOperator: 'NDEAFIHH',
      }),
    });
    expect(ok.statusCode).toBe(200);
    const row = await orderRow(5, ok.json().orderNumber);
    expect(row.administrative_fee_minor).toBe(0);
    expect(row.premium_selected).toBe(false);
    expect(row.language).toBe('fi');
  });

  it('print-on-forms: needs a valid IBAN and the reference of its type', async () => {
    const forms = await pick(4, (x) => x.number_of_forms > 0);
    const articles = [{ articleNumber: forms.article_number, amount: 1 }];
    const none = await signedIn(4, 'business.4@example.com', 'ajaxCreateNew', request(articles));
    expect(none.json().fieldErrors).toEqual([
      { field: 'bankAccountNumber', message: 'required' },
      { field: 'referenceNumberFixed', message: 'required' },
    ]);
    const bad = await signedIn(
      4,
      'business.4@example.com',
      'ajaxCreateNew',
      request(articles, {
        bankAccountNumber: 'SE4550000000058398257467',
        referenceNumberType: 4,
        referenceNumberInternational: 'RF18539007547034',
      }),
    );
    expect(bad.json().fieldErrors).toEqual([{ field: 'bankAccountNumber', message: 'invalid' }]);
    const ok = await signedIn(
      4,
      'business.4@example.com',
      'ajaxCreateNew',
      request(articles, {
        bankAccountNumber: 'SE45 5000 0000 0583 9825 7466',
        referenceNumberType: 2,
        referenceNumberStart: '1000',
        referenceNumberInterval: 10,
        formMessage: 'Dagskassa',
      }),
    );
    expect(ok.statusCode).toBe(200);
    const row = await orderRow(4, ok.json().orderNumber);
    expect(row.form_data).toMatchObject({
      referenceNumberType: 2,
      referenceNumberInterval: 10,
      formMessage: 'Dagskassa',
    });
  });

  it('non-public shop: a light order goes to the postal address; tenant-paid articles need no invoice', async () => {
    const light = await pick(3, (x) => x.payer === 'TENANT' && x.weight_grams > 0 && x.weight_grams <= 2000);
    const res = await signedIn(
      3,
      'business.3@example.com',
      'ajaxCreateNew',
      request([{ articleNumber: light.article_number, amount: 1 }], {
        deliveryAddress: null,
        postalAddress: address(),
        invoiceAddress: null,
      }),
    );
    expect(res.statusCode).toBe(200);
    const row = await orderRow(3, res.json().orderNumber);
    expect(row.address_type).toBe('POSTAL');
    expect(row.invoice_address).toBeNull();
    expect(row.total_net_minor).toBe(row.shipping_minor);
  });

  it('saves a newsletter opt-in of a signed-in customer', async () => {
    const a = await pick(4, (x) => x.number_of_forms === 0);
    await t.db
      .updateTable('customers')
      .set({ allow_newsletter: false })
      .where('customer_number', '=', '30000004')
      .execute();
    const res = await signedIn(
      4,
      'private.4@example.com',
      'ajaxCreateNew',
      request([{ articleNumber: a.article_number, amount: 1 }], { allowNewsletter: true }),
    );
    expect(res.statusCode).toBe(200);
    const row = await orderRow(4, res.json().orderNumber);
    const customer = await t.db
      .selectFrom('customers')
      .select('allow_newsletter')
      .where('id', '=', row.customer_id ?? 0)
      .executeTakeFirstOrThrow();
    expect(customer.allow_newsletter).toBe(true);
  });
});
