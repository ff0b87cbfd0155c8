import { vi } from 'vitest';

/** Stubs window.matchMedia; the media queries in `matching` match, e.g. '(min-width: 800px)'. */
export function stubMedia(matching: string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.includes(query),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    onchange: null,
    dispatchEvent: () => false,
  }));
}

/** A ResizeObserver / IntersectionObserver that never reports (jsdom has neither). */
export class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
