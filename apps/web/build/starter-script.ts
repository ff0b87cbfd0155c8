import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';

/** The name the server's pages load the starter by (apps/server web.routes.ts codeAfterPaint). */
const FILE_NAME = 'app-start.js';

/**
 * The starter of a server-rendered page (src/app-start.ts, decision 017) as one classic script,
 * `/app-start.js`, beside the app's build: a page's `async` script that must run before the
 * app's module, with nothing to import. It takes the app's own rules (whether the server's page
 * can stay for this browser, app/server-page.ts) from the same source files as the app does.
 */
export function starterScript(entry: string): Plugin {
  let root = '';
  return {
    name: 'starter-script',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async generateBundle() {
      const result = await build({
        configFile: false,
        root,
        logLevel: 'warn',
        publicDir: false,
        build: {
          write: false,
          emptyOutDir: false,
          copyPublicDir: false,
          minify: true,
          lib: { entry: path.resolve(root, entry), formats: ['iife'], name: 'shopStart', fileName: () => FILE_NAME },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
      if (chunks.length !== 1 || !chunks[0])
        throw new Error(`starter-script: ${entry} built into ${chunks.length} chunks, not one`);
      this.emitFile({ type: 'asset', fileName: FILE_NAME, source: chunks[0].code });
    },
  };
}
