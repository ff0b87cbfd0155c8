import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

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

/**
 * What a whole shop page needs of the browser that jsdom lacks: window.scrollTo, the observers
 * the sliders (embla) measure with, CSS.escape (react-aria's modal looks elements up with it)
 * and matchMedia answering as a wide screen (800 px and up).
 */
export function stubPageBrowser() {
  vi.stubGlobal('scrollTo', () => {});
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  if (!globalThis.CSS) globalThis.CSS = {} as typeof CSS;
  (globalThis.CSS as { escape?: (v: string) => string }).escape ??= (v: string) => v;
  stubMedia(['(min-width: 800px)']);
}

/** After each test of the file: unmounts what the test rendered and drops the globals it stubbed. */
export function cleanUpAfterEach(): void {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
