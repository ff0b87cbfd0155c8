import { readFileSync } from 'node:fs';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** Where the build writes the list; the server reads it (a dot folder is never served). */
export const FIRST_VIEW_ASSETS_FILE = '.vite/first-view-assets.json';

export type FirstViewPageOption = {
  /** The page component's module (the target of its dynamic import). */
  module: RegExp;
  /** The feature areas whose texts load with the page (`app/pages.tsx`). */
  areas: readonly string[];
};

/**
 * What the server needs to let the first view of a page come with the document, instead of
 * after the start-up code has run:
 * - per page: the page chunk with its static imports (those the entry already loads left out)
 *   and their stylesheets, for the browser to fetch at once;
 * - per language: the messages of the shell and of each feature area, for the page to carry
 *   (lib/i18n-loader.ts takes them from there instead of loading their chunks).
 */
export type FirstViewAssets = {
  pages: Record<string, { js: string[]; css: string[]; areas: readonly string[] }>;
  texts: { shell: Record<string, unknown>; areas: Record<string, Record<string, unknown>> };
};

const SHELL_TEXTS = /\/src\/locales\/([a-z]{2})\.json$/;
const AREA_TEXTS = /\/src\/features\/([^/]+)\/locales\/([a-z]{2})\.json$/;

/** Writes FIRST_VIEW_ASSETS_FILE into the build. */
export function firstViewAssets(pages: Record<string, FirstViewPageOption>): Plugin {
  return {
    name: 'first-view-assets',
    apply: 'build',
    generateBundle(_out, bundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (start: string[]): Set<string> => {
        const seen = new Set<string>();
        const visit = (fileName: string) => {
          if (seen.has(fileName)) return;
          seen.add(fileName);
          for (const dep of byFile.get(fileName)?.imports ?? []) visit(dep);
        };
        for (const f of start) visit(f);
        return seen;
      };
      const atStart = closure(chunks.filter((c) => c.isEntry).map((c) => c.fileName));
      const cssOf = (files: Iterable<string>) => {
        const css = new Set<string>();
        for (const f of files) for (const c of byFile.get(f)?.viteMetadata?.importedCss ?? []) css.add(c);
        return [...css];
      };

      const out: FirstViewAssets = { pages: {}, texts: { shell: {}, areas: {} } };
      for (const [name, option] of Object.entries(pages)) {
        const chunk = chunks.find((c) => c.isDynamicEntry && option.module.test(c.facadeModuleId ?? ''));
        if (!chunk) {
          this.warn(`first-view-assets: no chunk for the ${name} page`);
          continue;
        }
        const files = [...closure([chunk.fileName])].filter((f) => !atStart.has(f));
        out.pages[name] = { js: files, css: cssOf(files), areas: option.areas };
      }
      for (const chunk of chunks) {
        const id = chunk.facadeModuleId ?? '';
        const shell = SHELL_TEXTS.exec(id);
        const area = AREA_TEXTS.exec(id);
        if (!shell && !area) continue;
        const messages: unknown = JSON.parse(readFileSync(id, 'utf8'));
        if (shell?.[1]) out.texts.shell[shell[1]] = messages;
        if (area?.[1] && area[2]) {
          out.texts.areas[area[1]] ??= {};
          (out.texts.areas[area[1]] as Record<string, unknown>)[area[2]] = messages;
        }
      }
      this.emitFile({ type: 'asset', fileName: FIRST_VIEW_ASSETS_FILE, source: `${JSON.stringify(out)}\n` });
    },
  };
}
