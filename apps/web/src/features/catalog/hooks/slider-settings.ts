import { SLIDER } from '@shop/contract';

/** Embla's own friction and frame step (embla-carousel 8: ScrollBody, Animations). */
const EMBLA_FRICTION = 0.68;
const EMBLA_FRAME_MS = 1000 / 60;

/**
 * Milliseconds a scroll over a slide takes with Embla's `duration` setting, measured as the time
 * to cover 99 % of the distance (Embla's physics: velocity += distance left / duration, then
 * velocity *= friction, once per 60 Hz frame).
 */
export function emblaScrollMs(duration: number): number {
  let location = 0;
  let velocity = 0;
  const target = 1;
  for (let frame = 1; frame < 10_000; frame++) {
    velocity += (target - location) / duration;
    velocity *= EMBLA_FRICTION;
    location += velocity;
    if (Math.abs(target - location) < 0.01) return frame * EMBLA_FRAME_MS;
  }
  return Number.POSITIVE_INFINITY;
}

/**
 * Embla has no speed in milliseconds; its `duration` (recommended 20..60) sets the stiffness of
 * the scroll. The speed of SPEC.md §9 maps to the whole `duration` whose scroll reaches 99 % of
 * the way closest to that many milliseconds (1000 ms → 33; Embla's default 25 is about 700 ms).
 */
export function emblaDurationFor(speedMs: number): number {
  let best = 20;
  for (let d = 20; d <= 60; d++) {
    if (Math.abs(emblaScrollMs(d) - speedMs) < Math.abs(emblaScrollMs(best) - speedMs)) best = d;
  }
  return best;
}

/** The viewport width from which the home slider shows several slides. */
export const SLIDER_WIDE_QUERY = `(min-width: ${SLIDER.narrowWidth}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export type SliderSettings = {
  slidesToShow: number;
  /** Milliseconds between automatic moves; null when the slider never moves on its own. */
  autoplayMs: number | null;
  /** Embla `duration` for SLIDER.speedMs. */
  duration: number;
};

/** emblaDurationFor(SLIDER.speedMs), worked out once. */
let sliderDuration: number | undefined;

/**
 * The home slider of SPEC.md §9: 3 slides, 1 for the laboratory styling or a viewport narrower
 * than 800 px; autoplay every 8000 ms unless the shopper prefers reduced motion.
 */
export function sliderSettings({
  variant,
  wide,
  reducedMotion,
}: {
  variant: 'default' | 'lab';
  wide: boolean;
  reducedMotion: boolean;
}): SliderSettings {
  sliderDuration ??= emblaDurationFor(SLIDER.speedMs);
  return {
    slidesToShow: variant === 'lab' || !wide ? 1 : SLIDER.slides,
    autoplayMs: reducedMotion ? null : SLIDER.autoplayMs,
    duration: sliderDuration,
  };
}
