import type { AdminCustomer } from '@shop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageData } from '../../../lib/page-data.ts';
import { fakeFetch, renderAt, signedIn } from '../../../test/render.tsx';
import { CustomerPage } from './customer-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function customer(overrides: Partial<AdminCustomer> = {}): AdminCustomer {
  return {
    customerNumber: '10000003',
    name: 'Demo Butik Intern AB',
    email: 'business.3@example.com',
    privateCustomer: false,
    disabled: false,
    createdAt: '2026-11-01T09:00:00.000Z',
    organisationNumber: '556700-0013',
    allowNewsletter: true,
    addresses: [],
    stores: [{ customerNumber: '50000003', storeId: 'S-1', name: 'Butik Söder' }],
    orders: [],
    ...overrides,
  };
}

function open() {
  renderAt(<CustomerPage />, { path: '/customers/10000003', route: '/customers/:customerNumber' });
}

describe('CustomerPage', () => {
  setPageData({ id: 3, name: 'Sealwise Intern', defaultLanguage: 'sv', storeAccountTenants: [3] });

  it('shows an order handler the customer without any change', async () => {
    signedIn({ roles: ['ORDER_HANDLER'], tenant_id: 3, tenants: [{ id: 3, name: 'Sealwise Intern' }] });
    fakeFetch(() => ({ status: 200, body: customer() }));
    open();
    expect(await screen.findByRole('heading', { name: 'Demo Butik Intern AB' })).toBeTruthy();
    expect(screen.getByText('Butik Söder')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('form', { name: 'Add store' })).toBeNull();
  });

  it('lets an admin send a password reset and disable the customer after asking', async () => {
    signedIn({ roles: ['ADMIN'], tenant_id: 3, tenants: [{ id: 3, name: 'Sealwise Intern' }] });
    let current = customer();
    const f = fakeFetch((call) => {
      if (call.url.startsWith('/api/admin/customers/10000003/password-reset'))
        return { status: 200, body: { success: true } };
      if (call.method === 'PATCH') {
        current = { ...current, ...(call.body as Partial<AdminCustomer>) };
        return { status: 200, body: current };
      }
      return { status: 200, body: current };
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Send password reset' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'A password reset mail is on its way to business.3@example.com.',
    );
    expect(f.calls.find((c) => c.method === 'POST')?.url).toBe('/api/admin/customers/10000003/password-reset?tenant=3');

    fireEvent.click(screen.getByRole('button', { name: 'Disable' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable Demo Butik Intern AB?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enable' })).toBeTruthy());
    expect(f.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ disabled: true });
    expect(screen.getByRole('status').textContent).toBe('The customer is disabled and signed out.');
  });

  it('says so when the customer has no e-mail for a reset', async () => {
    signedIn({ roles: ['ADMIN'], tenant_id: 3, tenants: [{ id: 3, name: 'Sealwise Intern' }] });
    fakeFetch((call) =>
      call.method === 'POST'
        ? { status: 409, body: { operationError: 'no_email' } }
        : { status: 200, body: customer() },
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Send password reset' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The customer has no e-mail address.');
  });

  it('adds a store link on a shop with store accounts, with the field errors first', async () => {
    signedIn({ roles: ['ADMIN'], tenant_id: 3, tenants: [{ id: 3, name: 'Sealwise Intern' }] });
    const f = fakeFetch((call) =>
      call.method === 'POST' ? { status: 201, body: customer() } : { status: 200, body: customer() },
    );
    open();
    const form = await screen.findByRole('form', { name: 'Add store' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add store' }));
    expect(await within(form).findAllByText('Required')).toHaveLength(3);
    fireEvent.change(within(form).getByLabelText("Store's customer number"), { target: { value: '60000003' } });
    fireEvent.change(within(form).getByLabelText('Store id'), { target: { value: 'S-2' } });
    fireEvent.change(within(form).getByLabelText('Store name'), { target: { value: 'Butik Norr' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add store' }));
    expect((await screen.findByRole('status')).textContent).toBe('Store Butik Norr added.');
    const post = f.calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/admin/customers/10000003/stores?tenant=3');
    expect(post?.body).toEqual({ storeCustomerNumber: '60000003', storeId: 'S-2', name: 'Butik Norr' });
  });
});
