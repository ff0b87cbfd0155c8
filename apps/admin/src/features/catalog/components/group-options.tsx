import type { AdminCategory, Language } from '@shop/contract';
import { pickText } from '../hooks/texts.ts';

/** The groups of a select, under their categories, named in the operator's language where they have it. */
export function GroupOptions({
  categories,
  lang,
  fallback,
}: {
  categories: readonly AdminCategory[];
  lang: string;
  fallback: Language;
}) {
  return (
    <>
      {categories.map((category) => (
        <optgroup key={category.id} label={pickText(category.name, lang, fallback) || `#${category.id}`}>
          {category.groups.map((group) => (
            <option key={group.id} value={group.id}>
              {pickText(group.name, lang, fallback) || `#${group.id}`}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
