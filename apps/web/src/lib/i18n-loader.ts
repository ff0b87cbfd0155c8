import type { Language } from '@shop/contract';
import { languageOfPath, type Messages, mergeMessages } from './i18n-merge.ts';

/**
 * Locale files are loaded per language on demand, so a shopper downloads the texts of
 * their own language only. (Tests swap this module for i18n-loader.eager.ts.)
 */
const loaders = {
  ...import.meta.glob<Messages>('../locales/*.json', { import: 'default' }),
  ...import.meta.glob<Messages>('../features/*/locales/*.json', { import: 'default' }),
};

/** Languages loaded so far, merged. */
export const loaded: Partial<Record<Language, Messages>> = {};

export async function loadMessages(lang: Language): Promise<Messages> {
  const cached = loaded[lang];
  if (cached) return cached;
  const paths = Object.keys(loaders).filter((p) => languageOfPath(p) === lang);
  const files = await Promise.all(
    paths.map(async (p) => [p, await (loaders[p] as () => Promise<Messages>)()] as const),
  );
  const messages = mergeMessages(files);
  loaded[lang] = messages;
  return messages;
}
