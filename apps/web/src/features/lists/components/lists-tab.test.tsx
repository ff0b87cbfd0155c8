// @vitest-environment jsdom
import type { SavedList, SavedListLine } from '@shop/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeUser } from '../../../lib/storage.ts';
import { useCartStore } from '../../../stores/cart-store.ts';
import { cleanUpAfterEach, stubPageBrowser } from '../../../test/browser-stubs.ts';
import { cartPricingAnswer, type fakeFetch, makeArticle, makeUser, stubFetch } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

/**
 * The account's order lists (issue 26 item 2): the overview, an open list (amounts, remove,
 * check boxes, add to cart, save, rename, delete) and 'Save as order list' on the cart page.
 */

const norm = (s: string | null | undefined) => s?.replace(/\s/g, ' ');

const seal = { id: 7, name: '[en]Security seal[sv]Plastplomb', description: '', image: 'seal.png' };
const bag = { id: 8, name: '[en]Security bag', description: '', image: null };
const tape = { id: 9, name: '[en]Security tape', description: '', image: null };
const seal100 = makeArticle(1, 10000, { articleNumber: 'SW4-10001', name: '[en]Security seal, 100 pcs' });
const bag50 = makeArticle(3, 5000, { articleNumber: 'SW4-20001', containerId: 8, quantity: 50 });
const tapeOld = makeArticle(5, 2000, { articleNumber: 'SW4-30001', containerId: 9, quantity: 6 });

const line = (product: SavedListLine['product'], article: SavedListLine['article'], amount: number, sold = true) => ({
  product,
  article,
  amount,
  sold,
});

function weekly(over: Partial<SavedList> = {}): SavedList {
  return {
    id: 12,
    name: 'Weekly seals',
    updatedAt: '2026-03-05T09:12:00.000Z',
    lines: [line(seal, seal100, 3), line(bag, bag50, 2), line(tape, tapeOld, 4, false)],
    ...over,
  };
}

let api: ReturnType<typeof fakeFetch>;
let stored: SavedList;
let lists: { id: number; name: string; lines: number; updatedAt: string }[];
let createAnswer: { status: number; body?: unknown };

const bodiesOf = (action: string) =>
  api.calls.filter(([url]) => url.includes(`orderList/${action}`)).map(([, init]) => JSON.parse(String(init.body)));

function answer(url: string, init: RequestInit) {
  const body = JSON.parse(String(init.body ?? '{}'));
  const pricing = cartPricingAnswer(url);
  if (pricing) return pricing;
  if (url.includes('orderList/ajaxList')) return { status: 200, body: lists };
  if (url.includes('orderList/ajaxGet')) {
    return body.id === stored.id
      ? { status: 200, body: stored }
      : { status: 404, body: { operationError: 'not_found' } };
  }
  if (url.includes('orderList/ajaxUpdate')) {
    const byId = new Map(stored.lines.map((l) => [l.article.id, l]));
    stored = {
      ...stored,
      name: body.name ?? stored.name,
      updatedAt: '2026-03-06T10:00:00.000Z',
      lines: body.lines
        ? body.lines.map((l: { articleId: number; amount: number }) => ({ ...byId.get(l.articleId), amount: l.amount }))
        : stored.lines,
    };
    return { status: 200, body: stored };
  }
  if (url.includes('orderList/ajaxDelete')) return { status: 200, body: { deleted: true } };
  if (url.includes('orderList/ajaxCreate')) return createAnswer;
  if (url.includes('campaign/ajaxList')) return { status: 200, body: [] };
  if (url.includes('articleContainer/ajaxList')) return { status: 200, body: [] };
  return { status: 404, body: { operationError: 'not_found' } };
}

beforeEach(() => {
  localStorage.clear();
  writeUser(makeUser());
  stubPageBrowser();
  stored = weekly();
  lists = [{ id: 12, name: 'Weekly seals', lines: 3, updatedAt: stored.updatedAt }];
  createAnswer = { status: 200, body: { ...weekly({ id: 13, name: 'Cart' }) } };
  api = stubFetch(answer);
});

cleanUpAfterEach();

async function openList(lang: 'en' | 'sv' = 'en') {
  const view = renderApp('/account/lists/12', { loggedIn: true, lang });
  await screen.findByTestId('list');
  return view;
}

const lineOf = (number: string) =>
  screen.getAllByTestId('list-line').find((l) => l.dataset.articleNumber === number) as HTMLElement;

