import type { AdminArticle } from '@shop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderAt, signedIn } from '../../../test/render.tsx';
import { article, groupsAnswer, product } from './catalog.test-support.ts';
import { ProductPage } from './product-page.tsx';

afterEach(() => vi.unstubAllGlobals());

vi.mock('./product-media-slot.tsx', () => ({ ProductMediaSlot: () => <p>Media of the product</p> }));

/** The product with its articles; an article call answers the article with the change (or `refuse`). */
function answers(refuse?: { status: number; body: unknown }) {
  let articles = [article(1)];
  return fakeFetch((call) => {
    if (call.url.startsWith('/api/admin/groups')) return { status: 200, body: groupsAnswer() };
    if (call.method === 'POST' || call.method === 'PATCH') {
      if (refuse) return refuse;
      const body = call.body as Partial<AdminArticle>;
      const changed =
        call.method === 'POST'
          ? article(2, { ...body, position: 2 })
          : { ...(articles[0] as AdminArticle), ...body, alternativePrice: { ...body.alternativePrice } };
      articles = [...articles.filter((a) => a.id !== changed.id), changed];
      return { status: call.method === 'POST' ? 201 : 200, body: changed };
    }
    return { status: 200, body: product({ articles }) };
  });
}

function open() {
  renderAt(<ProductPage />, { path: '/catalog/products/7', route: '/catalog/products/:id' });
}

describe('Articles of the product editor', { timeout: 20_000 }, () => {
  it('shows the price in the currency and takes a new one in major units, sent in minor units', async () => {
    signedIn();
    const f = answers();
    open();
    const row = (await screen.findByText('A-1')).closest('tr') as HTMLElement;
    expect(within(row).getByText(/125,50|125\.50/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Edit article A-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Article A-1' });
    const price = within(dialog).getByLabelText('Price (SEK, excl. VAT)') as HTMLInputElement;
    expect(price.value).toBe('125.50');
    fireEvent.change(price, { target: { value: '99,9' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save article' }));
    expect((await screen.findByRole('status')).textContent).toBe('Article A-1 saved.');
    const patch = f.calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/api/admin/articles/1?tenant=4');
    expect(patch?.body).toEqual({ price: 9_990 });
  });

  it('refuses a price that is not an amount before asking the server', async () => {
    signedIn();
    const f = answers();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit article A-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Article A-1' });
    fireEvent.change(within(dialog).getByLabelText('Price (SEK, excl. VAT)'), { target: { value: '12,345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save article' }));
    expect(await within(dialog).findByText('Enter an amount, e.g. 125.50.')).toBeTruthy();
    expect(f.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('adds an article with every field, and says when its number is taken', async () => {
    signedIn();
    const f = answers({
      status: 422,
      body: { fieldErrors: [{ field: 'articleNumber', message: 'article_number_taken' }] },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add article' }));
    const dialog = await screen.findByRole('dialog', { name: 'New article' });
    const set = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Article number', 'B-200');
    set('Package size', '500');
    set('Price (SEK, excl. VAT)', '1 250,5');
    set('Weight (g)', '1200');
    set('Number of forms', '2');
    set('Payer', 'TENANT');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Free shipping' }));
    fireEvent.click(within(dialog).getByRole('tab', { name: 'English' }));
    const english = within(dialog).getByRole('tabpanel', { name: /English/ });
    fireEvent.change(within(english).getByLabelText('Alternative-price text'), { target: { value: 'On request' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add article' }));
    expect(await within(dialog).findByText('This article number is already used in the shop.')).toBeTruthy();
    expect(f.calls.find((c) => c.method === 'POST')?.body).toEqual({
      articleNumber: 'B-200',
      quantity: 500,
      price: 125_050,
      weight: 1_200,
      freeShipping: true,
      numberOfForms: 2,
      payer: 'TENANT',
      active: true,
      alternativePrice: { en: 'On request' },
    });
  });

  it('adds an article to the table once the server has it', async () => {
    signedIn();
    answers();
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add article' }));
    const dialog = await screen.findByRole('dialog', { name: 'New article' });
    fireEvent.change(within(dialog).getByLabelText('Article number'), { target: { value: 'A-2' } });
    fireEvent.change(within(dialog).getByLabelText('Price (SEK, excl. VAT)'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add article' }));
    expect((await screen.findByRole('status')).textContent).toBe('Article A-2 added.');
    await waitFor(() => expect(screen.getByText('A-2')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
