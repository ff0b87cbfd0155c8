import { localize } from '@shop/contract';
import { useCategories } from '../../features/catalog/index.ts';
import { useTranslation } from '../../lib/i18n.ts';

export type CategoryNavGroup = { id: number; name: string; to: string };
export type CategoryNavEntry = { id: number; name: string; groups: CategoryNavGroup[] };

/** Categories that hold groups, with names in the interface language and links to `/shop/{group}`. */
export function useCategoryNav(): { entries: CategoryNavEntry[]; isLoading: boolean; isError: boolean } {
  const { i18n } = useTranslation();
  const { data, isLoading, isError } = useCategories();
  const lang = i18n.language;
  const entries = (data ?? [])
    .filter((c) => c.groups.length > 0)
    .map((c) => ({
      id: c.id,
      name: localize(c.name, lang),
      groups: c.groups.map((g) => ({ id: g.id, name: localize(g.name, lang), to: `/shop/${g.id}` })),
    }));
  return { entries, isLoading, isError };
}
