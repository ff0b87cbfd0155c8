import type { AdminCampaignsAnswer } from '@shop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderAt, signedIn } from '../../../test/render.tsx';
import { CampaignsPage } from './campaigns-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function answer(overrides: Partial<AdminCampaignsAnswer> = {}): AdminCampaignsAnswer {
  return {
    languages: ['sv', 'en'],
    defaultLanguage: 'sv',
    showCampaigns: true,
    slider: [],
    campaigns: [
      {
        id: 7,
        name: { sv: 'Vårkampanj', en: 'Spring offer' },
        description: { en: 'For spring' },
        active: true,
        position: 0,
        products: [{ id: 101, name: 'Säkerhetspåse', active: true }],
      },
      {
        id: 8,
        name: { sv: 'Höstkampanj', en: 'Autumn offer' },
        description: {},
        active: false,
        position: 1,
        products: [],
      },
    ],
    inFocus: [1, 2, 3, 4, 5].map((id) => ({ id, name: `Product ${id}`, active: true })),
    ...overrides,
  };
}

function open() {
  renderAt(<CampaignsPage />, { path: '/campaigns', route: '/campaigns' });
}

describe('CampaignsPage', { timeout: 20_000 }, () => {
  it('lists the campaigns in order and moves one down with one call', async () => {
    signedIn();
    const f = fakeFetch((call) =>
      call.method === 'PATCH' ? { status: 200, body: answer().campaigns[0] } : { status: 200, body: answer() },
    );
    open();
    const items = await screen.findAllByTestId('admin-campaign');
    expect(items.map((i) => within(i).getByRole('heading').textContent)).toEqual([
      'Spring offer Shown',
      'Autumn offer Hidden',
    ]);
    expect((screen.getByRole('button', { name: 'Move Spring offer up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Spring offer down' }));
    expect((await screen.findByRole('status')).textContent).toBe('Spring offer moved down.');
    expect(f.calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([
      ['/api/admin/campaigns/7?tenant=4', { position: 1 }],
    ]);
  });

  it('creates a campaign with its texts per language', async () => {
    signedIn();
    const f = fakeFetch((call) =>
      call.method === 'POST' ? { status: 201, body: answer().campaigns[1] } : { status: 200, body: answer() },
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'New campaign' }));
    const dialog = await screen.findByRole('dialog', { name: 'New campaign' });
    fireEvent.change(within(within(dialog).getByRole('tabpanel', { name: /Swedish/ })).getByLabelText('Name'), {
      target: { value: 'Julkampanj' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('The campaign is saved.');
    const post = f.calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/admin/campaigns?tenant=4');
    expect(post?.body).toEqual({ name: { sv: 'Julkampanj' }, description: {} });
  });

  it('hides a campaign, and deletes one only after confirming', async () => {
    signedIn();
    const f = fakeFetch((call) =>
      call.method === 'PATCH'
        ? { status: 200, body: { ...answer().campaigns[0], active: false } }
        : call.method === 'DELETE'
          ? { status: 204 }
          : { status: 200, body: answer() },
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Hide Spring offer from the shop' }));
    expect((await screen.findByRole('status')).textContent).toBe('Spring offer is hidden from the shop.');
    expect(f.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ active: false });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Autumn offer' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Autumn offer' });
    expect(f.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(f.calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/admin/campaigns/8?tenant=4'),
    );
  });

  it('shows In focus: the first four recommended products shown, the rest not', async () => {
    signedIn();
    fakeFetch(() => ({ status: 200, body: answer({ showCampaigns: false }) }));
    open();
    const list = await screen.findByRole('list', { name: 'In focus' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Product 1 Shown',
      'Product 2 Shown',
      'Product 3 Shown',
      'Product 4 Shown',
      'Product 5 Not shown',
    ]);
    expect(screen.getByText(/does not show campaigns/)).toBeTruthy();
  });

  it('shows an order handler the campaigns without any change', async () => {
    signedIn({ roles: ['ORDER_HANDLER'] });
    fakeFetch(() => ({ status: 200, body: answer() }));
    open();
    await screen.findAllByTestId('admin-campaign');
    expect(screen.queryByRole('button', { name: /New campaign|Move|Hide|Delete|Products|in the shop/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'View Spring offer' })).toBeTruthy();
  });

  it('reorders the home page slider and saves it in one call', async () => {
    signedIn();
    const slider = [
      { id: 31, name: 'Plomb', active: true },
      { id: 32, name: 'Tejp', active: false },
    ];
    const f = fakeFetch((call) =>
      call.method === 'PUT'
        ? { status: 200, body: { slider: [slider[1], slider[0]] } }
        : { status: 200, body: answer({ slider }) },
    );
    open();
    const section = await screen.findByTestId('home-slider');
    const list = within(section).getByRole('list', { name: 'Home page slider' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((r) => r.textContent?.startsWith('Plomb')),
    ).toEqual([true, false]);
    const save = within(section).getByRole('button', { name: 'Save the slider' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect((within(section).getByRole('button', { name: 'Move Plomb up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(section).getByRole('button', { name: 'Move Plomb down' }));
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toMatch(/^Tejp/);
    expect(save.disabled).toBe(false);
    fireEvent.click(save);
    expect((await within(section).findByRole('status')).textContent).toBe(
      'The slider is saved. The shop shows it now.',
    );
    const put = f.calls.find((c) => c.method === 'PUT');
    expect(put?.url).toBe('/api/admin/home/slider?tenant=4&lang=en');
    expect(put?.body).toEqual({ productIds: [32, 31] });
  });
});
