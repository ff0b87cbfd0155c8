import { describe, expect, it } from 'vitest';
import { acceptedFormats, pickVariant, type Variant } from './media.variants.ts';

describe('acceptedFormats', () => {
  it('takes the formats the header names with a weight above 0, AVIF first', () => {
    expect(acceptedFormats('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toEqual([
      'avif',
      'webp',
    ]);
    expect(acceptedFormats('image/webp,*/*')).toEqual(['webp']);
    expect(acceptedFormats('image/avif;q=0, image/webp;q=0.5')).toEqual(['webp']);
    expect(acceptedFormats('IMAGE/AVIF')).toEqual(['avif']);
    expect(acceptedFormats('*/*')).toEqual([]);
    expect(acceptedFormats('image/*')).toEqual([]);
    expect(acceptedFormats(undefined)).toEqual([]);
  });
});

describe('pickVariant', () => {
  const big: Variant[] = [160, 640, 1280].flatMap((width) => [
    { format: 'avif' as const, width },
    { format: 'webp' as const, width },
  ]);
  const small: Variant[] = [
    { format: 'webp', width: 160 },
    { format: 'webp', width: 400 },
  ];

  it('picks the best accepted format, the narrowest size at least as wide as asked', () => {
    expect(pickVariant(big, ['avif', 'webp'], 100)).toEqual({ format: 'avif', width: 160 });
    expect(pickVariant(big, ['webp'], 161)).toEqual({ format: 'webp', width: 640 });
    expect(pickVariant(big, ['webp'], 640)).toEqual({ format: 'webp', width: 640 });
  });

  it('without a width, the widest', () => {
    expect(pickVariant(big, ['avif'], undefined)).toEqual({ format: 'avif', width: 1280 });
  });

  it('wider than every size: the original, unless the widest size is the whole picture', () => {
    expect(pickVariant(big, ['avif'], 2000)).toBeNull();
    expect(pickVariant(small, ['webp'], 2000)).toEqual({ format: 'webp', width: 400 });
  });

  it('no accepted format with sizes: the original', () => {
    expect(pickVariant(big, [], 100)).toBeNull();
    expect(pickVariant(small, ['avif'], 100)).toBeNull();
    expect(pickVariant(small, ['avif', 'webp'], 100)).toEqual({ format: 'webp', width: 160 });
    expect(pickVariant([], ['avif', 'webp'], undefined)).toBeNull();
  });
});
