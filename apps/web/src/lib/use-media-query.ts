import { useSyncExternalStore } from 'react';

/** Whether a media query matches; `fallback` where matchMedia is missing (tests, old engines). */
export function useMediaQuery(query: string, fallback = true): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : fallback),
    () => fallback,
  );
}

/** The desktop layout (sidebar, full header) from 768 px (SPEC.md §9). */
export const DESKTOP_QUERY = '(min-width: 768px)';
