// @vitest-environment jsdom
import type { ProductSummary } from '@shop/contract';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../lib/i18n.ts';
import { useTenantStore } from '../../../lib/tenant.ts';
import { NoopObserver, stubMedia } from '../../../test/browser-stubs.ts';
import { makeTenant } from '../../../test/fixtures.ts';
import { type AutoplayTarget, useAutoplay } from '../hooks/use-autoplay.ts';
import { ProductSlider } from './product-slider.tsx';

const products: ProductSummary[] = [1, 2, 3, 4].map((id) => ({
  id,
  groupId: 1,
  name: `[en]Product ${id}`,
  description: '[en]A product',
  recommended: false,
  image: null,
  articles: [],
}));

function renderSlider(variant: 'default' | 'lab') {
  return render(
    <MemoryRouter>
      <ProductSlider title="Range" products={products} variant={variant} />
    </MemoryRouter>,
  );
}

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  useTenantStore.setState({ tenant: makeTenant() });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('home slider', () => {
  it('shows 3 slides from 800 px and moves on by itself', () => {
    stubMedia(['(min-width: 800px)']);
    renderSlider('default');
    const slider = screen.getByTestId('home-slider');
    expect(slider.dataset.slides).toBe('3');
    expect(slider.dataset.autoplay).toBe('running');
  });

  it('shows 1 slide in the laboratory styling', () => {
    stubMedia(['(min-width: 800px)']);
    renderSlider('lab');
    expect(screen.getByTestId('home-slider').dataset.slides).toBe('1');
  });

  it('shows 1 slide below 800 px', () => {
    stubMedia([]);
    renderSlider('default');
    expect(screen.getByTestId('home-slider').dataset.slides).toBe('1');
  });

  it('stands still for shoppers who prefer reduced motion', () => {
    stubMedia(['(min-width: 800px)', '(prefers-reduced-motion: reduce)']);
    renderSlider('default');
    expect(screen.getByTestId('home-slider').dataset.autoplay).toBe('off');
    expect(screen.queryByTestId('slider-play-pause')).toBeNull();
  });

  it('pauses on hover, on focus inside and with the pause button', () => {
    stubMedia(['(min-width: 800px)']);
    renderSlider('default');
    const slider = screen.getByTestId('home-slider');
    fireEvent.mouseEnter(slider);
    expect(slider.dataset.autoplay).toBe('paused');
    fireEvent.mouseLeave(slider);
    expect(slider.dataset.autoplay).toBe('running');
    fireEvent.focus(screen.getByTestId('slider-next'));
    expect(slider.dataset.autoplay).toBe('paused');
    fireEvent.blur(screen.getByTestId('slider-next'), { relatedTarget: document.body });
    expect(slider.dataset.autoplay).toBe('running');
    fireEvent.click(screen.getByLabelText('Pause automatic scrolling'));
    expect(slider.dataset.autoplay).toBe('paused');
  });

  it('labels its buttons and slides', () => {
    stubMedia(['(min-width: 800px)']);
    renderSlider('default');
    expect(screen.getByLabelText('Previous products')).toBeTruthy();
    expect(screen.getByLabelText('Next products')).toBeTruthy();
    expect(screen.getByLabelText('2 of 4')).toBeTruthy();
  });

  it('shows one dot per slide before its carousel has started (off screen)', () => {
    stubMedia(['(min-width: 800px)']);
    renderSlider('default');
    expect(screen.getAllByLabelText(/^Show slide \d of 4$/)).toHaveLength(4);
    expect(screen.getByLabelText('Show slide 1 of 4').getAttribute('aria-current')).toBe('true');
  });
});

describe('autoplay', () => {
  function fakeCarousel(canScrollNext = true) {
    const listeners = new Map<string, () => void>();
    const api = {
      canScrollNext: vi.fn(() => canScrollNext),
      scrollNext: vi.fn(),
      scrollTo: vi.fn(),
      on: vi.fn((event: string, cb: () => void) => listeners.set(event, cb)),
      off: vi.fn(),
    } satisfies AutoplayTarget;
    return { api, listeners };
  }

  it('moves every 8000 ms while running', () => {
    vi.useFakeTimers();
    const { api } = fakeCarousel();
    renderHook(() => useAutoplay(api, 8000, true));
    act(() => vi.advanceTimersByTime(7999));
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(8000));
    expect(api.scrollNext).toHaveBeenCalledTimes(2);
  });

  it('starts over after the last slide', () => {
    vi.useFakeTimers();
    const { api } = fakeCarousel(false);
    renderHook(() => useAutoplay(api, 8000, true));
    act(() => vi.advanceTimersByTime(8000));
    expect(api.scrollTo).toHaveBeenCalledWith(0);
  });

  it('does not move while paused or without a delay (reduced motion)', () => {
    vi.useFakeTimers();
    const paused = fakeCarousel();
    renderHook(() => useAutoplay(paused.api, 8000, false));
    const still = fakeCarousel();
    renderHook(() => useAutoplay(still.api, null, true));
    act(() => vi.advanceTimersByTime(30_000));
    expect(paused.api.scrollNext).not.toHaveBeenCalled();
    expect(still.api.scrollNext).not.toHaveBeenCalled();
  });

  it('waits a full period again after a manual move', () => {
    vi.useFakeTimers();
    const { api, listeners } = fakeCarousel();
    renderHook(() => useAutoplay(api, 8000, true));
    act(() => vi.advanceTimersByTime(6000));
    act(() => listeners.get('select')?.());
    act(() => vi.advanceTimersByTime(6000));
    expect(api.scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2000));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
  });
});
