import type { Tenant } from './tenant.ts';

/**
 * Tenant colours (DESIGN.md): the CSS custom properties of a tenant's theme. The server writes
 * them on the page's `<html>` element, so the first paint has the shop's colours and no
 * JavaScript is needed for them.
 */

type Rgb = readonly [number, number, number];

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const FALLBACK_PRIMARY: Rgb = [11, 61, 92];

/** '#0b3d5c' or '#0bd' to RGB; null when not a hex colour. */
export function parseHex(hex: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return null;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [Number.parseInt(h.slice(0, 2), 16), Number.parseInt(h.slice(2, 4), 16), Number.parseInt(h.slice(4, 6), 16)];
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

/** WCAG relative luminance. */
export function luminance(rgb: Rgb): number {
  return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
}

/** WCAG contrast ratio of two colours (1..21). */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** Mixes `a` toward `b` by `amount` (0..1). */
export function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return [a[0] + (b[0] - a[0]) * amount, a[1] + (b[1] - a[1]) * amount, a[2] + (b[2] - a[2]) * amount];
}

/** Darkens `color` in small steps until it reaches `ratio` against white (WCAG AA text: 4.5). */
export function ensureContrastOnWhite(color: Rgb, ratio = 4.5): Rgb {
  let c = color;
  for (let i = 0; i < 40 && contrast(c, WHITE) < ratio; i++) c = mix(c, BLACK, 0.05);
  return c;
}

/**
 * The CSS custom properties of a tenant theme. The primary colour is darkened where needed so
 * that white text on it and primary text on white both meet WCAG AA.
 */
export function themeProperties(theme: Tenant['theme']): Record<string, string> {
  const primary = ensureContrastOnWhite(parseHex(theme.primary) ?? FALLBACK_PRIMARY);
  const lab = theme.variant === 'lab';
  return {
    '--color-primary': toHex(primary),
    '--color-primary-hover': toHex(mix(primary, BLACK, 0.18)),
    '--color-primary-soft': toHex(mix(primary, WHITE, lab ? 0.92 : 0.9)),
    '--color-primary-tint': toHex(mix(primary, WHITE, lab ? 0.96 : 0.95)),
    '--color-on-primary': '#ffffff',
    '--color-surface': '#ffffff',
    '--color-surface-alt': lab ? toHex(mix(primary, WHITE, 0.97)) : '#f5f6f7',
    '--color-border': lab ? toHex(mix(primary, WHITE, 0.82)) : '#d5dade',
    '--color-header-top': lab ? toHex(mix(primary, WHITE, 0.94)) : toHex(primary),
    '--color-on-header-top': lab ? toHex(mix(primary, BLACK, 0.35)) : '#ffffff',
    '--color-footer': lab ? toHex(mix(primary, WHITE, 0.95)) : toHex(mix(primary, BLACK, 0.25)),
    '--color-on-footer': lab ? '#1b2a2a' : '#ffffff',
  };
}

/** The theme as a `style` attribute value (the server writes it on `<html>`). */
export function themeStyle(theme: Tenant['theme']): string {
  return Object.entries(themeProperties(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}
