import { type AdminOrder, allowedEvents, applyEvent, type OrderEventType, orderStatusOf } from '@shop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderAt, signedIn } from '../../../test/render.tsx';
import { OrderPage } from './order-page.tsx';

afterEach(() => vi.unstubAllGlobals());

type Flags = Pick<AdminOrder, 'canceled' | 'printed' | 'invoiced' | 'shipped'>;

function order(flags: Partial<Flags> = {}, overrides: Partial<AdminOrder> = {}): AdminOrder {
  const f: Flags = { canceled: false, printed: false, invoiced: false, shipped: false, ...flags };
  return {
    orderNumber: 5001,
    orderDate: '2026-11-20T10:15:00.000Z',
    status: orderStatusOf(f),
    ...f,
    parcelNumber: null,
    trackingUrl: null,
    customerNumber: '10000004',
    name: 'Business Customer AB',
    email: 'business.4@example.com',
    privateCustomer: false,
    payment: 'PDF',
    currency: 'SEK',
    vatPercent: 25,
    totals: { net: 100_000, vat: 25_000, gross: 125_000 },
    shipping: 0,
    administrativeFee: 0,
    premiumSelected: false,
    lines: [
      {
        articleNumber: 'SB-100',
        name: 'Security bag',
        amount: 100,
        quantity: 2,
        price: 50_000,
        payer: 'CUSTOMER',
        alternativePrice: null,
      },
    ],
    deliveryAddress: {
      recipient: 'Business Customer AB',
      streetName: 'Storgatan',
      streetNumber: '1',
      zipCode: '111 22',
      city: 'Stockholm',
    },
    postalAddress: null,
    invoiceAddress: null,
    message: 'Leave at the gate',
    formData: { iban: 'SE45 5000 0000 0583 9825 7466', referenceSeries: '1000-1999' },
    history: [{ type: 'placed', at: '2026-11-20T10:15:00.000Z', by: null, parcelNumber: null, note: null }],
    allowedEvents: allowedEvents(f),
    ...overrides,
  };
}

/** A server that keeps one order and applies events by the contract's machine. */
function server(
  start: AdminOrder,
  refuse?: (type: OrderEventType, parcelNumber?: string) => { status: number; body: unknown } | null,
) {
  let current = start;
  const f = fakeFetch((call) => {
    if (call.method === 'GET') return { status: 200, body: current };
    const body = call.body as { type: OrderEventType; parcelNumber?: string };
    const refusal = refuse?.(body.type, body.parcelNumber);
    if (refusal) return refusal;
    const flags = applyEvent(current, body.type);
    current = {
      ...current,
      ...flags,
      status: orderStatusOf(flags),
      parcelNumber: body.parcelNumber ?? current.parcelNumber,
      allowedEvents: allowedEvents(flags),
      history: [
        ...current.history,
        {
          type: body.type,
          at: '2026-11-21T08:00:00.000Z',
          by: 'admin.4@example.com',
          parcelNumber: body.parcelNumber ?? null,
          note: null,
        },
      ],
    };
    return { status: 200, body: current };
  });
  return {
    ...f,
    set(next: AdminOrder) {
      current = next;
    },
    posts: () => f.calls.filter((c) => c.method === 'POST'),
  };
}

const actions = () =>
  within(screen.getByRole('list', { name: 'Actions' }))
    .queryAllByRole('button')
    .map((b) => b.textContent);

function open(path = '/orders/5001') {
  renderAt(<OrderPage />, { path, route: '/orders/:orderNumber' });
}

