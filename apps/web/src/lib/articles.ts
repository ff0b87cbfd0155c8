import { type Article, localize } from '@shop/contract';

/** The package sizes a customer may choose: freight and fee articles are added at checkout. */
export function purchasableArticles<A extends Pick<Article, 'freight' | 'administrativeFee'>>(
  articles: readonly A[],
): A[] {
  return articles.filter((a) => a.freight === 'NONE' && !a.administrativeFee);
}

/**
 * The package size as the article name words it ('6 rolls' of 'Security tape blue, 6 rolls'),
 * or null when the name does not carry it.
 */
export function packageText(article: Pick<Article, 'name'>, productName: string, lang: string): string | null {
  const name = localize(article.name, lang).trim();
  const product = localize(productName, lang).trim();
  if (!name) return null;
  if (product && name.startsWith(product)) {
    const rest = name.slice(product.length).replace(/^[\s,–-]+/, '');
    return rest || null;
  }
  return name;
}
