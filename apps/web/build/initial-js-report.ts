import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The budget of SPEC-derived issue 3: initial JavaScript for `/`, gzipped. */
export const INITIAL_JS_BUDGET_BYTES = 150 * 1024;

type ChunkInfo = {
  fileName: string;
  code: string;
  imports: string[];
  facadeModuleId: string | null;
  isEntry: boolean;
  moduleIds: string[];
};

/**
 * Reports, after every build, the gzipped JavaScript a first visit to `/` loads: the entry
 * chunk and its static imports, the home page chunk and its static imports, and the texts the
 * home page needs in the default language (the shell's and the catalog's). Over the budget it
 * warns, or fails with SHOP_ENFORCE_JS_BUDGET=true; so does a module of `notAtStartUp` in the
 * entry chunk, the chunks of `startUpPages` (the pages a first visit can open on) or their static
 * imports: the code a page evaluates before it runs.
 */
export function initialJsReport(options: {
  homeModule: RegExp;
  texts: RegExp;
  notAtStartUp?: RegExp[];
  startUpPages?: RegExp[];
}): Plugin {
  return {
    name: 'initial-js-report',
    apply: 'build',
    generateBundle(_out, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkInfo);
      }
      // The chunks of `roots` (by their facade module) and everything they import statically.
      const withImports = (roots: (chunk: ChunkInfo, id: string) => boolean): Set<string> => {
        const found = new Set<string>();
        const visit = (fileName: string) => {
          if (found.has(fileName)) return;
          found.add(fileName);
          for (const dep of chunks.get(fileName)?.imports ?? []) visit(dep);
        };
        for (const chunk of chunks.values()) if (roots(chunk, chunk.facadeModuleId ?? '')) visit(chunk.fileName);
        return found;
      };
      const startUp = withImports((chunk, id) => chunk.isEntry || !!options.startUpPages?.some((re) => re.test(id)));
      const refused = [...startUp].flatMap((fileName) =>
        (chunks.get(fileName)?.moduleIds ?? []).filter((id) => options.notAtStartUp?.some((re) => re.test(id))),
      );
      const fail = (message: string) => {
        if (process.env.SHOP_ENFORCE_JS_BUDGET === 'true') this.error(message);
        else this.warn(message);
      };
      if (refused.length > 0) {
        fail(`the start-up code holds modules it must load later: ${refused.slice(0, 5).join(', ')}`);
      }
      const needed = withImports((chunk, id) => chunk.isEntry || options.homeModule.test(id) || options.texts.test(id));
      let total = 0;
      const rows: [string, number][] = [];
      for (const fileName of needed) {
        const size = gzipSync(chunks.get(fileName)?.code ?? '').length;
        total += size;
        rows.push([fileName, size]);
      }
      rows.sort((a, b) => b[1] - a[1]);
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
      const lines = rows.map(([f, n]) => `  ${kb(n).padStart(9)}  ${f}`);
      this.info(
        `initial JavaScript for / (gzip): ${kb(total)} of ${kb(INITIAL_JS_BUDGET_BYTES)} budget\n${lines.join('\n')}`,
      );
      if (total > INITIAL_JS_BUDGET_BYTES) {
        fail(`initial JavaScript for / is ${kb(total)}, over the ${kb(INITIAL_JS_BUDGET_BYTES)} budget`);
      }
    },
  };
}
