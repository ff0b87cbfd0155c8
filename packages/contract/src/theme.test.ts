import { describe, expect, it } from 'vitest';
import { contrast, parseHex, themeProperties, themeStyle } from './theme.ts';

const WHITE = [255, 255, 255] as const;

describe('tenant theme', () => {
  it('keeps the demo primaries, which already meet AA on white', () => {
    expect(themeProperties({ primary: '#0b3d5c', variant: 'default' })['--color-primary']).toBe('#0b3d5c');
    expect(themeProperties({ primary: '#007c78', variant: 'lab' })['--color-primary']).toBe('#007c78');
  });

  it('darkens a light primary until white text on it meets AA', () => {
    const primary = parseHex(themeProperties({ primary: '#7fd4ff', variant: 'default' })['--color-primary'] ?? '');
    expect(primary).not.toBeNull();
    expect(contrast(primary ?? WHITE, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps footer and service-bar text readable in both variants', () => {
    for (const variant of ['default', 'lab'] as const) {
      const p = themeProperties({ primary: '#0b3d5c', variant });
      const pairs = [
        ['--color-footer', '--color-on-footer'],
        ['--color-header-top', '--color-on-header-top'],
      ] as const;
      for (const [bg, fg] of pairs) {
        expect(
          contrast(parseHex(p[bg] ?? '') ?? WHITE, parseHex(p[fg] ?? '') ?? WHITE),
          `${variant} ${bg}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('falls back to the default primary for a colour it cannot read', () => {
    expect(themeProperties({ primary: 'teal', variant: 'default' })['--color-primary']).toBe('#0b3d5c');
  });
});

describe('themeStyle', () => {
  it('lists every custom property as a style attribute value', () => {
    const style = themeStyle({ primary: '#0b3d5c', variant: 'default' });
    expect(style).toContain('--color-primary:#0b3d5c;');
    expect(style.split(';')).toHaveLength(
      Object.keys(themeProperties({ primary: '#0b3d5c', variant: 'default' })).length,
    );
    expect(style).not.toMatch(/["<>]/);
  });
});
