import { useEffect } from 'react';

/** The part of an Embla carousel the autoplay uses. */
export type AutoplayTarget = {
  canScrollNext: () => boolean;
  scrollNext: () => void;
  scrollTo: (index: number) => void;
  on: (event: 'select' | 'pointerDown', callback: () => void) => unknown;
  off: (event: 'select' | 'pointerDown', callback: () => void) => unknown;
};

/**
 * Moves the carousel on every `delayMs` while `running`; after the last slide it starts over.
 * Any move (a button, a dot, a swipe) restarts the wait, so a slide always stays `delayMs`.
 * Hidden tabs do not move either.
 */
export function useAutoplay(api: AutoplayTarget | undefined, delayMs: number | null, running: boolean): void {
  useEffect(() => {
    if (!api || delayMs === null || !running) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const schedule = () => {
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(() => {
        if (typeof document !== 'undefined' && document.hidden) return schedule();
        if (api.canScrollNext()) api.scrollNext();
        else api.scrollTo(0);
        schedule();
      }, delayMs);
    };
    schedule();
    api.on('select', schedule);
    api.on('pointerDown', schedule);
    return () => {
      if (timer !== null) clearTimeout(timer);
      api.off('select', schedule);
      api.off('pointerDown', schedule);
    };
  }, [api, delayMs, running]);
}
