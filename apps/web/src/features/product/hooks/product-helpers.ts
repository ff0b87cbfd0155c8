import { type Article, MAX_LINE_AMOUNT, type ProductSummary } from '@shop/contract';
import { purchasableArticles } from '../../../lib/articles.ts';

/** Largest amount one order line takes from the product page (the order's limit). */
export const MAX_AMOUNT = MAX_LINE_AMOUNT;

export { packageText, purchasableArticles } from '../../../lib/articles.ts';
export { mediaUrl } from '../../../lib/media.ts';

/** The product id of `/article/{id}`, or null when the segment is not a positive integer. */
export function parseProductId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export type SpecRow = { label: string; value: string };

/** 'Label: value' lines of a localized specification; lines without a label keep an empty one. */
export function parseSpecification(text: string): SpecRow[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const at = line.indexOf(':');
      if (at <= 0) return { label: '', value: line };
      return { label: line.slice(0, at).trim(), value: line.slice(at + 1).trim() };
    });
}

/** Result of reading the amount box: the whole number, or why it cannot be used. */
export type AmountCheck = { ok: true; amount: number } | { ok: false; reason: 'notNumber' | 'min' | 'max' };

export function checkAmount(raw: string): AmountCheck {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return { ok: false, reason: 'notNumber' };
  const amount = Number(text);
  if (amount < 1) return { ok: false, reason: 'min' };
  if (amount > MAX_AMOUNT) return { ok: false, reason: 'max' };
  return { ok: true, amount };
}

/** The cheapest package a customer can buy: the 'from' price of a product card. */
export function cheapestArticle(product: Pick<ProductSummary, 'articles'>): Article | null {
  let best: Article | null = null;
  for (const a of purchasableArticles(product.articles)) {
    const price = a.payer === 'TENANT' ? 0 : a.price;
    const bestPrice = best ? (best.payer === 'TENANT' ? 0 : best.price) : Number.POSITIVE_INFINITY;
    if (price < bestPrice) best = a;
  }
  return best;
}

/** An embeddable player address of an external video, or null for an unknown source. */
export function embedUrl(video: { source: string; id: string }): string | null {
  const id = encodeURIComponent(video.id);
  if (video.source === 'YOUTUBE') return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`;
  if (video.source === 'VIMEO') return `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`;
  return null;
}
