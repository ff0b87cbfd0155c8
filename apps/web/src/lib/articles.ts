import { type Article, packageText as packageOfName } from '@shop/contract';

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
  return packageOfName(article.name, productName, lang);
}
