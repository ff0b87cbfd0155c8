import { CountriesAnswerSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { loginAs, testAppForFile } from '../../test/app.ts';

const t = testAppForFile();

const call = (
  action: string,
  tenant: number,
  payload: unknown,
  opts: { token?: string; guest?: boolean; query?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${opts.guest ? 'guest/' : ''}postalAddress/${action}?tenant=${tenant}${opts.query ?? ''}`,
    payload: payload as object,
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });

const tokenOf = async (tenant: number, username: string) =>
  (await loginAs(t.app, tenant, username)).tokens.access_token;

const addressesOf = (customerNumber: string) =>
  t.db
    .selectFrom('addresses')
    .innerJoin('customers', 'customers.id', 'addresses.customer_id')
    .selectAll('addresses')
    .where('customers.customer_number', '=', customerNumber)
    .orderBy('address_type')
    .execute();

const stockholm = {
  recipient: 'Testbolaget AB',
  streetName: 'Mäster Samuelsgatan',
  streetNumber: '7',
  streetLetter: 'B',
  zipCode: '11122',
  city: 'Stockholm',
  country: 'Sverige',
};

describe('postalAddress/ajaxGetCountries', () => {
  it('answers localized names with the shops’ countries first, for guests too', async () => {
    const sv = CountriesAnswerSchema.parse((await call('ajaxGetCountries', 4, { lang: 'sv' }, { guest: true })).json());
    expect(sv[0]).toEqual({ code: 'SE', name: 'Sverige' });
    expect(
      sv
        .slice(0, 5)
        .map((c) => c.code)
        .sort(),
    ).toEqual(['DK', 'ES', 'FI', 'GB', 'SE']);
    expect(sv.find((c) => c.code === 'DE')?.name).toBe('Tyskland');
    const en = CountriesAnswerSchema.parse(
      (await call('ajaxGetCountries', 4, {}, { guest: true, query: '&lang=en' })).json(),
    );
    expect(en[0]).toEqual({ code: 'SE', name: 'Sweden' });
    const fi = CountriesAnswerSchema.parse((await call('ajaxGetCountries', 5, {}, { guest: true })).json());
    expect(fi[0]).toEqual({ code: 'FI', name: 'Suomi' });
    const rest = en.slice(5).map((c) => c.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('is open on the non-public shop and refuses an unknown language', async () => {
    expect((await call('ajaxGetCountries', 3, {}, { guest: true })).statusCode).toBe(200);
    expect((await call('ajaxGetCountries', 3, { lang: 'xx' }, { guest: true })).statusCode).toBe(422);
  });
});

describe('postalAddress/ajaxGetInstallationCountry', () => {
  it('answers the shop’s country', async () => {
    expect((await call('ajaxGetInstallationCountry', 4, {}, { guest: true })).json()).toEqual({
      country: 'Sverige',
      code: 'SE',
    });
    expect((await call('ajaxGetInstallationCountry', 9, {}, { guest: true })).json()).toEqual({
      country: 'Danmark',
      code: 'DK',
    });
  });
});

describe('zip code lookup', () => {
  it('validates zip codes of the installation country against the directory', async () => {
    const valid = async (zipCode: string, tenant = 4) =>
      (await call('ajaxValidateZipCode', tenant, { zipCode }, { guest: true })).json().data;
    expect(await valid('11122')).toBe(true);
    expect(await valid('111 22')).toBe(true);
    expect(await valid('41103')).toBe(true);
    expect(await valid('21120')).toBe(true);
    expect(await valid('99999')).toBe(false);
    expect(await valid('1112')).toBe(false);
    expect(await valid('111223')).toBe(false);
    expect(await valid('abcde')).toBe(false);
    expect(await valid('')).toBe(false);
    // No directory for Finland: the format decides.
    expect(await valid('00100', 5)).toBe(true);
    expect(await valid('0010', 5)).toBe(false);
  });

  it('answers the city and the sorted street names', async () => {
    expect((await call('ajaxGetCity', 4, { zipCode: '11122' }, { guest: true })).json()).toEqual({ text: 'Stockholm' });
    expect((await call('ajaxGetCity', 4, { zipCode: '41103' }, { guest: true })).json()).toEqual({ text: 'Göteborg' });
    expect((await call('ajaxGetCity', 4, { zipCode: '99999' }, { guest: true })).json()).toEqual({ text: null });
    const streets = (await call('ajaxGetStreetNames', 4, { zipCode: '21120' }, { guest: true })).json();
    expect(streets).toEqual(['Carlsgatan', 'Hjälmarekajen', 'Norra Vallgatan', 'Skeppsbron']);
    expect((await call('ajaxGetStreetNames', 4, { zipCode: '99999' }, { guest: true })).json()).toEqual([]);
  });

  it('works signed in and refuses bad bodies', async () => {
    const token = await tokenOf(3, 'business.3@example.com');
    expect((await call('ajaxGetCity', 3, { zipCode: '21120' }, { token })).json()).toEqual({ text: 'Malmö' });
    expect((await call('ajaxGetCity', 4, { zip: '21120' }, { guest: true })).statusCode).toBe(422);
    expect((await call('ajaxGetCity', 4, { zipCode: 'x'.repeat(51) }, { guest: true })).statusCode).toBe(422);
  });
});

describe('postalAddress/ajaxChangeAddress', () => {
  it('updates the delivery address of the signed-in customer only', async () => {
    const token = await tokenOf(4, 'business.4@example.com');
    const otherBefore = await addressesOf('10000006');
    const privateBefore = await addressesOf('30000004');
    const res = await call('ajaxChangeAddress', 4, { addressType: 'DELIVERY', addressData: stockholm }, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const rows = await addressesOf('10000004');
    expect(rows.filter((r) => r.address_type === 'DELIVERY')).toHaveLength(1);
    expect(rows.find((r) => r.address_type === 'DELIVERY')).toMatchObject({
      recipient: 'Testbolaget AB',
      street_name: 'Mäster Samuelsgatan',
      street_number: '7',
      street_letter: 'B',
      zip_code: '11122',
      city: 'Stockholm',
      country: 'Sverige',
      tenant_id: 4,
    });
    expect(await addressesOf('10000006')).toEqual(otherBefore);
    expect(await addressesOf('30000004')).toEqual(privateBefore);
  });

  it('inserts an address type the customer did not have', async () => {
    const token = await tokenOf(4, 'private.4@example.com');
    expect((await addressesOf('30000004')).some((r) => r.address_type === 'INVOICE')).toBe(false);
    const res = await call(
      'ajaxChangeAddress',
      4,
      {
        addressType: 'INVOICE',
        addressData: { ...stockholm, gln: '7350053850019', emailInvoiceAddress: 'pdf@example.com' },
      },
      { token },
    );
    expect(res.statusCode).toBe(200);
    const invoice = (await addressesOf('30000004')).filter((r) => r.address_type === 'INVOICE');
    expect(invoice).toHaveLength(1);
    expect(invoice[0]).toMatchObject({ gln: '7350053850019', email_invoice_address: 'pdf@example.com' });
  });

  it('answers field errors by SPEC §5 and stores nothing', async () => {
    const token = await tokenOf(4, 'business.4@example.com');
    const before = await addressesOf('10000004');
    const errorsOf = async (addressType: string, addressData: object) => {
      const res = await call('ajaxChangeAddress', 4, { addressType, addressData }, { token });
      expect(res.statusCode).toBe(422);
      return (res.json().fieldErrors as { field: string; message: string }[]).map((e) => `${e.field}:${e.message}`);
    };
    expect(await errorsOf('DELIVERY', {})).toEqual(
      expect.arrayContaining([
        'addressData.recipient:required',
        'addressData.streetName:required',
        'addressData.zipCode:required',
        'addressData.city:required',
      ]),
    );
    expect(await errorsOf('DELIVERY', { ...stockholm, zipCode: '1112' })).toEqual(['addressData.zipCode:invalid']);
    expect(await errorsOf('DELIVERY', { ...stockholm, zipCode: '99999' })).toEqual(['addressData.zipCode:invalid']);
    expect(await errorsOf('DELIVERY', { ...stockholm, streetNumber: '7a' })).toEqual([
      'addressData.streetNumber:invalid',
    ]);
    expect(await errorsOf('DELIVERY', { ...stockholm, streetNumber: '1'.repeat(26) })).toEqual([
      'addressData.streetNumber:too_long',
    ]);
    expect(await errorsOf('DELIVERY', { ...stockholm, city: 'x'.repeat(51) })).toEqual(['addressData.city:too_long']);
    expect(await errorsOf('DELIVERY', { ...stockholm, gln: '7350053850019' })).toEqual([
      'addressData.gln:unknown_field',
    ]);
    expect(await errorsOf('INVOICE', { ...stockholm, recipient: '' })).toEqual(['addressData.recipient:required']);
    expect(await errorsOf('INVOICE', { ...stockholm, gln: '7350053850010' })).toEqual(['addressData.gln:invalid']);
    expect(await errorsOf('INVOICE', { ...stockholm, emailInvoiceAddress: 'not-an-email' })).toEqual([
      'addressData.emailInvoiceAddress:invalid',
    ]);
    expect(await errorsOf('OTHER', stockholm)).toHaveLength(1);
    expect(await addressesOf('10000004')).toEqual(before);
  });

  it('checks the organisation number format of Finland and Denmark; free elsewhere', async () => {
    const fi = await tokenOf(5, 'business.5@example.com');
    const helsinki = { ...stockholm, zipCode: '00100', city: 'Helsinki', country: 'Suomi' };
    const save = (tenant: number, token: string, addressData: object) =>
      call('ajaxChangeAddress', tenant, { addressType: 'INVOICE', addressData }, { token });
    expect((await save(5, fi, { ...helsinki, organisationNumber: '1234567' })).json().fieldErrors).toEqual([
      { field: 'addressData.organisationNumber', message: 'invalid' },
    ]);
    expect((await save(5, fi, { ...helsinki, organisationNumber: '2345678-9' })).statusCode).toBe(422);
    expect((await save(5, fi, { ...helsinki, organisationNumber: '2345678-0' })).statusCode).toBe(200);
    const dk = await tokenOf(9, 'business.9@example.com');
    const copenhagen = { ...stockholm, zipCode: '1620', city: 'København V', country: 'Danmark' };
    expect((await save(9, dk, { ...copenhagen, organisationNumber: '1234567' })).statusCode).toBe(422);
    expect((await save(9, dk, { ...copenhagen, zipCode: '16200' })).statusCode).toBe(422);
    // 8 digits with a wrong check digit; the right one is stored without a 'CVR' before it.
    expect((await save(9, dk, { ...copenhagen, organisationNumber: '12345678' })).statusCode).toBe(422);
    expect((await save(9, dk, { ...copenhagen, organisationNumber: 'CVR 12345674' })).statusCode).toBe(200);
    const [stored] = await t.db
      .selectFrom('addresses')
      .innerJoin('customers', 'customers.id', 'addresses.customer_id')
      .select('addresses.organisation_number')
      .where('customers.customer_number', '=', '10000009')
      .where('addresses.address_type', '=', 'INVOICE')
      .execute();
    expect(stored?.organisation_number).toBe('12345674');
    const se = await tokenOf(4, 'business.4@example.com');
    expect((await save(4, se, { ...stockholm, organisationNumber: 'anything 1' })).statusCode).toBe(200);
  });

  it('stores other countries on public shops by name; forces the country on the non-public shop', async () => {
    const se = await tokenOf(4, 'business.4@example.com');
    const oslo = { ...stockholm, zipCode: '0150', city: 'Oslo', country: 'NO' };
    expect(
      (await call('ajaxChangeAddress', 4, { addressType: 'DELIVERY', addressData: oslo }, { token: se })).statusCode,
    ).toBe(200);
    expect((await addressesOf('10000004')).find((r) => r.address_type === 'DELIVERY')).toMatchObject({
      country: 'Norge',
      zip_code: '0150',
    });
    const bad = await call(
      'ajaxChangeAddress',
      4,
      { addressType: 'DELIVERY', addressData: { ...oslo, country: 'Atlantis' } },
      { token: se },
    );
    expect(bad.json().fieldErrors).toEqual([{ field: 'addressData.country', message: 'invalid' }]);

    const internal = await tokenOf(3, 'business.3@example.com');
    const malmo = { ...stockholm, zipCode: '21120', city: 'Malmö', streetName: 'Carlsgatan', country: 'Norge' };
    const res = await call('ajaxChangeAddress', 3, { addressType: 'POSTAL', addressData: malmo }, { token: internal });
    expect(res.statusCode).toBe(200);
    expect((await addressesOf('10000003')).find((r) => r.address_type === 'POSTAL')).toMatchObject({
      country: 'Sverige',
      street_name: 'Carlsgatan',
      zip_code: '21120',
    });
    // A zip of another country is still checked on the non-public shop (the country is forced).
    expect(
      (
        await call(
          'ajaxChangeAddress',
          3,
          { addressType: 'POSTAL', addressData: { ...malmo, zipCode: '0150' } },
          { token: internal },
        )
      ).statusCode,
    ).toBe(422);
  });

  it('refuses a postal address on a public shop, guests and tokens of another shop', async () => {
    const se = await tokenOf(4, 'business.4@example.com');
    const before = await addressesOf('10000004');
    const postal = await call('ajaxChangeAddress', 4, { addressType: 'POSTAL', addressData: stockholm }, { token: se });
    expect(postal.statusCode).toBe(403);
    expect((await call('ajaxChangeAddress', 4, { addressType: 'DELIVERY', addressData: stockholm })).statusCode).toBe(
      401,
    );
    expect(
      (await call('ajaxChangeAddress', 4, { addressType: 'DELIVERY', addressData: stockholm }, { guest: true }))
        .statusCode,
    ).toBe(404);
    const other = await tokenOf(8, 'business.8@example.com');
    const before8 = await addressesOf('10000008');
    expect(
      (await call('ajaxChangeAddress', 4, { addressType: 'DELIVERY', addressData: stockholm }, { token: other }))
        .statusCode,
    ).toBe(401);
    expect(await addressesOf('10000004')).toEqual(before);
    expect(await addressesOf('10000008')).toEqual(before8);
  });
});
