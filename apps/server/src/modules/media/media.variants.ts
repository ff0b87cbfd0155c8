import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat } from '@shop/contract';

const WIDEST_SIZE = Math.max(...IMAGE_WIDTHS);

/**
 * The picture formats an `Accept` header takes, best first (AVIF, then WebP): only those it names
 * with a weight above 0 (`image/*` and `*\/*` promise neither; browsers name them).
 */
export function acceptedFormats(accept: string | undefined): ImageFormat[] {
  if (!accept) return [];
  const named = new Set<string>();
  for (const part of accept.toLowerCase().split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (q !== undefined && !(Number(q.slice(2)) > 0)) continue;
    named.add(type);
  }
  return IMAGE_FORMATS.filter((f) => named.has(`image/${f}`));
}

export interface Variant {
  format: ImageFormat;
  width: number;
}

/**
 * Which stored size of a picture to send: the best accepted format that has sizes, and of it the
 * narrowest at least `width` wide (no width: the widest). Asked wider than every size: the widest
 * when it is the whole picture (narrower than the widest size made, so not cut down), else the
 * original (null); no accepted format with sizes: the original.
 */
export function pickVariant(
  variants: readonly Variant[],
  formats: readonly ImageFormat[],
  width: number | undefined,
): Variant | null {
  for (const format of formats) {
    const sizes = variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
    const widest = sizes.at(-1);
    if (!widest) continue;
    if (width === undefined) return widest;
    const bigger = sizes.find((v) => v.width >= width);
    if (bigger) return bigger;
    return widest.width < WIDEST_SIZE ? widest : null;
  }
  return null;
}
