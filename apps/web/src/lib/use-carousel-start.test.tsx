// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { useDeferredValue, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, NoopObserver, stubMedia } from '../test/browser-stubs.ts';
import { useCarousel } from './use-carousel.ts';

/**
 * Embla's React hook keeps its viewport in state, set from the ref. A stand-in that does the
 * same and notes, per render, whether the viewport is there and whether a deferred copy of it
 * is: an urgent render shows the old copy first, a transition the new one at once.
 */
const renders: { viewport: boolean; deferred: boolean }[] = [];
vi.mock('embla-carousel-react', () => ({
  default: () => {
    const [viewport, setViewport] = useState<HTMLElement | null>(null);
    const deferred = useDeferredValue(viewport);
    renders.push({ viewport: viewport !== null, deferred: deferred !== null });
    return [setViewport, undefined];
  },
}));

function Widget() {
  const { sectionRef, viewportRef, wake } = useCarousel<HTMLElement>({ align: 'start' });
  return (
    <section ref={sectionRef} aria-label="Carousel" onFocus={wake}>
      <button type="button">next</button>
      <div ref={viewportRef}>
        <div>one</div>
      </div>
    </section>
  );
}

beforeEach(() => {
  renders.length = 0;
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('ResizeObserver', NoopObserver);
  stubMedia([]);
});
cleanUpAfterEach();

describe('useCarousel start', () => {
  it('renders the started carousel as a transition, not as an urgent render inside the commit', () => {
    const { getByRole } = render(<Widget />);
    expect(renders.every((r) => !r.viewport)).toBe(true);
    act(() => getByRole('button').focus());
    expect(renders.some((r) => r.viewport)).toBe(true);
    // An urgent render would have shown the viewport with its deferred copy still missing.
    expect(renders.filter((r) => r.viewport && !r.deferred)).toEqual([]);
  });
});
