// @vitest-environment jsdom
import type { ProductSummary } from '@shop/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useCartStore } from '../../../stores/cart-store.ts';
import { cleanUpAfterEach, stubPageBrowser } from '../../../test/browser-stubs.ts';
import { cartPricingAnswer, type fakeFetch, makeArticle, stubFetch } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { xlsxOf } from '../../../test/xlsx.ts';

const seal = { id: 7, name: '[en]Security seal[sv]Plastplomb', description: '', image: 'seal.png' };
const bag = { id: 8, name: '[en]Security bag', description: '', image: null };
const seal100 = makeArticle(1, 10000, { articleNumber: 'SW4-10001', name: '[en]Security seal, 100 pcs' });
const seal500 = makeArticle(2, 40000, {
  articleNumber: 'SW4-10002',
  name: '[en]Security seal, 500 pcs',
  quantity: 500,
});
const bag50 = makeArticle(3, 5000, { articleNumber: 'SW4-20001', containerId: 8, quantity: 50 });
const ARTICLES = [
  { product: seal, article: seal100 },
  { product: seal, article: seal500 },
  { product: bag, article: bag50 },
];
const sealSummary: ProductSummary = { ...seal, groupId: 1, recommended: false, articles: [seal100, seal500] };

let api: ReturnType<typeof fakeFetch>;
const resolveBodies = () =>
  api.calls.filter(([url]) => url.includes('quickOrder/ajaxResolve')).map(([, init]) => JSON.parse(String(init.body)));

function answer(url: string, init: RequestInit) {
  const body = JSON.parse(String(init.body ?? '{}'));
  const pricing = cartPricingAnswer(url);
  if (pricing) return pricing;
  if (url.includes('quickOrder/ajaxResolve')) {
    const numbers = body.articleNumbers as string[];
    const found = ARTICLES.filter((a) => numbers.some((n) => n.toUpperCase() === a.article.articleNumber));
    const refused = numbers
      .filter((n) => !found.some((f) => f.article.articleNumber === n.toUpperCase()))
      .map((n) => ({ articleNumber: n, reason: n === 'OLD-1' ? 'inactive' : 'unknown_article' }));
    return { status: 200, body: { found, refused } };
  }
  if (url.includes('articleContainer/ajaxList')) return { status: 200, body: body.pattern ? [sealSummary] : [] };
  if (url.includes('campaign/ajaxList')) return { status: 200, body: [] };
  return { status: 200, body: [] };
}

beforeEach(() => {
  localStorage.clear();
  stubPageBrowser();
  api = stubFetch(answer);
});

cleanUpAfterEach();

async function openPage() {
  const view = renderApp('/quick-order');
  await screen.findByTestId('page-quick-order');
  return view;
}

async function checkLines() {
  await act(async () => {
    fireEvent.click(screen.getByTestId('quick-order-check'));
  });
  return screen.findByTestId('quick-order-result');
}

