import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderAt, signedIn } from '../../../test/render.tsx';
import { groupsAnswer } from './catalog.test-support.ts';
import { GroupsPage } from './groups-page.tsx';

afterEach(() => vi.unstubAllGlobals());

function open() {
  renderAt(<GroupsPage />, { path: '/catalog/groups', route: '/catalog/groups' });
}

describe('GroupsPage', { timeout: 20_000 }, () => {
  it('moves a group down with the keyboard-reachable buttons, one call per changed position', async () => {
    signedIn();
    const f = fakeFetch((call) =>
      call.method === 'PATCH'
        ? { status: 200, body: groupsAnswer().categories[0]?.groups[0] }
        : { status: 200, body: groupsAnswer() },
    );
    open();
    const list = await screen.findByRole('list', { name: 'Groups of Security bags' });
    expect(within(list).getByRole('link', { name: '3 products' }).getAttribute('href')).toBe('/catalog?group=11');
    expect((within(list).getByRole('button', { name: 'Move group Bags up' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(list).getByRole('button', { name: 'Move group Bags down' }));
    expect((await screen.findByRole('status')).textContent).toBe('Bags moved down.');
    const patches = f.calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => [c.url, c.body])).toEqual([
      ['/api/admin/groups/12?tenant=4', { position: 0 }],
      ['/api/admin/groups/11?tenant=4', { position: 1 }],
    ]);
  });

  it("edits a category's texts per language and sends only what changed", async () => {
    signedIn();
    const f = fakeFetch((call) =>
      call.method === 'PATCH'
        ? { status: 200, body: groupsAnswer().categories[1] }
        : { status: 200, body: groupsAnswer() },
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit category Seals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category Seals' });
    expect(within(dialog).getByRole('tab', { name: 'English' })).toBeTruthy();
    fireEvent.change(within(within(dialog).getByRole('tabpanel', { name: /Swedish/ })).getByLabelText('Description'), {
      target: { value: 'Plomber för säckar' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('status')).textContent).toBe('Seals is saved.');
    const patch = f.calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/api/admin/categories/2?tenant=4');
    expect(patch?.body).toEqual({ description: { sv: 'Plomber för säckar' } });
  });

  it('moves a group to another category', async () => {
    signedIn();
    const f = fakeFetch((call) =>
      call.method === 'PATCH'
        ? { status: 200, body: groupsAnswer().categories[0]?.groups[1] }
        : { status: 200, body: groupsAnswer() },
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit group Tapes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit group Tapes' });
    fireEvent.change(within(dialog).getByLabelText('Category'), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(f.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ categoryId: 2 }));
    expect(f.calls.find((c) => c.method === 'PATCH')?.url).toBe('/api/admin/groups/12?tenant=4');
  });

  it('shows an order handler the groups and their texts without any change', async () => {
    signedIn({ roles: ['ORDER_HANDLER'] });
    fakeFetch(() => ({ status: 200, body: groupsAnswer() }));
    open();
    await screen.findByRole('list', { name: 'Groups of Security bags' });
    expect(screen.queryByRole('button', { name: /Move|Edit/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show group Bags' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show group Bags' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    expect(within(dialog).getAllByLabelText('Name')[0]?.matches(':disabled')).toBe(true);
  });
});
