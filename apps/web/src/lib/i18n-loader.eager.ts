import { LANGUAGES, type Language } from '@shop/contract';
import { languageOfPath, type Messages, mergeMessages } from './i18n-merge.ts';

/** Every language loaded at once: the variant of i18n-loader.ts that tests use. */
const files = {
  ...import.meta.glob<Messages>('../locales/*.json', { eager: true, import: 'default' }),
  ...import.meta.glob<Messages>('../features/*/locales/*.json', { eager: true, import: 'default' }),
};

export const loaded: Partial<Record<Language, Messages>> = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, mergeMessages(Object.entries(files).filter(([p]) => languageOfPath(p) === lang))]),
);

export async function loadMessages(lang: Language): Promise<Messages> {
  return loaded[lang] ?? {};
}

export async function loadArea(_area: string, lang: Language): Promise<Messages> {
  return loaded[lang] ?? {};
}