describe('the order lists tab', () => {
  it('lists the lists with their lines and last change, and says how to make one when there is none', async () => {
    renderApp('/account/lists', { loggedIn: true });
    const card = await screen.findByTestId('list-summary');
    expect(document.title).toContain('My order lists');
    expect(screen.getByTestId('account-tab-lists').getAttribute('aria-current')).toBe('page');
    expect(within(card).getByRole('link', { name: 'Weekly seals' }).getAttribute('href')).toBe('/account/lists/12');
    expect(card.textContent).toContain('3 lines');
    expect(card.textContent).toContain('Changed');
    expect(card.textContent).toContain('2026');
    cleanup();

    lists = [];
    renderApp('/account/lists', { loggedIn: true });
    const empty = await screen.findByTestId('lists-empty');
    expect(empty.textContent).toContain('You have no order lists yet.');
    expect(empty.textContent).toContain('Save as order list');
    expect(within(empty).getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe('/cart');
  });

  it('shows an open list: picture, name, package, article number, price, amount; every sold line checked', async () => {
    await openList();
    expect(screen.getByTestId('list-name').textContent).toBe('Weekly seals');
    expect(bodiesOf('ajaxGet')).toEqual([{ id: 12 }]);
    const first = lineOf('SW4-10001');
    expect(within(first).getByRole('link', { name: 'Security seal' }).getAttribute('href')).toBe('/article/7');
    expect(first.textContent).toContain('Package: 100 pcs');
    expect(first.textContent).toContain('Art. no. SW4-10001');
    expect(first.querySelector('img')?.getAttribute('src')).toContain('seal.png');
    // Business customer: net price of the line, and the package price.
    expect(norm(within(first).getByTestId('list-line-price').textContent)).toBe('SEK 300');
    expect(first.textContent?.replace(/\s/g, ' ')).toContain('SEK 100 each');
    const amount = within(first).getByRole('textbox', {
      name: 'Amount, Security seal (SW4-10001)',
    }) as HTMLInputElement;
    expect(amount.value).toBe('3');
    expect((within(first).getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId('list-selected-count').textContent).toBe('2 of 3 selected');
    expect(screen.getByTestId('list-add-to-cart').textContent).toBe('Add 2 lines to the cart');
  });

  it('refuses an amount of 0, above 9,999 or not whole, by its field, and sends nothing', async () => {
    await openList();
    const amount = within(lineOf('SW4-10001')).getByTestId('list-line-amount') as HTMLInputElement;
    for (const [typed, message] of [
      ['0', 'The amount must be at least 1.'],
      ['10000', 'The amount can be at most 9,999.'],
      ['2.5', 'Enter a whole number from 1 to 9,999.'],
      ['', 'Enter an amount.'],
    ] as const) {
      fireEvent.change(amount, { target: { value: typed } });
      fireEvent.click(screen.getByTestId('list-save'));
      expect(amount.getAttribute('aria-invalid')).toBe('true');
      const error = document.getElementById(amount.getAttribute('aria-describedby') ?? '');
      expect(error?.textContent).toBe(message);
      expect(document.activeElement).toBe(amount);
      expect(screen.getByTestId('list-failure').textContent).toBe('Please correct the amounts marked in the list.');
    }
    // Add to cart refuses the same way.
    fireEvent.change(amount, { target: { value: '-1' } });
    fireEvent.click(screen.getByTestId('list-add-to-cart'));
    expect(useCartStore.getState().itemsInCart).toBe(0);
    expect(bodiesOf('ajaxUpdate')).toEqual([]);

    // A good amount clears the error and is saved with the other lines, the unsold one kept.
    fireEvent.change(amount, { target: { value: '12' } });
    expect(amount.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByTestId('list-unsaved')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('list-save'));
    });
    expect(bodiesOf('ajaxUpdate')).toEqual([
      {
        id: 12,
        lines: [
          { articleId: 1, amount: 12 },
          { articleId: 3, amount: 2 },
          { articleId: 5, amount: 4 },
        ],
      },
    ]);
    expect(screen.getByTestId('list-saved').textContent).toBe('Your changes were saved.');
    expect(screen.queryByTestId('list-unsaved')).toBeNull();
  });

  it('adds the checked lines merged into the cart and says how many, and that unsold lines were skipped', async () => {
    await openList();
    useCartStore.getState().add(seal, seal100, 5);
    fireEvent.change(within(lineOf('SW4-10001')).getByTestId('list-line-amount'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('list-add-to-cart'));
    const items = useCartStore.getState().items;
    expect(items['1']?.amount).toBe(9);
    expect(items['3']?.amount).toBe(2);
    expect(items['5']).toBeUndefined();
    expect(useCartStore.getState().itemsInCart).toBe(2);
    const notice = screen.getByTestId('list-added');
    expect(notice.closest('[aria-live="polite"]')).toBeTruthy();
    expect(notice.textContent).toContain('2 lines were added to the cart.');
    expect(notice.textContent).toContain('1 line that is no longer sold was skipped.');
    expect(within(notice).getByRole('link', { name: 'Go to the cart' }).getAttribute('href')).toBe('/cart');
    // Adding does not change the list.
    expect(bodiesOf('ajaxUpdate')).toEqual([]);
  });

  it('adds only the lines still checked; none checked adds nothing and says so', async () => {
    await openList();
    fireEvent.click(within(lineOf('SW4-20001')).getByRole('checkbox'));
    expect(screen.getByTestId('list-add-to-cart').textContent).toBe('Add 1 line to the cart');
    fireEvent.click(screen.getByTestId('list-add-to-cart'));
    expect(Object.keys(useCartStore.getState().items)).toEqual(['1']);
    useCartStore.getState().clear();

    const all = screen.getByTestId('list-select-all') as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(all.checked).toBe(true);
    fireEvent.click(all);
    expect(screen.getByTestId('list-selected-count').textContent).toBe('0 of 3 selected');
    fireEvent.click(screen.getByTestId('list-add-to-cart'));
    expect(useCartStore.getState().itemsInCart).toBe(0);
    expect(screen.getByTestId('list-failure').textContent).toBe('Select at least one line to add to the cart.');
  });

  it('shows a line no longer sold greyed with the reason; it cannot be checked or added', async () => {
    await openList();
    const old = lineOf('SW4-30001');
    expect(old.dataset.sold).toBe('false');
    expect(old.className).toMatch(/unsold/);
    const reason = within(old).getByTestId('list-line-unsold');
    expect(reason.textContent).toBe('No longer sold: this line cannot be added to the cart.');
    const box = within(old).getByRole('checkbox') as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-describedby')).toBe(reason.id);
    fireEvent.click(screen.getByTestId('list-select-all'));
    fireEvent.click(screen.getByTestId('list-select-all'));
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByTestId('list-add-to-cart'));
    expect(useCartStore.getState().items['5']).toBeUndefined();
  });

  it('removes a line (the focus moves on) and saves the list without it', async () => {
    await openList();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Security seal (SW4-10001) from the list' }));
    expect(screen.getAllByTestId('list-line')).toHaveLength(2);
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Remove Security bag (SW4-20001) from the list' }),
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('list-save'));
    });
    expect(bodiesOf('ajaxUpdate')[0].lines).toEqual([
      { articleId: 3, amount: 2 },
      { articleId: 5, amount: 4 },
    ]);
  });

  it('renames inline: an empty name is refused by its field; the new name is saved and the focus goes to it', async () => {
    await openList();
    fireEvent.click(screen.getByTestId('list-rename'));
    const name = screen.getByLabelText('Name of the list') as HTMLInputElement;
    expect(document.activeElement).toBe(name);
    expect(name.value).toBe('Weekly seals');
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(screen.getByTestId('list-rename-save'));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a name for the list.',
    );
    expect(bodiesOf('ajaxUpdate')).toEqual([]);

    fireEvent.change(name, { target: { value: '  Monday order ' } });
    await act(async () => {
      fireEvent.click(screen.getByTestId('list-rename-save'));
    });
    expect(bodiesOf('ajaxUpdate')).toEqual([{ id: 12, name: 'Monday order' }]);
    await waitFor(() => expect(screen.getByTestId('list-name').textContent).toBe('Monday order'));
    expect(document.activeElement).toBe(screen.getByTestId('list-name'));
    expect(screen.getByTestId('list-renamed').textContent).toBe('The list was renamed.');

    // Cancel leaves the name and returns to the button.
    fireEvent.click(screen.getByTestId('list-rename'));
    fireEvent.click(screen.getByTestId('list-rename-cancel'));
    expect(document.activeElement).toBe(screen.getByTestId('list-rename'));
  });

  it('deletes only after the confirmation, then shows the lists with a notice', async () => {
    const { router } = await openList();
    fireEvent.click(screen.getByTestId('list-delete'));
    const dialog = await screen.findByTestId('list-delete-dialog');
    expect(dialog.textContent).toContain('Do you want to delete the list “Weekly seals”? This cannot be undone.');
    fireEvent.click(within(dialog).getByTestId('list-delete-no'));
    await waitFor(() => expect(screen.queryByTestId('list-delete-dialog')).toBeNull());
    expect(bodiesOf('ajaxDelete')).toEqual([]);

    fireEvent.click(screen.getByTestId('list-delete'));
    lists = [];
    await act(async () => {
      fireEvent.click(within(await screen.findByTestId('list-delete-dialog')).getByTestId('list-delete-yes'));
    });
    expect(bodiesOf('ajaxDelete')).toEqual([{ id: 12 }]);
    const notice = await screen.findByTestId('lists-deleted');
    expect(notice.textContent).toBe('The list “Weekly seals” was deleted.');
    expect(router.state.location.pathname).toBe('/account/lists');
    await waitFor(() => expect(document.activeElement).toBe(notice.parentElement));
    expect(await screen.findByTestId('lists-empty')).toBeTruthy();
  });

  it('says so when the list is not the customer’s', async () => {
    renderApp('/account/lists/99', { loggedIn: true });
    expect((await screen.findByTestId('list-not-found')).textContent).toContain('There is no such order list');
    cleanup();
    renderApp('/account/lists/abc', { loggedIn: true });
    expect(await screen.findByTestId('list-not-found')).toBeTruthy();
  });
});

