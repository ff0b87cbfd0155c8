import type { AdminGroupsAnswer } from '@shop/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeXhr } from '../../../test/fake-xhr.ts';
import { type FakeCall, fakeFetch, renderAt, signedIn } from '../../../test/render.tsx';
import { groupsAnswer } from './catalog.test-support.ts';
import { GroupsPage } from './groups-page.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Group 11 (Bags) has a picture of its own (id 5), group 12 (Tapes) and the categories have none. */
function withPicture(): AdminGroupsAnswer {
  const answer = groupsAnswer();
  const bags = answer.categories[0]?.groups[0];
  if (bags) Object.assign(bags, { imageFilename: 't4-g11-u0123456789ab.png', imageId: 5 });
  return answer;
}

/** The groups (GET), the thumbnails (GET), and the picture removals (DELETE: the group without its picture). */
function answers(call: FakeCall) {
  if (call.method === 'DELETE') return { status: 200, body: groupsAnswer().categories[0]?.groups[0] };
  return { status: 200, body: withPicture() };
}

function open(lang: 'en' | 'sv' = 'en') {
  renderAt(<GroupsPage />, { path: '/catalog/groups', route: '/catalog/groups' }, lang);
}

const area = async (owner: 'group' | 'category', id: number) => screen.findByTestId(`picture-${owner}-${id}`);

describe('pictures of groups and categories', { timeout: 20_000 }, () => {
  it('shows the thumbnail through the bearer call as a data: URL, and "No picture" where there is none', async () => {
    signedIn();
    const f = fakeFetch(answers);
    open();
    const bags = await area('group', 11);
    await waitFor(() =>
      expect(within(bags).getByRole('img', { name: 'Picture of group Bags' }).getAttribute('src')).toMatch(/^data:/),
    );
    const thumb = f.calls.find((c) => c.url.includes('/thumbnail'));
    expect(thumb?.url).toBe('/api/admin/images/5/thumbnail?tenant=4');
    expect(thumb?.headers.Authorization).toBe('Bearer access-1');
    expect(within(await area('group', 12)).getByText('No picture')).toBeTruthy();
    expect(within(await area('category', 1)).getByText('No picture')).toBeTruthy();
    // Each control names what it is for.
    expect(within(bags).getByRole('button', { name: 'Choose picture for group Bags' })).toBeTruthy();
    expect(within(bags).getByRole('button', { name: 'Remove picture of group Bags' })).toBeTruthy();
    expect(within(await area('group', 12)).queryByRole('button', { name: /Remove/ })).toBeNull();
  });

  it('uploads a chosen picture with progress, says so, and reads the groups again', async () => {
    signedIn();
    const f = fakeFetch(answers);
    const sent = fakeXhr(() => ({ status: 200, body: { ...groupsAnswer().categories[0]?.groups[1], imageId: 9 } }));
    open();
    const tapes = await area('group', 12);
    const input = within(tapes).getByTestId('input-image') as HTMLInputElement;
    expect(input.multiple).toBe(false);
    const before = f.calls.filter((c) => c.url.startsWith('/api/admin/groups')).length;
    fireEvent.change(input, { target: { files: [new File(['png bytes'], 'photo.png', { type: 'image/png' })] } });
    expect(await within(tapes).findByRole('progressbar', { name: 'Upload of photo.png' })).toBeTruthy();
    expect(await within(tapes).findByText('Uploading photo.png: 50 %')).toBeTruthy();
    expect((await within(tapes).findByRole('status')).textContent).toBe(
      'The picture of group Tapes is saved. The shop shows it at once.',
    );
    expect(sent[0]?.url).toBe('/api/admin/groups/12/picture?tenant=4');
    expect(sent[0]?.headers.Authorization).toBe('Bearer access-1');
    expect((sent[0]?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(f.calls.filter((c) => c.url.startsWith('/api/admin/groups')).length).toBe(before + 1));
  });

  it("a dropped picture goes to the category's call; the server's refusal and a file over the limit show in an alert", async () => {
    signedIn();
    fakeFetch(answers);
    const sent = fakeXhr(() => ({
      status: 422,
      body: { fieldErrors: [{ field: 'file', message: 'media_wrong_type' }] },
    }));
    open();
    const category = await area('category', 1);
    const zone = within(category).getByTestId('drop-image');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['hello'], 'photo.png', { type: 'image/png' })] } });
    expect((await within(category).findByRole('alert')).textContent).toContain(
      'This kind of file is not accepted here.',
    );
    expect(sent.map((s) => s.url)).toEqual(['/api/admin/categories/1/picture?tenant=4']);

    const big = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    fireEvent.drop(zone, { dataTransfer: { files: [big] } });
    await waitFor(() =>
      expect(within(category).getByRole('alert').textContent).toBe('The file is too large (at most 10 MB).'),
    );
    expect(sent.length).toBe(1);
  });

  it('removes a picture only after confirming', async () => {
    signedIn();
    const f = fakeFetch(answers);
    open();
    const bags = await area('group', 11);
    fireEvent.click(within(bags).getByRole('button', { name: 'Remove picture of group Bags' }));
    let dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Remove the picture of group Bags?' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(f.calls.some((c) => c.method === 'DELETE')).toBe(false);

    fireEvent.click(within(bags).getByRole('button', { name: 'Remove picture of group Bags' }));
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove picture' }));
    expect((await within(bags).findByRole('status')).textContent).toBe('The picture of group Bags is removed.');
    expect(f.calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/admin/groups/11/picture?tenant=4');
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Choose picture for group Bags'),
    );
  });

  it('shows an order handler the pictures without any change', async () => {
    signedIn({ roles: ['ORDER_HANDLER'] });
    fakeFetch(answers);
    open();
    const bags = await area('group', 11);
    expect(await within(bags).findByRole('img', { name: 'Picture of group Bags' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /picture/i })).toBeNull();
    expect(screen.queryByTestId('input-image')).toBeNull();
  });

  it('speaks Swedish', async () => {
    signedIn();
    fakeFetch(answers);
    open('sv');
    const tapes = await area('group', 12);
    expect(within(tapes).getByRole('button', { name: 'Välj bild för grupp Tejper' }).textContent).toBe('Välj bild');
    expect(within(tapes).getByText('Ingen bild')).toBeTruthy();
  });
});
