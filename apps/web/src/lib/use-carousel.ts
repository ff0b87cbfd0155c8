import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useNearViewport } from './use-near-viewport.ts';

export type Carousel = EmblaCarouselType;

/**
 * An Embla carousel that starts when it comes within a screen of the viewport, or when the
 * shopper points at it or moves focus into it (`wake`): Embla measures every slide when it
 * starts, which lays the page out, so a carousel below the fold takes nothing from the first
 * view. Until then the slides show in their place as they are.
 *
 * - `sectionRef`: the element whose nearness starts the carousel (the whole widget);
 * - `viewportRef`: for Embla's viewport element (the one whose first child holds the slides);
 * - `api`: the carousel once started;
 * - `withCarousel(action)`: runs the action now, or starts the carousel and runs it then (a
 *   button pressed before the carousel started).
 */
export function useCarousel<T extends HTMLElement>(options: EmblaOptionsType) {
  const sectionRef = useRef<T>(null);
  const near = useNearViewport(sectionRef);
  const [woken, setWoken] = useState(false);
  const [emblaRef, api] = useEmblaCarousel(options);
  // Embla keeps its viewport in state, set from this ref as React attaches it, which would
  // render the carousel again at once, in one task; as a transition that render yields to the
  // browser like the rest (on a server-rendered page it comes right after hydration).
  const viewportRef = useCallback(
    (element: HTMLElement | null) => {
      startTransition(() => emblaRef(element));
    },
    [emblaRef],
  );
  const pending = useRef<((carousel: Carousel) => void) | null>(null);

  useEffect(() => {
    const action = pending.current;
    pending.current = null;
    if (api && action) action(api);
  }, [api]);

  const wake = useCallback(() => setWoken(true), []);
  const withCarousel = useCallback(
    (action: (carousel: Carousel) => void) => {
      if (api) {
        action(api);
        return;
      }
      pending.current = action;
      setWoken(true);
    },
    [api],
  );

  return { sectionRef, viewportRef: near || woken ? viewportRef : undefined, api, wake, withCarousel };
}
