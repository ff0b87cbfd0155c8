// @vitest-environment jsdom
import type { Order } from '@shop/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { cleanUpAfterEach } from '../../../test/browser-stubs.ts';
import { makeOrder, stubFetch } from '../../../test/fixtures.ts';
import { OrderCard } from './order-card.tsx';

/**
 * One order of the account's list: the status labels of SPEC.md §4, the parcel number as a link
 * to the carrier's tracking page where the shop has one, and cancel offered only where the order
 * state machine allows it.
 */

const PARCEL = '00373500499999';
const TRACKING = `https://tracking.postnord.com/se/?id=${PARCEL}`;

function show(order: Order, lang: 'en' | 'sv' = 'en') {
  initI18n(lang);
  const onNotice = vi.fn();
  const onCanceled = vi.fn();
  render(
    <MemoryRouter>
      <ul>
        <OrderCard order={order} initiallyExpanded={false} onNotice={onNotice} onCanceled={onCanceled} />
      </ul>
    </MemoryRouter>,
  );
  return { onNotice, onCanceled };
}

beforeAll(() => {
  // react-aria's modal looks elements up with CSS.escape, which jsdom lacks.
  if (!globalThis.CSS) globalThis.CSS = {} as typeof CSS;
  (globalThis.CSS as { escape?: (v: string) => string }).escape ??= (v: string) => v;
});

const cancelButton = () => screen.getByTestId('order-cancel') as HTMLButtonElement;

cleanUpAfterEach();

describe('an order of the account', () => {
  it('links the parcel number to the tracking page in a new tab, named for what it does', () => {
    show(makeOrder({ printed: true, shipped: true, parcelNumber: PARCEL, trackingUrl: TRACKING }));
    const link = screen.getByRole('link', { name: `Track parcel ${PARCEL} (opens in a new tab)` });
    expect(link.getAttribute('href')).toBe(TRACKING);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
    // The visible text is the number itself, and it is part of the link's name (WCAG 2.5.3).
    expect(link.textContent).toBe(PARCEL);
    expect(within(screen.getByTestId('order-tracking')).getByRole('link')).toBe(link);
    // SPEC.md §4's labels: shipping adds none of its own.
    expect(screen.getByTestId('order-status').textContent).toBe('Printed');
  });

  it('says the link’s name in the shop’s language', () => {
    show(makeOrder({ printed: true, invoiced: true, parcelNumber: PARCEL, trackingUrl: TRACKING }), 'sv');
    expect(screen.getByRole('link', { name: `Spåra kolli ${PARCEL} (öppnas i en ny flik)` })).toBeTruthy();
    expect(screen.getByTestId('order-status').textContent).toBe('Utskriven / Fakturerad');
  });

  it('shows the parcel number as plain text where the shop has no tracking page', () => {
    show(makeOrder({ printed: true, shipped: true, parcelNumber: PARCEL, trackingUrl: null }));
    expect(screen.getByTestId('order-tracking').textContent).toBe(PARCEL);
    expect(screen.queryByRole('link', { name: /Track parcel/ })).toBeNull();
  });

  it('shows nothing for the parcel of an order not yet shipped', () => {
    show(makeOrder());
    expect(screen.getByTestId('order-tracking').textContent).toBe('');
    expect(screen.getByTestId('order-status').textContent).toBe('');
  });

  it('offers cancel only where the state machine allows it', () => {
    const states: [Partial<Order>, boolean][] = [
      [{}, true],
      [{ printed: true }, false],
      [{ invoiced: true }, false],
      [{ canceled: true }, false],
      // Shipped stops a cancel even where the order was never marked printed.
      [{ shipped: true, parcelNumber: PARCEL }, false],
      [{ printed: true, shipped: true, parcelNumber: PARCEL, trackingUrl: TRACKING }, false],
    ];
    for (const [state, cancelable] of states) {
      show(makeOrder(state));
      expect(cancelButton().disabled, JSON.stringify(state)).toBe(!cancelable);
      expect(cancelButton().getAttribute('title'), JSON.stringify(state)).toBe(
        cancelable ? null : 'This order can no longer be canceled.',
      );
      cleanup();
    }
  });

  it('cancels an open order after the question, and says so', async () => {
    const fetch = stubFetch((url) =>
      url.includes('order/ajaxCancel') ? { status: 200, body: { status: 'canceled' } } : { status: 404 },
    );
    const { onNotice, onCanceled } = show(makeOrder());
    fireEvent.click(cancelButton());
    fireEvent.click(await screen.findByTestId('order-cancel-yes'));
    await vi.waitFor(() => expect(onCanceled).toHaveBeenCalledTimes(1));
    expect(onNotice).toHaveBeenCalledWith({ tone: 'success', text: 'order canceled', persistent: false });
    expect(fetch.calls.some(([url]) => url.includes('order/ajaxCancel'))).toBe(true);
  });

  it('saves an expanded order as an order list, named after the order, and links to it', async () => {
    const fetch = stubFetch((url) =>
      url.includes('orderList/ajaxCreate')
        ? { status: 200, body: { id: 31, name: 'Order 4711', updatedAt: '2026-03-05T09:12:00.000Z', lines: [] } }
        : { status: 404 },
    );
    show(makeOrder());
    expect(screen.queryByTestId('save-as-list')).toBeNull();
    fireEvent.click(screen.getByTestId('order-toggle'));
    fireEvent.click(screen.getByTestId('save-as-list'));
    const dialog = await screen.findByTestId('save-as-list-dialog');
    expect((within(dialog).getByLabelText('Name of the list') as HTMLInputElement).value).toBe('Order 4711');
    fireEvent.click(within(dialog).getByTestId('save-as-list-save'));
    const saved = await screen.findByTestId('save-as-list-saved');
    const create = fetch.calls.find(([url]) => url.includes('orderList/ajaxCreate'));
    expect(JSON.parse(String(create?.[1].body))).toEqual({ name: 'Order 4711', orderNumber: 4711 });
    expect(saved.textContent).toContain('Saved as the order list “Order 4711”.');
    expect(within(saved).getByRole('link', { name: 'Open the list' }).getAttribute('href')).toBe('/account/lists/31');
  });
});
