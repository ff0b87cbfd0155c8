import { describe, expect, it } from 'vitest';
import { mediaUrl } from './media.ts';

describe('mediaUrl', () => {
  it('asks for the smallest size sharp at twice the width shown', () => {
    expect(mediaUrl('p-1.png', 48)).toBe('/media/p-1.png?w=160');
    expect(mediaUrl('p-1.png', 80)).toBe('/media/p-1.png?w=160');
    expect(mediaUrl('p-1.png', 96)).toBe('/media/p-1.png?w=640');
    expect(mediaUrl('p-1.png', 320)).toBe('/media/p-1.png?w=640');
    expect(mediaUrl('p-1.png', 600)).toBe('/media/p-1.png?w=1280');
  });

  it('takes the widest where no size is wide enough, or no width is given (and files)', () => {
    expect(mediaUrl('p-1.png', 800)).toBe('/media/p-1.png');
    expect(mediaUrl('sheet 1.pdf')).toBe('/media/sheet%201.pdf');
  });
});
