import { describe, expect, it } from 'vitest';
import { loginAs } from '../../test/app.ts';
import {
  address,
  countOrders,
  guest,
  invoice,
  orderRow,
  pick,
  request,
  setUpOrderTests,
  signedIn,
  t,
} from '../orders/orders.test-support.ts';

setUpOrderTests();

/** Postcodes of the demo directory's country that postalAddress/ajaxValidateZipCode answers false for. */
const REFUSED = ['00000', '12345', '41101'];

const zipValid = async (tenant: number, zipCode: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: `/api/guest/postalAddress/ajaxValidateZipCode?tenant=${tenant}`,
      payload: { zipCode },
    })
  ).json().data as boolean;

describe('orders with a postcode the postal check refuses', () => {
  it('the postcodes are the ones ajaxValidateZipCode answers false for', async () => {
    for (const zip of REFUSED) expect(await zipValid(3, zip)).toBe(false);
    expect(await zipValid(3, '21122')).toBe(true);
  });

  it('tenant 3: an order to postcode 00000 is refused with a field error and nothing is written', async () => {
    const light = await pick(3, (x) => x.payer === 'TENANT' && x.weight_grams > 0 && x.weight_grams <= 2000);
    const before = await countOrders(3);
    for (const zipCode of REFUSED) {
      const res = await signedIn(
        3,
        'business.3@example.com',
        'ajaxCreateNew',
        request([{ articleNumber: light.article_number, amount: 1 }], {
          deliveryAddress: null,
          postalAddress: address({ zipCode, city: 'Nowhere' }),
          invoiceAddress: null,
        }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().fieldErrors).toEqual([{ field: 'postalAddress.zipCode', message: 'invalid' }]);
    }
    expect(await countOrders(3)).toBe(before);
    const ok = await signedIn(
      3,
      'business.3@example.com',
      'ajaxCreateNew',
      request([{ articleNumber: light.article_number, amount: 1 }], {
        deliveryAddress: null,
        postalAddress: address({ zipCode: '21122', city: 'Malmö' }),
        invoiceAddress: null,
      }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('a guest order and the invoice address are checked too; other countries keep their own format', async () => {
    const a = await pick(4, (x) => x.number_of_forms === 0 && x.payer !== 'TENANT');
    const line = [{ articleNumber: a.article_number, amount: 1 }];
    const before = await countOrders(4);
    const bad = await guest(4, 'ajaxCreateNew', request(line, { deliveryAddress: address({ zipCode: '00000' }) }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fieldErrors).toEqual([{ field: 'deliveryAddress.zipCode', message: 'invalid' }]);
    const badInvoice = await guest(
      4,
      'ajaxCreateNew',
      request(line, { invoiceAddress: invoice({ zipCode: '41101' }) }),
    );
    expect(badInvoice.statusCode).toBe(422);
    expect(badInvoice.json().fieldErrors).toEqual([{ field: 'invoiceAddress.zipCode', message: 'invalid' }]);
    expect(await countOrders(4)).toBe(before);
    // A Norwegian address on the Swedish shop: the directory is Sweden's, the format Norway's.
    const oslo = address({ zipCode: '0150', city: 'Oslo', country: 'Norge' });
    expect((await guest(4, 'ajaxCreateNew', request(line, { deliveryAddress: oslo }))).statusCode).toBe(200);
    const osloBad = address({ zipCode: '01500', city: 'Oslo', country: 'Norge' });
    expect((await guest(4, 'ajaxCreateNew', request(line, { deliveryAddress: osloBad }))).statusCode).toBe(422);
  });
});

describe('organisation numbers of an order', () => {
  it('tenant 5 refuses a Finnish business id without a valid check digit', async () => {
    const a = await pick(5, (x) => x.number_of_forms === 0 && x.payer !== 'TENANT');
    const helsinki = { zipCode: '00100', city: 'Helsinki', country: 'Suomi' };
    const order = (organisationNumber: string) =>
      request([{ articleNumber: a.article_number, amount: 1 }], {
        deliveryAddress: address(helsinki),
        invoiceAddress: invoice({
          ...helsinki,
          organisationNumber,
          electronicInvoiceSystemAddress: '003712345678',
          electronicOperator: 'BAWCFI22',
        }),
        invoiceType: 'E-INVOICE',
      });
    for (const wrong of ['abc <b>', '1234567', '1234567-8']) {
      const res = await signedIn(5, 'business.5@example.com', 'ajaxCreateNew', order(wrong));
      expect(res.statusCode).toBe(422);
      expect(res.json().fieldErrors).toContainEqual({ field: 'invoiceAddress.organisationNumber', message: 'invalid' });
    }
    const ok = await signedIn(5, 'business.5@example.com', 'ajaxCreateNew', order('12345671'));
    expect(ok.statusCode).toBe(200);
    const row = await orderRow(5, ok.json().orderNumber);
    expect(row.invoice_address).toMatchObject({ organisationNumber: '1234567-1' });
  });

  it('tenant 9 stores a CVR number without its label and refuses a wrong check digit', async () => {
    const token = (await loginAs(t.app, 9, 'business.9@example.com')).tokens.access_token;
    const a = await pick(9, (x) => x.number_of_forms === 0 && x.payer !== 'TENANT');
    const copenhagen = { zipCode: '1620', city: 'København V', country: 'Danmark' };
    const place = (organisationNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/ajaxCreateNew?tenant=9',
        headers: { authorization: `Bearer ${token}` },
        payload: request([{ articleNumber: a.article_number, amount: 1 }], {
          deliveryAddress: address(copenhagen),
          invoiceAddress: invoice({ ...copenhagen, organisationNumber }),
        }),
      });
    const wrong = await place('CVR 12345678');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fieldErrors).toContainEqual({ field: 'invoiceAddress.organisationNumber', message: 'invalid' });
    const ok = await place('CVR 12345674');
    expect(ok.statusCode).toBe(200);
    const row = await orderRow(9, ok.json().orderNumber);
    expect(row.invoice_address).toMatchObject({ organisationNumber: '12345674' });
    // A Danish postcode has 4 digits.
    const fiveDigits = await t.app.inject({
      method: 'POST',
      url: '/api/order/ajaxCreateNew?tenant=9',
      headers: { authorization: `Bearer ${token}` },
      payload: request([{ articleNumber: a.article_number, amount: 1 }], {
        deliveryAddress: address({ ...copenhagen, zipCode: '16200' }),
        invoiceAddress: invoice({ ...copenhagen, organisationNumber: '12345674' }),
      }),
    });
    expect(fiveDigits.statusCode).toBe(422);
    expect(fiveDigits.json().fieldErrors).toContainEqual({ field: 'deliveryAddress.zipCode', message: 'invalid' });
  });
});

describe('postalAddress/ajaxChangeAddress with a refused postcode', () => {
  it('answers a 422 field error for each refused postcode and writes nothing', async () => {
    const token = (await loginAs(t.app, 4, 'business.4@example.com')).tokens.access_token;
    const stored = () =>
      t.db
        .selectFrom('addresses')
        .innerJoin('customers', 'customers.id', 'addresses.customer_id')
        .selectAll('addresses')
        .where('customers.customer_number', '=', '10000004')
        .orderBy('address_type')
        .execute();
    const before = await stored();
    for (const addressType of ['DELIVERY', 'INVOICE'] as const) {
      for (const zipCode of REFUSED) {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/postalAddress/ajaxChangeAddress?tenant=4',
          headers: { authorization: `Bearer ${token}` },
          payload: {
            addressType,
            addressData: {
              recipient: 'Acme AB',
              streetName: 'Storgatan',
              zipCode,
              city: 'Nowhere',
              country: 'Sverige',
            },
          },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().fieldErrors).toEqual([{ field: 'addressData.zipCode', message: 'invalid' }]);
      }
    }
    expect(await stored()).toEqual(before);
  });
});
