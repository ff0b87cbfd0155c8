import type { Language } from '@shop/contract';
import { isRecord } from './guards.ts';
import { languageOfPath, type Messages, mergeMessages } from './i18n-merge.ts';

/**
 * Texts load on demand: the shell's (`locales/<lang>.json`) for the shopper's language at
 * start, and each feature's (`features/<area>/locales/<lang>.json`) with the first component
 * of that feature. Texts the page carries (`<script id="first-view-texts">`, written by the
 * server for the first view's language) are taken from there instead. (Tests swap this module
 * for i18n-loader.eager.ts.)
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

type CarriedTexts = { lang: string; shell?: Messages; areas: Record<string, Messages> };
let carried: CarriedTexts | null | undefined;

/** The texts the page carries, if any (read once; the server writes them from the locale files). */
function carriedTexts(): CarriedTexts | null {
  if (carried !== undefined) return carried;
  carried = null;
  const text = typeof document === 'undefined' ? null : document.getElementById('first-view-texts')?.textContent;
  if (!text) return carried;
  try {
    const value: unknown = JSON.parse(text);
    if (isRecord(value) && typeof value.lang === 'string') {
      carried = {
        lang: value.lang,
        shell: isRecord(value.shell) ? value.shell : undefined,
        areas: isRecord(value.areas) ? (value.areas as Record<string, Messages>) : {},
      };
    }
  } catch {
    // Unusable: the texts load as files.
  }
  return carried;
}

async function loadFiles(
  files: Record<string, unknown>,
  pick: (path: string) => boolean,
): Promise<[string, Messages][]> {
  const paths = Object.keys(files).filter(pick);
  return Promise.all(
    paths.map(async (p): Promise<[string, Messages]> => {
      const texts = carriedTexts();
      const area = areaOfPath(p);
      const inPage = texts?.lang === languageOfPath(p) ? (area ? texts.areas[area] : texts.shell) : undefined;
      return [p, isRecord(inPage) ? inPage : await (files[p] as Loader)()];
    }),
  );
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
