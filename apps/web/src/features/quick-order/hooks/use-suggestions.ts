import type { Article, ProductSummary } from '@shop/contract';
import { useMemo } from 'react';
import { purchasableArticles } from '../../../lib/articles.ts';
import { useProducts } from '../../catalog/index.ts';
import { useDebounced } from './use-debounced.ts';

/** A package the article-number field offers: the article with its product. */
export type Suggestion = { product: ProductSummary; article: Article };

/** How long typing must pause before the shop is asked. */
export const SUGGEST_DELAY_MS = 250;
/** Suggestions shown at most. */
export const SUGGESTIONS_MAX = 8;
/** Characters typed before the shop is asked. */
const MIN_PATTERN = 2;

/**
 * The packages whose product name (in the page's language) or article number matches what was
 * typed: articleContainer/ajaxList with `pattern`, asked once typing pauses.
 */
export function useSuggestions(text: string, enabled: boolean) {
  const pattern = useDebounced(text.trim(), SUGGEST_DELAY_MS);
  const asking = enabled && pattern.length >= MIN_PATTERN;
  const query = useProducts({ pattern, limit: SUGGESTIONS_MAX }, { enabled: asking });
  const suggestions = useMemo<Suggestion[]>(() => {
    if (!asking || !query.data) return [];
    const wanted = pattern.toUpperCase();
    const all = query.data.flatMap((product) =>
      purchasableArticles(product.articles).map((article) => ({ product, article })),
    );
    // Packages whose number starts with what was typed come first.
    const starts = (s: Suggestion) => (s.article.articleNumber.toUpperCase().startsWith(wanted) ? 0 : 1);
    return all.sort((a, b) => starts(a) - starts(b)).slice(0, SUGGESTIONS_MAX);
  }, [asking, query.data, pattern]);
  return {
    suggestions,
    /** Whether a list is due: enough typed and the field in use. */
    active: asking,
    searching: asking && (query.isFetching || pattern !== text.trim()),
  };
}
