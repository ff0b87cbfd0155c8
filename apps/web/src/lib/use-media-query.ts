import { useSyncExternalStore } from 'react';

/**
 * The answers to media queries of a page rendered on the server: there the render assumes a
 * viewport width and notes each query it answered (entry-server.tsx); in the browser the app
 * takes the server's HTML over only where the browser answers them alike (main.tsx), and answers
 * them as the server did while it does (lib/server-render.ts).
 */
const assumed: { width: number | null; answers: Record<string, boolean> } = { width: null, answers: {} };

/** The server's render: assume a viewport `width` px wide, and forget the answers noted so far. */
export function assumeViewport(width: number | null, answers: Record<string, boolean> = {}): void {
  assumed.width = width;
  assumed.answers = { ...answers };
}

/** The media queries answered while rendering for the assumed viewport, and their answers. */
export function assumedAnswers(): Record<string, boolean> {
  return { ...assumed.answers };
}

/** A width query's answer at `width` px (`(min-width: Npx)`, `(max-width: Npx)`); null for any other query. */
export function widthQueryAt(query: string, width: number): boolean | null {
  const match = /^\((min|max)-width:\s*(\d+)px\)$/.exec(query.trim());
  if (!match) return null;
  const limit = Number(match[2]);
  return match[1] === 'min' ? width >= limit : width <= limit;
}

function serverSnapshot(query: string, fallback: boolean): boolean {
  const known = assumed.answers[query];
  if (known !== undefined) return known;
  if (assumed.width === null) return fallback;
  const answer = widthQueryAt(query, assumed.width) ?? fallback;
  assumed.answers[query] = answer;
  return answer;
}

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
    () => serverSnapshot(query, fallback),
  );
}

/** The desktop layout (sidebar, full header) from 768 px (SPEC.md §9). */
export const DESKTOP_QUERY = '(min-width: 768px)';
