import type { AdminProductMedia } from '@shop/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setPageData } from '../../../lib/page-data.ts';
import { fakeXhr } from '../../../test/fake-xhr.ts';
import { fakeFetch, renderAt, signedIn } from '../../../test/render.tsx';
import { ProductMedia } from '../index.ts';

afterEach(() => vi.unstubAllGlobals());

const image = (id: number, index: number) => ({
  id,
  fileName: `t4-p7-u00000000000${id}.png`,
  contentType: 'image/png',
  position: index,
  main: index === 0,
  bytes: 2048,
  variants: [
    { format: 'avif' as const, width: 160 },
    { format: 'webp' as const, width: 160 },
  ],
});

function media(overrides: Partial<AdminProductMedia> = {}): AdminProductMedia {
  return {
    productId: 7,
    images: [image(1, 0), image(2, 1)],
    files: [
      {
        id: 5,
        fileName: 't4-p7-sheet.pdf',
        title: 'Data sheet',
        contentType: 'application/pdf',
        position: 0,
        bytes: 4000,
      },
    ],
    videos: [
      {
        id: 9,
        source: 'YOUTUBE',
        externalId: 'dQw4w9WgXcQ',
        fileName: null,
        contentType: null,
        position: 0,
        bytes: null,
      },
    ],
    ...overrides,
  };
}

function open() {
  renderAt(<ProductMedia tenant={4} productId={7} />, { path: '/products/7', route: '/products/:id' });
}

