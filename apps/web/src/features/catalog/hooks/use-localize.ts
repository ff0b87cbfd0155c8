import { localize } from '@shop/contract';
import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n.ts';

/** The part of a language-tagged text (`[sv]..[en]..`) for the interface language. */
export function useLocalize(): (text: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  return useCallback((text) => localize(text, lang), [lang]);
}
