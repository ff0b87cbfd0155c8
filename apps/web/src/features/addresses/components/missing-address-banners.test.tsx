// @vitest-environment jsdom
import type { Customer } from '@shop/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyTenant, Providers } from '../../../app/providers.tsx';
import { initI18n } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { initAuth, initialAuthState, useAuthStore } from '../../../stores/auth-store.ts';
import { CUSTOMER_QUERY_KEY } from '../../../stores/customer.ts';
import { useCustomerTypeStore } from '../../../stores/customer-type-store.ts';
import { makeCustomer, makeTenant } from '../../../test/fixtures.ts';
import { MissingAddressBanners } from './missing-address-banners.tsx';

const tenant = makeTenant({ businessPrivateToggle: true });

/** Neither a delivery nor an invoice address yet. */
function customer(privateCustomerType: boolean): Customer {
  return makeCustomer({ customerType: privateCustomerType ? 'PRIVATE' : 'BUSINESS', privateCustomerType });
}

function renderFor(privateCustomer: boolean) {
  queryClient.clear();
  useAuthStore.setState({ ...initialAuthState });
  initI18n('en');
  applyTenant(tenant);
  initAuth(tenant);
  useAuthStore.setState({ ready: true, isProcessing: false, loggedIn: true });
  useCustomerTypeStore.getState().setPrivateCustomer(privateCustomer);
  queryClient.setQueryData([...CUSTOMER_QUERY_KEY, tenant.id, true], customer(privateCustomer));
  render(
    <Providers>
      <MemoryRouter>
        <MissingAddressBanners />
      </MemoryRouter>
    </Providers>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('missing-address notices', () => {
  it('tell a business customer that the delivery and the invoice address are missing', async () => {
    renderFor(false);
    expect(await screen.findByTestId('missing-delivery')).toBeTruthy();
    expect(screen.getByTestId('missing-invoice').textContent).toContain('Your invoice address is missing.');
  });

  it('do not ask a consumer, who pays in advance, for an invoice address (SPEC.md §1)', async () => {
    renderFor(true);
    expect(await screen.findByTestId('missing-delivery')).toBeTruthy();
    expect(screen.queryByTestId('missing-invoice')).toBeNull();
  });
});
