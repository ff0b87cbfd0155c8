import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeCall, fakeFetch, queryOf, renderAt, signedIn } from '../../../test/render.tsx';
import { groupsAnswer, listItem } from './catalog.test-support.ts';
import { ProductsPage } from './products-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Answers the groups, and the list with rows from the asked page, of `total`. */
function answers(total: number) {
  return fakeFetch((call) => {
    if (call.url.startsWith('/api/admin/groups')) return { status: 200, body: groupsAnswer() };
    const q = queryOf(call);
    const pageSize = Number(q.get('pageSize'));
    const page = Number(q.get('page'));
    const offset = (page - 1) * pageSize;
    const shown = Math.max(0, Math.min(pageSize, total - offset));
    return {
      status: 200,
      body: {
        items: Array.from({ length: shown }, (_, i) =>
          listItem(100 + offset + i, i === 1 ? { active: false, minPrice: 5_000, maxPrice: 5_000 } : {}),
        ),
        total,
        totalIsLowerBound: false,
        page,
        pageSize,
        currency: 'SEK',
      },
    };
  });
}

const location = () => screen.getByTestId('location').textContent ?? '';
const lists = (calls: FakeCall[]) => calls.filter((c) => c.url.startsWith('/api/admin/products'));

describe('ProductsPage', () => {
  it('keeps a search typed before the groups arrive', async () => {
    signedIn();
    let groupsArrive: () => void = () => undefined;
    const groupsLater = new Promise<void>((resolve) => {
      groupsArrive = resolve;
    });
    fakeFetch(async (call) => {
      if (call.url.startsWith('/api/admin/groups')) {
        await groupsLater;
        return { status: 200, body: groupsAnswer() };
      }
      return { status: 200, body: { items: [], total: 0, totalIsLowerBound: false, page: 1, pageSize: 25 } };
    });
    renderAt(<ProductsPage />, { path: '/catalog', route: '/catalog' });
    const search = (await screen.findByRole('searchbox', { name: 'Search' })) as HTMLInputElement;
    fireEvent.change(search, { target: { value: 'ES-1037' } });
    groupsArrive();
    await screen.findByRole('option', { name: 'Bags' });
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('ES-1037');
  });

  it('shows the rows with links to their editors, the state and the count', async () => {
    signedIn();
    answers(3);
    renderAt(<ProductsPage />, { path: '/catalog', route: '/catalog' });
    const link = await screen.findByRole('link', { name: 'Security bag 100' });
    expect(link.getAttribute('href')).toBe('/catalog/products/100');
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByTestId('list-count').textContent).toBe('1–3 of 3');
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText(/125,50.*999|125\.50.*999/)).toBeTruthy();
    const inactive = screen.getByRole('link', { name: 'Security bag 101' }).closest('tr') as HTMLElement;
    // In the state column, and by the name where a phone leaves that column out.
    expect(within(inactive).getAllByText('Inactive')).toHaveLength(2);
    expect(within(row).queryByText('Inactive')).toBeNull();
    expect(screen.getByRole('link', { name: 'New product' }).getAttribute('href')).toBe('/catalog/products/new');
  });

  it('puts search, group and state in the address and asks the server with them, from the first page', async () => {
    signedIn();
    const f = answers(60);
    renderAt(<ProductsPage />, { path: '/catalog?page=2', route: '/catalog' });
    await screen.findByRole('link', { name: 'Security bag 125' });
    await screen.findByRole('option', { name: 'Tapes' });
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'tape' } });
    fireEvent.change(screen.getByLabelText('Group'), { target: { value: '12' } });
    fireEvent.change(screen.getByLabelText('Shown in the shop'), { target: { value: 'inactive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/catalog?q=tape&group=12&state=inactive'));
    await waitFor(() => expect(queryOf(lists(f.calls).at(-1)).get('q')).toBe('tape'));
    const q = queryOf(lists(f.calls).at(-1));
    expect(q.get('tenant')).toBe('4');
    expect(q.get('group')).toBe('12');
    expect(q.get('state')).toBe('inactive');
    expect(q.get('page')).toBe('1');
    expect(q.get('pageSize')).toBe('25');
    expect(q.get('lang')).toBe('en');
  });

  it('starts from the address and pages through it', async () => {
    signedIn();
    const f = answers(60);
    renderAt(<ProductsPage />, { path: '/catalog?q=bag&group=11&limit=50', route: '/catalog' });
    await screen.findByRole('link', { name: 'Security bag 100' });
    const first = queryOf(lists(f.calls)[0]);
    expect(first.get('q')).toBe('bag');
    expect(first.get('group')).toBe('11');
    expect(first.get('pageSize')).toBe('50');
    await waitFor(() => expect((screen.getByLabelText('Group') as HTMLSelectElement).value).toBe('11'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Security bag 150' });
    expect(location()).toBe('/catalog?q=bag&group=11&limit=50&page=2');
    expect(screen.getByTestId('list-count').textContent).toBe('51–60 of 60');
  });

  it('offers no new product to an order handler', async () => {
    signedIn({ roles: ['ORDER_HANDLER'] });
    answers(1);
    renderAt(<ProductsPage />, { path: '/catalog', route: '/catalog' });
    await screen.findByRole('link', { name: 'Security bag 100' });
    expect(screen.queryByRole('link', { name: 'New product' })).toBeNull();
  });
});
