import type { Language } from '@shop/contract';
import { languageOfPath, type Messages, mergeMessages } from './i18n-merge.ts';

/**
 * Texts load on demand: the shell's (`locales/<lang>.json`) for the shopper's language at
 * start, and each feature's (`features/<area>/locales/<lang>.json`) with the first component
 * of that feature. (Tests swap this module for i18n-loader.eager.ts.)
 */
type Loader = () => Promise<Messages>;
const shellFiles = import.meta.glob<Messages>('../locales/*.json', { import: 'default' });
const areaFiles = import.meta.glob<Messages>('../features/*/locales/*.json', { import: 'default' });

function areaOfPath(path: string): string {
  return /features\/([^/]+)\/locales\//.exec(path)?.[1] ?? '';
}

/** Messages loaded so far, per language (shell and the areas wanted). */
export const loaded: Partial<Record<Language, Messages>> = {};
/** Feature areas whose texts the app has asked for; a language switch loads them too. */
const wantedAreas = new Set<string>();

async function loadFiles(
  files: Record<string, unknown>,
  pick: (path: string) => boolean,
): Promise<[string, Messages][]> {
  const paths = Object.keys(files).filter(pick);
  return Promise.all(paths.map(async (p) => [p, await (files[p] as Loader)()] as [string, Messages]));
}

function remember(lang: Language, files: [string, Messages][]): Messages {
  const merged = mergeMessages(files);
  loaded[lang] = { ...loaded[lang], ...merged };
  return merged;
}

/** The shell's texts and those of every wanted area, in `lang`. */
export async function loadMessages(lang: Language): Promise<Messages> {
  const files = await Promise.all([
    loadFiles(shellFiles, (p) => languageOfPath(p) === lang),
    loadFiles(areaFiles, (p) => languageOfPath(p) === lang && wantedAreas.has(areaOfPath(p))),
  ]);
  remember(lang, files.flat());
  return loaded[lang] ?? {};
}

/** The texts of one feature area in `lang`; from now on a language switch loads them too. */
export async function loadArea(area: string, lang: Language): Promise<Messages> {
  wantedAreas.add(area);
  return remember(lang, await loadFiles(areaFiles, (p) => languageOfPath(p) === lang && areaOfPath(p) === area));
}
