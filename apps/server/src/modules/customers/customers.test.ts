import { CustomerSchema } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { loginAs, testAppForFile } from '../../test/app.ts';

const t = testAppForFile();

const getCustomer = (tenant: number, token?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/ajaxGetCustomer?tenant=${tenant}`,
    payload: {},
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('customer/ajaxGetCustomer', () => {
  it('answers the signed-in business customer with its three addresses', async () => {
    const { tokens } = await loginAs(t.app, 4, 'business.4@example.com');
    const res = await getCustomer(4, tokens.access_token);
    expect(res.statusCode).toBe(200);
    const customer = CustomerSchema.parse(res.json());
    expect(customer).toMatchObject({
      customerNumber: '10000004',
      customerType: 'BUSINESS',
      privateCustomerType: false,
      email: 'business.4@example.com',
      temporaryPassword: false,
    });
    expect(customer.deliveryAddress?.recipient).toBeTruthy();
    expect(customer.postalAddress?.city).toBeTruthy();
    expect(customer.invoiceAddress?.zipCode).toBeTruthy();
    expect(JSON.stringify(res.json())).not.toMatch(/password_hash|argon2/);
  });

  it('a private customer has a delivery address only', async () => {
    const { tokens } = await loginAs(t.app, 4, 'private.4@example.com');
    const customer = CustomerSchema.parse((await getCustomer(4, tokens.access_token)).json());
    expect(customer.privateCustomerType).toBe(true);
    expect(customer.deliveryAddress).not.toBeNull();
    expect(customer.invoiceAddress).toBeNull();
  });

  it('needs a token of this very shop, and has no guest path', async () => {
    const { tokens } = await loginAs(t.app, 6, 'business.6@example.com');
    expect((await getCustomer(4)).statusCode).toBe(401);
    expect((await getCustomer(4, tokens.access_token)).statusCode).toBe(401);
    const guest = await t.app.inject({
      method: 'POST',
      url: '/api/guest/customer/ajaxGetCustomer?tenant=4',
      payload: {},
    });
    expect(guest.statusCode).toBe(404);
  });
});

const changeType = (tenant: number, token: string, privateCustomerType: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/customer/ajaxChangeCustomerType?tenant=${tenant}`,
    payload: { privateCustomerType },
    headers: { authorization: `Bearer ${token}` },
  });

describe('customer/ajaxChangeCustomerType', () => {
  it('saves the type to the account: the customer answers it and the next order is priced by it', async () => {
    const { tokens } = await loginAs(t.app, 4, 'private.4@example.com');
    expect((await changeType(4, tokens.access_token, false)).json()).toEqual({ status: 'ok' });
    const business = CustomerSchema.parse((await getCustomer(4, tokens.access_token)).json());
    expect(business).toMatchObject({ customerType: 'BUSINESS', privateCustomerType: false });
    expect((await changeType(4, tokens.access_token, true)).statusCode).toBe(200);
    const consumer = CustomerSchema.parse((await getCustomer(4, tokens.access_token)).json());
    expect(consumer).toMatchObject({ customerType: 'PRIVATE', privateCustomerType: true });
  });

  it('refuses a shop without the business/consumer choice (422) and a body that is not a boolean', async () => {
    const tenants = await t.db.selectFrom('tenants').select(['id', 'business_private_toggle']).execute();
    const without = tenants.find((x) => !x.business_private_toggle);
    if (without) {
      const { tokens } = await loginAs(t.app, without.id, `business.${without.id}@example.com`);
      const res = await changeType(without.id, tokens.access_token, true);
      expect(res.statusCode).toBe(422);
      expect(res.json().fieldErrors).toEqual([{ field: 'privateCustomerType', message: 'not_offered' }]);
    }
    const { tokens } = await loginAs(t.app, 4, 'business.4@example.com');
    expect((await changeType(4, tokens.access_token, 'yes')).statusCode).toBe(422);
  });
});
