import type { AdminProduct } from '@shop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeAnswer, type FakeCall, fakeFetch, renderAt, signedIn } from '../../../test/render.tsx';
import { groupsAnswer, product } from './catalog.test-support.ts';
import { ProductPage } from './product-page.tsx';

afterEach(() => vi.unstubAllGlobals());

// The media area (features/media) has tests of its own.
vi.mock('./product-media-slot.tsx', () => ({ ProductMediaSlot: () => <p>Media of the product</p> }));

/** Answers the groups and the product; a change is answered by `change` (default: the product with it). */
function answers(start: AdminProduct, change?: (call: FakeCall) => FakeAnswer) {
  let current = start;
  return fakeFetch((call) => {
    if (call.url.startsWith('/api/admin/groups')) return { status: 200, body: groupsAnswer() };
    if (call.method !== 'GET') {
      if (change) return change(call);
      const body = call.body as Record<string, unknown>;
      const merged = { ...current } as Record<string, unknown>;
      for (const [key, value] of Object.entries(body)) {
        merged[key] =
          value && typeof value === 'object' && !Array.isArray(value)
            ? { ...(merged[key] as object), ...(value as object) }
            : value;
      }
      current = merged as AdminProduct;
      return { status: call.method === 'POST' ? 201 : 200, body: current };
    }
    return { status: 200, body: current };
  });
}

function open(path = '/catalog/products/7') {
  renderAt(<ProductPage />, { path, route: '/catalog/products/:id' });
}

const panel = (name: RegExp) => screen.getByRole('tabpanel', { name });
const location = () => screen.getByTestId('location').textContent ?? '';

describe('ProductPage', { timeout: 20_000 }, () => {
  it('marks the tab of a language with missing texts, also for a screen reader', async () => {
    signedIn();
    answers(product());
    open();
    const swedish = await screen.findByRole('tab', { name: 'Swedish' });
    const english = screen.getByRole('tab', { name: 'English, texts missing' });
    expect(swedish.getAttribute('aria-selected')).toBe('true');
    expect(english.textContent).toContain('!');
    // The language-tag format is never shown.
    expect(document.body.textContent).not.toMatch(/\[sv\]|\[en\]/);
    expect((within(panel(/Swedish/)).getByLabelText('Name') as HTMLInputElement).value).toBe('Säkerhetspåse');
  });

  it('saves the per-language texts that changed, and only those', async () => {
    signedIn();
    const f = answers(product());
    open();
    fireEvent.click(await screen.findByRole('tab', { name: /English/ }));
    const english = panel(/English/);
    fireEvent.change(within(english).getByLabelText('Name'), { target: { value: 'Security bag' } });
    fireEvent.change(within(english).getByLabelText('Description'), { target: { value: 'A strong bag' } });
    fireEvent.click(screen.getByRole('checkbox', { name: "Recommended ('In focus')" }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('The product is saved.');
    const patch = f.calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/api/admin/products/7?tenant=4');
    expect(patch?.body).toEqual({
      name: { en: 'Security bag' },
      description: { en: 'A strong bag' },
      recommended: true,
    });
    // Both languages now have a name and a description: no mark left.
    expect(screen.getByRole('tab', { name: 'English' })).toBeTruthy();
  });

  it("shows the server's field errors at their fields and marks their tab", async () => {
    signedIn();
    answers(product(), () => ({ status: 422, body: { fieldErrors: [{ field: 'name.en', message: 'too_long' }] } }));
    open();
    fireEvent.change(within(await screen.findByRole('tabpanel', { name: /Swedish/ })).getByLabelText('Name'), {
      target: { value: 'Säkerhetspåse stor' },
    });
    fireEvent.click(screen.getByRole('tab', { name: /English/ }));
    fireEvent.change(within(panel(/English/)).getByLabelText('Name'), { target: { value: 'Bag' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Some fields need attention');
    expect(within(panel(/English/)).getByText('Too long')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /English.*has errors/ })).toBeTruthy();
  });

  it('says so on a conflict and shows the product as it now is', async () => {
    signedIn();
    let reads = 0;
    fakeFetch((call) => {
      if (call.url.startsWith('/api/admin/groups')) return { status: 200, body: groupsAnswer() };
      if (call.method === 'PATCH') return { status: 409, body: { operationError: 'conflict' } };
      reads += 1;
      return { status: 200, body: reads === 1 ? product() : product({ name: { sv: 'Ny påse' } }) };
    });
    open();
    fireEvent.change(within(await screen.findByRole('tabpanel', { name: /Swedish/ })).getByLabelText('Name'), {
      target: { value: 'Min påse' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toContain('changed this product meanwhile');
    await waitFor(() =>
      expect((within(panel(/Swedish/)).getByLabelText('Name') as HTMLInputElement).value).toBe('Ny påse'),
    );
  });

  it('creates a product with its texts and group, then opens it', async () => {
    signedIn();
    const f = answers(product({ id: 8, name: { sv: 'Tejp' }, description: {}, related: [], articles: [] }));
    open('/catalog/products/new?group=12');
    const swedish = await screen.findByRole('tabpanel', { name: /Swedish/ });
    expect((screen.getByLabelText('Group') as HTMLSelectElement).value).toBe('12');
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await within(swedish).findByText('Required')).toBeTruthy();
    expect(f.calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(swedish).getByLabelText('Name'), { target: { value: 'Tejp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() => expect(location()).toBe('/catalog/products/8'));
    expect(f.calls.find((c) => c.method === 'POST')?.body).toEqual({
      groupId: 12,
      name: { sv: 'Tejp' },
      recommended: false,
      active: true,
    });
  });

  it('shows an order handler everything without a way to change it', async () => {
    signedIn({ roles: ['ORDER_HANDLER'] });
    answers(product());
    open();
    const name = within(await screen.findByRole('tabpanel', { name: /Swedish/ })).getByLabelText('Name');
    expect(name.matches(':disabled')).toBe(true);
    expect(screen.getByLabelText('Group').matches(':disabled')).toBe(true);
    expect(screen.getByText('A-1')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Save|Add article|Edit|Remove/ })).toBeNull();
    expect(screen.queryByLabelText('Find a product to add')).toBeNull();
    expect(screen.getByText('You may read the catalog but not change it.')).toBeTruthy();
  });
});