describe('quick order page', () => {
  it('checks pasted lines and shows every bad line by its number and reason', async () => {
    await openPage();
    expect(document.title).toContain('Quick order');
    const paste =
      'Article number;Amount\nSW4-10001;5\n\nsw4-20001\t2\n3 x SW4-10002\nNOPE-1;1\nOLD-1;2\nSW4-10001;0\n?!\n';
    fireEvent.change(screen.getByTestId('quick-order-paste'), { target: { value: paste } });
    await checkLines();
    const good = screen.getAllByTestId('quick-order-good-line');
    expect(good.map((g) => [g.dataset.articleNumber, g.dataset.amount])).toEqual([
      ['SW4-10001', '5'],
      ['SW4-20001', '2'],
      ['SW4-10002', '3'],
    ]);
    expect(good[0]?.textContent).toContain('Security seal');
    expect(good[0]?.textContent).toContain('100 pcs');
    expect(good[0]?.textContent?.replace(/\s/g, ' ')).toContain('SEK 500');
    const bad = screen.getAllByTestId('quick-order-bad-line');
    expect(bad.map((b) => [b.dataset.line, b.dataset.reason])).toEqual([
      ['6', 'unknown_article'],
      ['7', 'inactive'],
      ['8', 'amount_invalid'],
      ['9', 'unreadable'],
    ]);
    expect(bad[0]?.textContent).toContain('Pasted, line 6');
    expect(bad[0]?.textContent).toContain('Unknown article number');
    expect(bad[2]?.textContent).toContain('The amount must be a whole number from 1 to 9,999');
    expect(screen.getByTestId('quick-order-bad').closest('section')?.textContent).toContain('4 lines cannot be used');
    // One call for the distinct numbers, in the page's language; nothing in the cart yet.
    expect(resolveBodies()).toEqual([
      { articleNumbers: ['SW4-10001', 'sw4-20001', 'SW4-10002', 'NOPE-1', 'OLD-1'], lang: 'en' },
    ]);
    expect(useCartStore.getState().itemsInCart).toBe(0);
  });

  it('resolves a long paste in parts of 500', async () => {
    await openPage();
    const lines = Array.from({ length: 1_200 }, (_, i) => `X-${i};1`).join('\n');
    fireEvent.change(screen.getByTestId('quick-order-paste'), { target: { value: lines } });
    await checkLines();
    expect(resolveBodies().map((b) => b.articleNumbers.length)).toEqual([500, 500, 200]);
    expect(screen.getAllByTestId('quick-order-bad-line')).toHaveLength(1_200);
    expect(screen.getByTestId('quick-order-none-good')).toBeTruthy();
  });

  it('adds the good lines merged into the cart in one confirmed step and keeps the bad lines', async () => {
    await openPage();
    useCartStore.getState().add(seal, seal100, 1);
    fireEvent.change(screen.getByTestId('quick-order-paste'), {
      target: { value: 'SW4-10001;2\nSW4-20001\nsw4-10001;3\nNOPE-1' },
    });
    await checkLines();
    expect(useCartStore.getState().items['1']?.amount).toBe(1);
    const add = screen.getByTestId('quick-order-add');
    expect(add.textContent).toBe('Add 2 lines to the cart');
    fireEvent.click(add);
    const items = useCartStore.getState().items;
    expect(items['1']?.amount).toBe(6);
    expect(items['3']?.amount).toBe(1);
    expect(useCartStore.getState().itemsInCart).toBe(2);
    const notice = screen.getByTestId('quick-order-added');
    expect(notice.textContent).toContain('2 lines were added to the cart.');
    expect(document.activeElement).toBe(notice);
    expect(screen.getByTestId('quick-order-to-cart').getAttribute('href')).toBe('/cart');
    expect(screen.queryByTestId('quick-order-add')).toBeNull();
    expect(screen.getAllByTestId('quick-order-bad-line').map((b) => b.dataset.line)).toEqual(['4']);
  });

  /** Chooses `file` in the file field. */
  async function chooseFile(file: File) {
    await act(async () => {
      fireEvent.change(screen.getByTestId('quick-order-file'), { target: { files: [file] } });
    });
  }

  /**
   * Reads `file` (SW4-20001 × 4 and the unknown ZZZ-9 in it), checks its lines and answers the
   * refused one, which stands at `badLine` of the file.
   */
  async function readAndCheck(file: File, badLine: string) {
    await chooseFile(file);
    await waitFor(() =>
      expect(screen.getByTestId('quick-order-file-read').textContent).toContain(`${file.name}: 2 lines read`),
    );
    await checkLines();
    const good = screen.getAllByTestId('quick-order-good-line');
    expect(good.map((g) => [g.dataset.articleNumber, g.dataset.amount])).toEqual([['SW4-20001', '4']]);
    const [bad] = screen.getAllByTestId('quick-order-bad-line');
    expect([bad?.dataset.source, bad?.dataset.line, bad?.dataset.reason]).toEqual(['file', badLine, 'unknown_article']);
    return bad;
  }

  it('reads an uploaded CSV file with the lines numbered as in the file', async () => {
    await openPage();
    const file = new File(['Varenummer;Mængde\r\nSW4-20001;4\r\nZZZ-9;1\r\n'], 'order.csv', { type: 'text/csv' });
    const bad = await readAndCheck(file, '3');
    expect(bad?.textContent).toContain('File, line 3');
  });

  it('reads an Excel workbook (.xlsx) like a CSV file, lines numbered as the sheet numbers its rows', async () => {
    await openPage();
    const bytes = xlsxOf([['Artikelnummer', 'Antal'], ['SW4-20001', 4], null, ['ZZZ-9', 1]]);
    const file = new File([bytes as BlobPart], 'order.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await readAndCheck(file, '4');
  });

  it('refuses an old Excel or OpenDocument file with a hint to save it as .xlsx or CSV', async () => {
    await openPage();
    const file = new File(['x'], 'order.xls');
    await chooseFile(file);
    expect((await screen.findByTestId('quick-order-file-error')).textContent).toContain(
      'save it as an Excel workbook (.xlsx) or as CSV',
    );
  });

  it('says the file cannot be read when a .xlsx is no workbook', async () => {
    await openPage();
    const file = new File(['SW4-20001;4'], 'order.xlsx');
    await chooseFile(file);
    expect((await screen.findByTestId('quick-order-file-error')).textContent).toBe('The file could not be read.');
  });

  it('says so when there is nothing to check', async () => {
    await openPage();
    fireEvent.click(screen.getByTestId('quick-order-check'));
    expect(screen.getByTestId('quick-order-nothing').textContent).toBe('There are no lines to check yet.');
    expect(resolveBodies()).toEqual([]);
  });
});

describe('quick order rows', () => {
  it('is a combobox: arrows move, Enter picks and moves to the amount, Escape closes', async () => {
    await openPage();
    const [number] = screen.getAllByRole('combobox');
    if (!number) throw new Error('no row');
    expect(number.getAttribute('aria-expanded')).toBe('false');
    number.focus();
    fireEvent.change(number, { target: { value: 'seal' } });
    const listbox = await screen.findByRole('listbox', { name: 'Article number, row 1' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    expect(number.getAttribute('aria-expanded')).toBe('true');
    expect(number.getAttribute('aria-controls')).toBe(listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options[0]?.textContent).toContain('SW4-10001');
    expect(options[0]?.textContent).toContain('Security seal');
    expect(options[0]?.textContent).toContain('100 pcs');
    expect(options[0]?.textContent?.replace(/\s/g, ' ')).toContain('SEK 100');
    expect(options[0]?.querySelector('img')?.getAttribute('src')).toContain('seal.png');
    const ajaxList = api.calls.find(([url]) => url.includes('articleContainer/ajaxList'));
    expect(JSON.parse(String(ajaxList?.[1].body))).toMatchObject({ pattern: 'seal', lang: 'en' });

    fireEvent.keyDown(number, { key: 'ArrowDown' });
    expect(number.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(number, { key: 'ArrowDown' });
    expect(number.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(number, { key: 'ArrowDown' });
    expect(number.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(number, { key: 'ArrowUp' });
    expect(number.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    fireEvent.keyDown(number, { key: 'Enter' });
    expect((number as HTMLInputElement).value).toBe('SW4-10002');
    expect(number.getAttribute('aria-expanded')).toBe('false');
    const amount = screen.getByLabelText('Amount, row 1') as HTMLInputElement;
    expect(document.activeElement).toBe(amount);
    expect(amount.value).toBe('1');

    // Enter in the amount adds a row after it and puts the focus in its number.
    fireEvent.change(amount, { target: { value: '4' } });
    fireEvent.keyDown(amount, { key: 'Enter' });
    expect(screen.getAllByTestId('quick-order-row')).toHaveLength(4);
    const second = screen.getByRole('combobox', { name: 'Article number, row 2' });
    expect(document.activeElement).toBe(second);

    // Escape closes the list; the arrow opens it again.
    fireEvent.change(second, { target: { value: 'seal' } });
    await waitFor(() => expect(second.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(second, { key: 'Escape' });
    expect(second.getAttribute('aria-expanded')).toBe('false');
    fireEvent.keyDown(second, { key: 'ArrowDown' });
    expect(second.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(second, { key: 'Escape' });

    // A row is removed; the focus moves to the next row's number.
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 2' }));
    expect(screen.getAllByTestId('quick-order-row')).toHaveLength(3);
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Article number, row 2' }));

    // The typed row is checked like the other sources.
    await checkLines();
    const [good] = screen.getAllByTestId('quick-order-good-line');
    expect([good?.dataset.articleNumber, good?.dataset.amount]).toEqual(['SW4-10002', '4']);
  });

  it('refuses a row with a bad amount by its row number', async () => {
    await openPage();
    fireEvent.change(screen.getByRole('combobox', { name: 'Article number, row 2' }), {
      target: { value: 'SW4-10001' },
    });
    fireEvent.change(screen.getByLabelText('Amount, row 2'), { target: { value: '2.5' } });
    await checkLines();
    const [bad] = screen.getAllByTestId('quick-order-bad-line');
    expect([bad?.dataset.source, bad?.dataset.line, bad?.dataset.reason]).toEqual(['row', '2', 'amount_invalid']);
    expect(bad?.textContent).toContain('Row, line 2');
  });
});