describe('ProductMedia', () => {
  setPageData({ id: 4, name: 'Sealwise Nordic', defaultLanguage: 'sv', storeAccountTenants: [3] });

  it('shows an order handler the pictures, files and videos without any change', async () => {
    signedIn({ roles: ['ORDER_HANDLER'] });
    const f = fakeFetch(() => ({ status: 200, body: media() }));
    open();
    expect(await screen.findByRole('img', { name: 'Picture 1 of 2' })).toBeTruthy();
    expect(screen.getByText('Main picture')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Data sheet' })).toBeTruthy();
    expect(screen.getByText('YouTube dQw4w9WgXcQ')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('You may look at the pictures and files but not change them.')).toBeTruthy();
    expect(f.calls[0]?.url).toBe('/api/admin/products/7/media?tenant=4');
    // The thumbnails come through the back office's call with the bearer token (no shop cookie needed).
    await waitFor(() =>
      expect(f.calls.map((c) => c.url)).toEqual(
        expect.arrayContaining(['/api/admin/images/1/thumbnail?tenant=4', '/api/admin/images/2/thumbnail?tenant=4']),
      ),
    );
    expect(f.calls.find((c) => c.url.includes('/thumbnail'))?.headers.Authorization).toBe('Bearer access-1');
    // As a data: URL: the page's CSP allows pictures from the shop and data:, not blob:.
    await waitFor(() =>
      expect((screen.getByRole('img', { name: 'Picture 2 of 2' }) as HTMLImageElement).getAttribute('src')).toMatch(
        /^data:/,
      ),
    );
  });

  it('uploads a chosen picture with progress, and shows the new list', async () => {
    signedIn({ roles: ['ADMIN'] });
    fakeFetch(() => ({ status: 200, body: media() }));
    const sent = fakeXhr(() => ({ status: 201, body: media({ images: [image(1, 0), image(2, 1), image(3, 2)] }) }));
    open();
    const input = (await screen.findByTestId('input-image')) as HTMLInputElement;
    const file = new File(['png bytes'], 'photo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByRole('progressbar', { name: 'Upload of photo.png' })).toBeTruthy();
    expect(await screen.findByText('Uploading photo.png: 50 %')).toBeTruthy();
    expect((await screen.findByRole('status')).textContent).toBe('photo.png uploaded.');
    expect(screen.getAllByTestId('media-image').length).toBe(3);
    expect(sent[0]?.url).toBe('/api/admin/products/7/images?tenant=4');
    expect(sent[0]?.headers.Authorization).toBe('Bearer access-1');
    expect((sent[0]?.body as FormData | undefined)?.get('file')).toBeInstanceOf(File);
  });

  it("shows the server's refusal translated (a text named .jpg) and refuses a file over the limit without sending it", async () => {
    signedIn({ roles: ['ADMIN'] });
    fakeFetch(() => ({ status: 200, body: media() }));
    const sent = fakeXhr(() => ({
      status: 422,
      body: { fieldErrors: [{ field: 'file', message: 'media_wrong_type' }] },
    }));
    open();
    const zone = await screen.findByTestId('drop-image');
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['hello'], 'photo.jpg', { type: 'image/jpeg' })] } });
    expect((await screen.findByRole('alert')).textContent).toContain('This kind of file is not accepted here.');
    expect(sent.length).toBe(1);

    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 21 * 1024 * 1024 });
    fireEvent.change(screen.getByTestId('input-file'), { target: { files: [big] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('The file is too large (at most 20 MB).'));
    expect(sent.length).toBe(1);
  });

  it('moves a picture later and sets the main one, keyboard reachable, focus kept on the moved item', async () => {
    signedIn({ roles: ['ADMIN'] });
    const f = fakeFetch((call) => {
      if (call.method === 'PATCH') return { status: 200, body: media({ images: [image(2, 0), image(1, 1)] }) };
      return { status: 200, body: media() };
    });
    open();
    const later = await screen.findByRole('button', { name: 'Move picture 1 later' });
    expect(screen.getByRole('button', { name: 'Move picture 1 earlier' }).hasAttribute('disabled')).toBe(true);
    later.focus();
    fireEvent.click(later);
    expect((await screen.findByRole('status')).textContent).toBe('picture 1 is now number 2 of 2.');
    const patch = f.calls.find((c) => c.method === 'PATCH');
    expect(patch?.url).toBe('/api/admin/images/1?tenant=4');
    expect(patch?.body).toEqual({ position: 1 });
    await waitFor(() => expect(document.activeElement?.id).toBe('media-image-1-earlier'));
    fireEvent.click(screen.getByRole('button', { name: 'Set as main picture (picture 2)' }));
    await waitFor(() => expect(f.calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ main: true }));
  });

  it('deletes a file only after confirming, and adds a YouTube video', async () => {
    signedIn({ roles: ['ADMIN'] });
    const f = fakeFetch((call) => {
      if (call.method === 'DELETE') return { status: 200, body: media({ files: [] }) };
      if (call.method === 'POST') {
        const body = call.body as { externalId: string };
        if (body.externalId === 'bad')
          return { status: 422, body: { fieldErrors: [{ field: 'externalId', message: 'invalid' }] } };
        return { status: 201, body: media() };
      }
      return { status: 200, body: media() };
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Data sheet' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Delete Data sheet?' })).toBeTruthy();
    expect(f.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await screen.findByRole('status')).textContent).toBe('Data sheet deleted.');
    expect(f.calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/admin/files/5?tenant=4');
    expect(screen.getByText('No PDF files yet.')).toBeTruthy();

    const id = screen.getByLabelText('Video id');
    fireEvent.change(id, { target: { value: 'bad' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
    });
    expect(await screen.findByText('That id is not valid for the chosen service.')).toBeTruthy();
    fireEvent.change(id, { target: { value: 'dQw4w9WgXcQ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
    expect((await screen.findByRole('status')).textContent).toBe('Video added.');
    expect(f.calls.filter((c) => c.method === 'POST').at(-1)).toEqual(
      expect.objectContaining({
        url: '/api/admin/products/7/videos?tenant=4',
        body: { source: 'YOUTUBE', externalId: 'dQw4w9WgXcQ' },
      }),
    );
  });

  it('shows its texts in Swedish', async () => {
    signedIn({ roles: ['ADMIN'] });
    fakeFetch(() => ({ status: 200, body: media() }));
    renderAt(<ProductMedia tenant={4} productId={7} />, { path: '/products/7', route: '/products/:id' }, 'sv');
    expect(await screen.findByRole('heading', { name: 'Bilder' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Välj bilder…' })).toBeTruthy();
    expect(screen.getByText('Huvudbild')).toBeTruthy();
  });
});
