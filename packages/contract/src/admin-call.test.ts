import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_API, AdminCatalogApi, AdminContentApi, AdminStoresApi } from './admin-api.ts';
import { type AdminCall, type AdminPathCall, adminPath } from './admin-call.ts';

describe('adminPath', () => {
  it('fills each parameter of the url', () => {
    expect(adminPath(AdminCatalogApi.calls.product, { id: 7 })).toBe('/api/admin/products/7');
    expect(
      adminPath(AdminStoresApi.calls.removeStore, { customerNumber: '10000004', storeCustomerNumber: '10000012' }),
    ).toBe('/api/admin/customers/10000004/stores/10000012');
    expect(adminPath(AdminContentApi.calls.page, { page: 'terms', language: 'sv' })).toBe(
      '/api/admin/content/terms/sv',
    );
  });

  it('answers the url of a call without parameters as it is', () => {
    expect(adminPath(AdminCatalogApi.calls.products)).toBe('/api/admin/products');
  });

  it('encodes each value', () => {
    const call: AdminPathCall = { url: '/api/admin/things/:name/parts/:part' };
    expect(adminPath(call, { name: 'a/b?c', part: 'å ä' })).toBe('/api/admin/things/a%2Fb%3Fc/parts/%C3%A5%20%C3%A4');
  });

  it('throws for a parameter without a value', () => {
    const call: AdminCall = AdminStoresApi.calls.removeStore;
    expect(() => adminPath(call, { customerNumber: '10000004' })).toThrow(':storeCustomerNumber');
    expect(() => adminPath(call, { customerNumber: '10000004', storeCustomerNumber: '' })).toThrow(
      ':storeCustomerNumber',
    );
    expect(() => adminPath(call)).toThrow(':customerNumber');
  });

  it('takes the values as the call’s params schema reads them', () => {
    expectTypeOf(adminPath<typeof AdminCatalogApi.calls.product>)
      .parameter(1)
      .toEqualTypeOf<{ id: number }>();
    // @ts-expect-error a call with parameters needs their values
    expect(() => adminPath(AdminCatalogApi.calls.product)).toThrow(':id');
    // @ts-expect-error the id is a number
    adminPath(AdminCatalogApi.calls.product, { id: 'x' });
    // @ts-expect-error a call without parameters takes none
    adminPath(AdminCatalogApi.calls.products, { id: 7 });
  });

  it('can fill every call of the back office: its url names exactly its params schema’s fields', () => {
    for (const area of ADMIN_API) {
      for (const call of Object.values<AdminCall>(area.calls)) {
        const names = [...call.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
        const fields = call.params instanceof z.ZodObject ? Object.keys(call.params.shape) : [];
        expect(names.sort(), `${call.method} ${call.url}`).toEqual(fields.sort());
      }
    }
  });
});
