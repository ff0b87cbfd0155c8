// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { ImageGallery } from './image-gallery.tsx';

const IMAGES = ['p-1.svg', 'p-2.svg', 'p-3.svg'];

beforeEach(() => {
  initI18n('en');
  // jsdom has no CSS.escape; the modal reads a CSP meta tag with it.
  if (!globalThis.CSS) globalThis.CSS = {} as typeof CSS;
  const css = globalThis.CSS as { escape?: (v: string) => string };
  css.escape ??= (v: string) => v.replace(/[^\w-]/g, (c) => `\\${c}`);
});
afterEach(cleanup);

const viewerImage = () => screen.getByTestId('viewer-image') as HTMLImageElement;

function openViewer() {
  const opener = screen.getByTestId('gallery-open');
  act(() => opener.focus());
  fireEvent.keyDown(opener, { key: 'Enter' });
  fireEvent.keyUp(opener, { key: 'Enter' });
  return opener;
}

describe('image gallery', () => {
  it('shows the main image with alt text and switches with the thumbnails', () => {
    render(<ImageGallery images={IMAGES} name="Security bag" />);
    const main = screen.getByTestId('gallery-main-image') as HTMLImageElement;
    expect(main.getAttribute('src')).toBe('/media/p-1.svg');
    expect(main.alt).toBe('Security bag, image 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Show image 3 of 3' }));
    expect((screen.getByTestId('gallery-main-image') as HTMLImageElement).getAttribute('src')).toBe('/media/p-3.svg');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('opens the viewer from the main image; arrow keys move, Escape closes and focus returns', async () => {
    render(<ImageGallery images={IMAGES} name="Security bag" />);
    const opener = openViewer();
    const dialog = await screen.findByRole('dialog', { name: 'Images of Security bag' });
    expect(viewerImage().dataset.index).toBe('0');
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'ArrowRight' });
    expect(viewerImage().dataset.index).toBe('1');
    expect(viewerImage().alt).toBe('Security bag, image 2 of 3');
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'ArrowLeft' });
    expect(viewerImage().dataset.index).toBe('2');
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement ?? dialog, { key: 'Escape' });
    fireEvent.keyUp(document.activeElement ?? dialog, { key: 'Escape' });
    // Closed, and focus back on the opener (restored a moment after the dialog goes).
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    });
    expect((screen.getByTestId('gallery-main-image') as HTMLImageElement).getAttribute('src')).toBe('/media/p-3.svg');
  });

  it('moves with the previous and next buttons and closes with the close button', async () => {
    render(<ImageGallery images={IMAGES} name="Security bag" />);
    openViewer();
    await screen.findByRole('dialog');
    const next = screen.getByRole('button', { name: 'Next image' });
    fireEvent.click(next);
    expect(viewerImage().dataset.index).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(viewerImage().dataset.index).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Close full screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves with touch swipes', async () => {
    render(<ImageGallery images={IMAGES} name="Security bag" />);
    openViewer();
    await screen.findByRole('dialog');
    const stage = screen.getByTestId('viewer-stage');
    fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: 300, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: 150, clientY: 210 });
    expect(viewerImage().dataset.index).toBe('1');
    fireEvent.pointerDown(stage, { pointerType: 'touch', clientX: 100, clientY: 200 });
    fireEvent.pointerUp(stage, { pointerType: 'touch', clientX: 260, clientY: 200 });
    expect(viewerImage().dataset.index).toBe('0');
  });

  it('says when there is no image', () => {
    render(<ImageGallery images={[]} name="Security bag" />);
    expect(screen.getByTestId('gallery').textContent).toBe('No image available');
  });
});
