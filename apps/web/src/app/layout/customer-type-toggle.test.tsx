// @vitest-environment jsdom
import type { Article } from '@shop/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../lib/i18n.ts';
import { usePriceFormatter } from '../../lib/price.ts';
import { useTenantStore } from '../../lib/tenant.ts';
import { useCustomerTypeStore } from '../../stores/customer-type-store.ts';
import { makeTenant } from '../../test/fixtures.ts';
import { CustomerTypeToggle } from './customer-type-toggle.tsx';

const article: Pick<Article, 'price' | 'payer' | 'alternativePrice'> = {
  price: 10000,
  payer: 'CUSTOMER',
  alternativePrice: null,
};

function Price({ testId }: { testId: string }) {
  const format = usePriceFormatter();
  const view = format(article);
  return (
    <span data-testid={testId} data-amount={view.amount ?? ''}>
      {view.text}
    </span>
  );
}

function Page() {
  return (
    <>
      <CustomerTypeToggle />
      <Price testId="price-a" />
      <Price testId="price-b" />
    </>
  );
}

const amountOf = (id: string) => screen.getByTestId(id).getAttribute('data-amount');

beforeEach(() => {
  localStorage.clear();
  initI18n('en');
  useCustomerTypeStore.setState({ privateCustomer: false });
  useTenantStore.getState().setTenant(makeTenant({ businessPrivateToggle: true, vat: 25 }));
});

afterEach(cleanup);

describe('customer-type toggle', () => {
  it('is a labelled radio group of Business and Consumer', () => {
    render(<Page />);
    const group = screen.getByRole('group', { name: 'Customer type' });
    expect(group.getAttribute('data-testid')).toBe('customer-type-toggle');
    expect((screen.getByLabelText('Business') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Consumer') as HTMLInputElement).checked).toBe(false);
  });

  it('switches every price at once and remembers the type', () => {
    render(<Page />);
    expect(amountOf('price-a')).toBe('10000');
    fireEvent.click(screen.getByLabelText('Consumer'));
    expect(amountOf('price-a')).toBe('12500');
    expect(amountOf('price-b')).toBe('12500');
    expect(localStorage.getItem('privateCustomerType')).toBe('true');
    fireEvent.click(screen.getByLabelText('Business'));
    expect(amountOf('price-b')).toBe('10000');
    expect(localStorage.getItem('privateCustomerType')).toBe('false');
  });

  it('follows a change made in another tab', () => {
    render(<Page />);
    act(() => {
      localStorage.setItem('privateCustomerType', 'true');
      window.dispatchEvent(new StorageEvent('storage', { key: 'privateCustomerType', newValue: 'true' }));
    });
    expect(amountOf('price-a')).toBe('12500');
    expect((screen.getByLabelText('Consumer') as HTMLInputElement).checked).toBe(true);
  });

  it('is absent without businessPrivateToggle, and prices stay net', () => {
    useTenantStore.getState().setTenant(makeTenant({ businessPrivateToggle: false }));
    useCustomerTypeStore.setState({ privateCustomer: true });
    render(<Page />);
    expect(screen.queryByTestId('customer-type-toggle')).toBeNull();
    expect(amountOf('price-a')).toBe('10000');
  });
});
