// @vitest-environment jsdom
import type { Article, Product } from '@shop/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { useTenantStore } from '../../../lib/tenant.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { useCustomerTypeStore } from '../../../stores/customer-type-store.ts';
import { makeArticle, makeTenant, productDetails } from '../../../test/fixtures.ts';
import { useSideCartStore } from '../../cart/index.ts';
import { PurchasePanel } from './purchase-panel.tsx';

const article = (id: number, quantity: number, price: number, extra: Partial<Article> = {}): Article =>
  makeArticle(id, price, {
    articleNumber: `SW4-${id}`,
    name: `[sv]Säkerhetspåse, ${quantity} st[en]Security bag, ${quantity} pcs`,
    quantity,
    ...extra,
  });

function makeProduct(articles: Article[]): Product {
  return {
    id: 7,
    groupId: 1,
    name: '[sv]Säkerhetspåse[en]Security bag',
    description: '[en]A bag',
    recommended: false,
    image: 'bag.svg',
    articles,
    ...productDetails(),
  };
}

const standard = () =>
  makeProduct([
    article(1, 100, 25000),
    article(2, 500, 112550),
    article(3, 1, 14900, { freight: 'NORMAL' }),
    article(4, 1, 4900, { administrativeFee: true }),
  ]);

const text = (id: string) => screen.getByTestId(id).textContent?.replace(/\s/g, ' ');
const unitPrice = () => text('unit-price');

beforeEach(() => {
  initI18n('en');
  useTenantStore.setState({ tenant: makeTenant() });
  useCustomerTypeStore.setState({ privateCustomer: false });
  useCartStore.getState().clear();
  useSideCartStore.setState({ isOpen: false });
});

afterEach(cleanup);

describe('package choice', () => {
  it('offers the package sizes without freight and fee articles, first one chosen', () => {
    render(<PurchasePanel product={standard()} />);
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect((screen.getByRole('radio', { name: /100 pcs/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Art. no. SW4-2')).toBeTruthy();
    expect(screen.queryByText(/SW4-3|SW4-4/)).toBeNull();
  });

  it('shows the price of the chosen package', () => {
    render(<PurchasePanel product={standard()} />);
    expect(unitPrice()).toBe('SEK 250');
    fireEvent.click(screen.getByRole('radio', { name: /500 pcs/ }));
    expect(unitPrice()).toBe('SEK 1,125.50');
  });

  it('adds the chosen package and amount to the cart and opens the side cart', () => {
    render(<PurchasePanel product={standard()} />);
    fireEvent.click(screen.getByRole('radio', { name: /500 pcs/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase amount' }));
    fireEvent.click(screen.getByTestId('add-to-cart'));
    const cart = useCartStore.getState();
    expect(cart.itemsInCart).toBe(1);
    expect(cart.items['2']?.amount).toBe(2);
    expect(useSideCartStore.getState().isOpen).toBe(true);
  });
});

describe('amount', () => {
  it('starts at 1; minus stops at 1, plus raises it and the total follows', () => {
    render(<PurchasePanel product={standard()} />);
    const input = screen.getByLabelText('Amount') as HTMLInputElement;
    expect(input.value).toBe('1');
    expect((screen.getByRole('button', { name: 'Decrease amount' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase amount' }));
    expect(input.value).toBe('2');
    expect(text('total-price')).toBe('SEK 500');
  });

  it.each([
    ['0', 'The amount must be at least 1.'],
    ['abc', 'Enter a whole number.'],
    ['2.5', 'Enter a whole number.'],
    ['-3', 'Enter a whole number.'],
    ['10000', 'The amount can be at most 9999.'],
  ])('rejects %s with a message and keeps the last valid amount', (raw, message) => {
    render(<PurchasePanel product={standard()} />);
    const input = screen.getByLabelText('Amount');
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.change(input, { target: { value: raw } });
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(text('total-price')).toBe('SEK 750');
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(useCartStore.getState().itemsInCart).toBe(0);
  });
});

describe('price display', () => {
  it('shows net prices excluding VAT to business customers', () => {
    render(<PurchasePanel product={standard()} />);
    expect(unitPrice()).toBe('SEK 250');
    expect(screen.getByTestId('product-price').textContent).toContain('excl. VAT');
  });

  it('shows prices with VAT to private customers, and switches at once', () => {
    render(<PurchasePanel product={standard()} />);
    act(() => useCustomerTypeStore.setState({ privateCustomer: true }));
    expect(unitPrice()).toBe('SEK 312.50');
    expect(screen.getByTestId('product-price').textContent).toContain('incl. VAT');
  });

  it('keeps net prices for a tenant without the business/consumer toggle', () => {
    useTenantStore.setState({ tenant: makeTenant({ businessPrivateToggle: false }) });
    useCustomerTypeStore.setState({ privateCustomer: true });
    render(<PurchasePanel product={standard()} />);
    expect(unitPrice()).toBe('SEK 250');
  });

  it('shows 0 when the tenant pays', () => {
    render(<PurchasePanel product={makeProduct([article(1, 100, 25000, { payer: 'TENANT' })])} />);
    expect(unitPrice()).toBe('SEK 0');
  });

  it('shows the alternative-price text instead of a price', () => {
    const alt = article(1, 100, 0, { alternativePrice: '[sv]Pris på begäran[en]Price on request' });
    render(<PurchasePanel product={makeProduct([alt])} />);
    expect(unitPrice()).toBe('Price on request');
    expect(screen.getByTestId('product-price').textContent).not.toContain('VAT');
  });

  it('formats euro prices with 2 decimals only for fractions', () => {
    useTenantStore.setState({ tenant: makeTenant({ id: 8, currency: 'EUR', vat: 25.5 }) });
    render(<PurchasePanel product={makeProduct([article(1, 100, 1800), article(2, 500, 8280)])} />);
    expect(unitPrice()).toBe('€18');
    fireEvent.click(screen.getAllByRole('radio')[1] as HTMLElement);
    expect(unitPrice()).toBe('€82.80');
  });

  it('says so when nothing can be ordered', () => {
    render(<PurchasePanel product={makeProduct([article(3, 1, 14900, { freight: 'PREMIUM' })])} />);
    expect(screen.getByTestId('no-packages')).toBeTruthy();
  });
});
