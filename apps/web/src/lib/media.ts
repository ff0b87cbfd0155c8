import { IMAGE_WIDTHS } from '@shop/contract';

/**
 * The address of an uploaded picture or file. For a picture shown `shown` px wide, the smallest of
 * the shop's sizes (IMAGE_WIDTHS) that stays sharp at twice that (high-density screens); the
 * server answers in the best format the browser takes (AVIF, WebP) and falls back to the picture
 * as uploaded where it has no sizes (the demo's SVGs). Without `shown`: the widest.
 */
export function mediaUrl(fileName: string, shown?: number): string {
  const url = `/media/${encodeURIComponent(fileName)}`;
  if (!shown) return url;
  const width = IMAGE_WIDTHS.find((w) => w >= shown * 2);
  return width ? `${url}?w=${width}` : url;
}
