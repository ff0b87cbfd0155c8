import { SLIDER } from '@shop/contract';
import { describe, expect, it } from 'vitest';
import { emblaDurationFor, emblaScrollMs, sliderSettings } from './slider-settings.ts';

describe('home slider settings (SPEC.md §9)', () => {
  it('shows 3 slides on a wide screen in the default styling', () => {
    expect(sliderSettings({ variant: 'default', wide: true, reducedMotion: false }).slidesToShow).toBe(3);
  });

  it('shows 1 slide in the laboratory styling or below 800 px', () => {
    expect(sliderSettings({ variant: 'lab', wide: true, reducedMotion: false }).slidesToShow).toBe(1);
    expect(sliderSettings({ variant: 'default', wide: false, reducedMotion: false }).slidesToShow).toBe(1);
  });

  it('moves every 8000 ms, and never for shoppers who prefer reduced motion', () => {
    expect(sliderSettings({ variant: 'default', wide: true, reducedMotion: false }).autoplayMs).toBe(8000);
    expect(sliderSettings({ variant: 'default', wide: true, reducedMotion: true }).autoplayMs).toBeNull();
  });

  it('maps the 1000 ms speed to an Embla duration whose scroll takes about that long', () => {
    const duration = emblaDurationFor(SLIDER.speedMs);
    expect(duration).toBeGreaterThanOrEqual(20);
    expect(duration).toBeLessThanOrEqual(60);
    expect(Math.abs(emblaScrollMs(duration) - SLIDER.speedMs)).toBeLessThan(60);
    expect(sliderSettings({ variant: 'lab', wide: false, reducedMotion: false }).duration).toBe(duration);
  });

  it('scrolls slower with a larger duration', () => {
    expect(emblaScrollMs(40)).toBeGreaterThan(emblaScrollMs(25));
  });
});
