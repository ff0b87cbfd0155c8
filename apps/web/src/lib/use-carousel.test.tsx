// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, NoopObserver, stubMedia } from '../test/browser-stubs.ts';
import { type Carousel, useCarousel } from './use-carousel.ts';
import { useNearViewport } from './use-near-viewport.ts';

/** An IntersectionObserver whose callbacks the test calls (`enter`), with the margins asked for. */
class Watcher {
  static all: Watcher[] = [];
  watched: Element[] = [];
  readonly callback: IntersectionObserverCallback;
  readonly options?: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    Watcher.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  unobserve() {}
  disconnect() {
    this.watched = [];
  }
  static enter() {
    for (const w of Watcher.all) {
      const entries = w.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length > 0) w.callback(entries, w as unknown as IntersectionObserver);
    }
  }
}

function Widget({ onAction }: { onAction: (c: Carousel) => void }) {
  const { sectionRef, viewportRef, api, wake, withCarousel } = useCarousel<HTMLElement>({ align: 'start' });
  return (
    <section
      ref={sectionRef}
      aria-label="Carousel"
      data-testid="widget"
      data-started={api ? 'yes' : 'no'}
      onFocus={wake}
    >
      <button type="button" onClick={() => withCarousel(onAction)}>
        next
      </button>
      <div ref={viewportRef} data-testid="viewport">
        <div>
          <div>one</div>
          <div>two</div>
        </div>
      </div>
    </section>
  );
}

beforeEach(() => {
  Watcher.all = [];
  vi.stubGlobal('IntersectionObserver', Watcher);
  vi.stubGlobal('ResizeObserver', NoopObserver);
  stubMedia([]);
});
cleanUpAfterEach();

describe('useCarousel', () => {
  it('does not start the carousel until the widget comes within a screen of the viewport', () => {
    render(<Widget onAction={() => {}} />);
    const widget = screen.getByTestId('widget');
    expect(widget.dataset.started).toBe('no');
    expect(screen.getByText('two')).toBeTruthy();
    expect(Watcher.all[0]?.options?.rootMargin).toBe('100% 0px');
    expect(Watcher.all[0]?.watched).toEqual([widget]);
    act(() => Watcher.enter());
    expect(widget.dataset.started).toBe('yes');
  });

  it('starts when focus moves into it', () => {
    render(<Widget onAction={() => {}} />);
    act(() => screen.getByRole('button').focus());
    expect(screen.getByTestId('widget').dataset.started).toBe('yes');
  });

  it('runs a button pressed before the start once the carousel has started, once', () => {
    const action = vi.fn();
    render(<Widget onAction={action} />);
    act(() => screen.getByRole('button').dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(screen.getByTestId('widget').dataset.started).toBe('yes');
    expect(action).toHaveBeenCalledTimes(1);
    expect(action.mock.calls[0]?.[0]).toHaveProperty('scrollNext');
    act(() => Watcher.enter());
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('counts as near at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    function Probe() {
      const ref = useRef<HTMLDivElement>(null);
      const near = useNearViewport(ref);
      return <div ref={ref} data-testid="probe" data-near={near ? 'yes' : 'no'} />;
    }
    render(<Probe />);
    expect(screen.getByTestId('probe').dataset.near).toBe('yes');
  });
});