describe('save as order list', () => {
  async function openCart(lang: 'en' | 'sv' = 'en', loggedIn = true) {
    renderApp('/cart', { loggedIn, lang });
    useCartStore.getState().add(seal, seal100, 2);
    useCartStore.getState().add(bag, bag50, 5);
    return screen.findByTestId('page-cart');
  }

  it('saves the cart as a named list and links to it', async () => {
    await openCart();
    fireEvent.click(await screen.findByTestId('save-as-list'));
    const dialog = await screen.findByTestId('save-as-list-dialog');
    const name = within(dialog).getByLabelText('Name of the list') as HTMLInputElement;
    expect(name.value).toMatch(/^Cart /);
    fireEvent.change(name, { target: { value: '' } });
    fireEvent.click(within(dialog).getByTestId('save-as-list-save'));
    expect(within(dialog).getByText('Enter a name for the list.')).toBeTruthy();
    expect(bodiesOf('ajaxCreate')).toEqual([]);

    fireEvent.change(name, { target: { value: 'Store restock' } });
    createAnswer = { status: 200, body: weekly({ id: 13, name: 'Store restock' }) };
    await act(async () => {
      fireEvent.click(within(dialog).getByTestId('save-as-list-save'));
    });
    expect(bodiesOf('ajaxCreate')).toEqual([
      {
        name: 'Store restock',
        lines: [
          { articleId: 1, amount: 2 },
          { articleId: 3, amount: 5 },
        ],
      },
    ]);
    // The customer's own call, not a guest's.
    expect(api.calls.find(([url]) => url.includes('ajaxCreate'))?.[0]).toMatch(/^\/api\/orderList\/ajaxCreate/);
    const saved = await screen.findByTestId('save-as-list-saved');
    expect(saved.textContent).toContain('Saved as the order list “Store restock”.');
    expect(within(saved).getByRole('link', { name: 'Open the list' }).getAttribute('href')).toBe('/account/lists/13');
  });

  it('shows too_many_lists in the shopper’s language and keeps the dialog open', async () => {
    createAnswer = { status: 409, body: { operationError: 'too_many_lists' } };
    await openCart();
    fireEvent.click(await screen.findByTestId('save-as-list'));
    await act(async () => {
      fireEvent.click(within(await screen.findByTestId('save-as-list-dialog')).getByTestId('save-as-list-save'));
    });
    expect((await screen.findByTestId('save-as-list-error')).textContent).toBe(
      'You already have 100 order lists, the most an account can keep. Delete a list you no longer need and try again.',
    );
    expect(screen.getByTestId('save-as-list-dialog')).toBeTruthy();
    cleanup();

    await openCart('sv');
    fireEvent.click(await screen.findByTestId('save-as-list'));
    await act(async () => {
      fireEvent.click(within(await screen.findByTestId('save-as-list-dialog')).getByTestId('save-as-list-save'));
    });
    expect((await screen.findByTestId('save-as-list-error')).textContent).toContain(
      'Du har redan 100 beställningslistor',
    );
  });

  it('is not offered to a guest', async () => {
    localStorage.clear();
    await openCart('en', false);
    await screen.findAllByTestId('cart-item');
    expect(screen.queryByTestId('save-as-list')).toBeNull();
  });
});