describe('OrderPage', () => {
  it('shows the order: lines, addresses, payment, forms data, message and history', async () => {
    signedIn();
    server(order());
    open();
    expect(await screen.findByText('Security bag')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Order 5001/ })).toBeTruthy();
    expect(screen.getByText('Storgatan 1')).toBeTruthy();
    expect(screen.getByText('PDF invoice')).toBeTruthy();
    expect(screen.getByText('SE45 5000 0000 0583 9825 7466')).toBeTruthy();
    expect(screen.getByText('Leave at the gate')).toBeTruthy();
    expect(screen.getByRole('link', { name: '10000004' }).getAttribute('href')).toBe('/customers/10000004');
    expect(screen.getByRole('link', { name: 'Audit trail' }).getAttribute('href')).toBe('/audit?entity=order&id=5001');
  });

  it.each([
    [{}, ['Mark printed', 'Cancel order…']],
    [{ printed: true }, ['Mark invoiced', 'Mark shipped…']],
    [{ printed: true, invoiced: true }, ['Mark shipped…']],
    [{ printed: true, shipped: true }, ['Mark invoiced']],
  ] as [Partial<Flags>, string[]][])('offers the events the machine allows (%j)', async (flags, buttons) => {
    signedIn();
    server(order(flags));
    open();
    await screen.findByText('Security bag');
    expect(actions()).toEqual(buttons);
  });

  it('offers no action on a canceled order', async () => {
    signedIn();
    server(order({ canceled: true }));
    open();
    await screen.findByText('Security bag');
    expect(screen.queryByRole('list', { name: 'Actions' })).toBeNull();
    expect(screen.getAllByText('Canceled').length).toBeGreaterThan(0);
  });

  it('marks printed and shows the new state with a notice', async () => {
    signedIn();
    const s = server(order());
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark printed' }));
    expect((await screen.findByRole('status')).textContent).toBe('Order 5001 is marked printed.');
    expect(s.posts()[0]?.url).toBe('/api/admin/orders/5001/events?tenant=4');
    expect(s.posts()[0]?.body).toEqual({ type: 'printed' });
    expect(actions()).toEqual(['Mark invoiced', 'Mark shipped…']);
    expect(within(screen.getByRole('heading', { level: 1 })).getByText('Printed')).toBeTruthy();
  });

  it('asks the parcel number for shipped and shows the server\u2019s field error on the field', async () => {
    signedIn();
    const s = server(order({ printed: true }), (_type, parcel) =>
      parcel === 'TAKEN-1'
        ? { status: 422, body: { fieldErrors: [{ field: 'parcelNumber', message: 'invalid' }] } }
        : null,
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark shipped…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship order 5001' });
    const field = within(dialog).getByLabelText('Parcel number');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('Enter the parcel number.')).toBeTruthy();
    expect(s.posts()).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'TAKEN-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('4 to 40 letters, digits or dashes.').id).toBe(
      field.getAttribute('aria-describedby'),
    );
    expect(s.posts()[0]?.body).toEqual({ type: 'shipped', parcelNumber: 'TAKEN-1' });

    fireEvent.change(field, { target: { value: 'PKG-123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(s.posts()[1]?.body).toEqual({ type: 'shipped', parcelNumber: 'PKG-123456' });
    expect((await screen.findByRole('status')).textContent).toMatch(/marked shipped/);
    expect(screen.getAllByText('PKG-123456').length).toBeGreaterThan(0);
  });

  it('cancels only after the confirmation', async () => {
    signedIn();
    const s = server(order());
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel order…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel order 5001?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(s.posts()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel order…' }));
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel order' }));
    expect((await screen.findByRole('status')).textContent).toBe('Order 5001 is canceled.');
    expect(s.posts().map((c) => c.body)).toEqual([{ type: 'canceled' }]);
    expect(screen.queryByRole('list', { name: 'Actions' })).toBeNull();
  });

  it('on a 409 says the order changed meanwhile and shows it as it now is', async () => {
    signedIn();
    const s = server(order(), () => ({ status: 409, body: { operationError: 'transition_not_allowed' } }));
    open();
    await screen.findByRole('button', { name: 'Mark printed' });
    // Meanwhile the customer canceled it.
    s.set(order({ canceled: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Mark printed' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/changed meanwhile/);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Actions' })).toBeNull());
    expect(s.calls.filter((c) => c.method === 'GET')).toHaveLength(2);
  });
});
