import type { AdminOrderListItem } from '@shop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeFetch, queryOf, renderAt, signedIn } from '../../../test/render.tsx';
import { OrdersPage } from './orders-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function item(orderNumber: number, overrides: Partial<AdminOrderListItem> = {}): AdminOrderListItem {
  return {
    orderNumber,
    orderDate: '2026-11-20T10:15:00.000Z',
    status: 'placed',
    customerNumber: '10000004',
    name: 'Business Customer AB',
    email: 'business.4@example.com',
    total: 123_450,
    currency: 'SEK',
    parcelNumber: null,
    ...overrides,
  };
}

/** Answers the list with `count` rows from the asked offset, of `total` (capped when `lowerBound`). */
function listAnswers(total: number, lowerBound = false) {
  return fakeFetch((call) => {
    const q = queryOf(call);
    const limit = Number(q.get('limit'));
    const offset = Number(q.get('offset'));
    const shown = Math.max(0, Math.min(limit, total - offset));
    return {
      status: 200,
      body: {
        items: Array.from({ length: shown }, (_, i) => item(1000 + offset + i)),
        total: lowerBound ? 10_000 : total,
        totalIsLowerBound: lowerBound,
      },
    };
  });
}

const location = () => screen.getByTestId('location').textContent ?? '';
const last = (calls: FakeCall[]) => queryOf(calls.at(-1));

describe('OrdersPage', () => {
  it('shows the rows with links to their orders and the count', async () => {
    signedIn();
    listAnswers(3);
    renderAt(<OrdersPage />, { path: '/orders', route: '/orders' });
    const link = await screen.findByRole('link', { name: '1000' });
    expect(link.getAttribute('href')).toBe('/orders/1000');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByTestId('list-count').textContent).toBe('1–3 of 3');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Placed')).toBeTruthy();
    expect(within(row).getByText(/1\s?234,50|1,234.50/)).toBeTruthy();
  });

  it('puts the filters in the address and asks the server with them, from the first page', async () => {
    signedIn();
    const f = listAnswers(60);
    renderAt(<OrdersPage />, { path: '/orders?page=2', route: '/orders' });
    await screen.findByRole('link', { name: '1025' });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '10000004' } });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'printed' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/orders?q=10000004&status=printed&from=2026-11-01&to=2026-11-30'));
    await waitFor(() => expect(last(f.calls).get('q')).toBe('10000004'));
    const q = last(f.calls);
    expect(q.get('tenant')).toBe('4');
    expect(q.get('status')).toBe('printed');
    expect(q.get('from')).toBe('2026-11-01');
    expect(q.get('to')).toBe('2026-11-30');
    expect(q.get('offset')).toBe('0');
    expect(q.get('sort')).toBe('-orderDate');
  });

  it('starts from the address: a reload or a link keeps the filters and the page', async () => {
    signedIn();
    const f = listAnswers(200);
    renderAt(<OrdersPage />, {
      path: '/orders?q=Acme&status=shipped&limit=50&page=3&sort=orderNumber',
      route: '/orders',
    });
    await screen.findByRole('link', { name: '1100' });
    const q = queryOf(f.calls[0]);
    expect(q.get('q')).toBe('Acme');
    expect(q.get('status')).toBe('shipped');
    expect(q.get('limit')).toBe('50');
    expect(q.get('offset')).toBe('100');
    expect(q.get('sort')).toBe('orderNumber');
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('Acme');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('shipped');
    expect(screen.getByTestId('list-count').textContent).toBe('101–150 of 200');
  });

  it('pages forward and back, and a new page size starts again at the first page', async () => {
    signedIn();
    const f = listAnswers(60);
    renderAt(<OrdersPage />, { path: '/orders', route: '/orders' });
    await screen.findByRole('link', { name: '1000' });
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: '1025' });
    expect(location()).toBe('/orders?page=2');
    expect(last(f.calls).get('offset')).toBe('25');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: '1050' });
    expect(screen.getByTestId('list-count').textContent).toBe('51–60 of 60');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Per page'), { target: { value: '100' } });
    await waitFor(() => expect(location()).toBe('/orders?limit=100'));
    await waitFor(() => expect(last(f.calls).get('limit')).toBe('100'));
    expect(last(f.calls).get('offset')).toBe('0');
  });

  it('says "10,000+" when the count stops at the cap', async () => {
    signedIn();
    listAnswers(20_000, true);
    renderAt(<OrdersPage />, { path: '/orders', route: '/orders' });
    await screen.findByRole('link', { name: '1000' });
    expect(screen.getByTestId('list-count').textContent).toBe('1–25 of 10,000+');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sorts by number and date through the column headers', async () => {
    signedIn();
    const f = listAnswers(5);
    renderAt(<OrdersPage />, { path: '/orders', route: '/orders' });
    await screen.findByRole('link', { name: '1000' });
    const dateHeader = screen.getByRole('columnheader', { name: /Date/ });
    expect(dateHeader.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Order' }));
    await waitFor(() => expect(location()).toBe('/orders?sort=-orderNumber'));
    await waitFor(() => expect(last(f.calls).get('sort')).toBe('-orderNumber'));
    fireEvent.click(screen.getByRole('button', { name: 'Sort by Order' }));
    await waitFor(() => expect(location()).toBe('/orders?sort=orderNumber'));
    expect(screen.getByRole('columnheader', { name: /Order/ }).getAttribute('aria-sort')).toBe('ascending');
  });
});
