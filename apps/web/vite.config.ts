import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compressAssets } from './build/compress-assets.ts';
import { firstViewAssets } from './build/first-view-assets.ts';
import { initialJsReport } from './build/initial-js-report.ts';
import { lazyDefaultLocale } from './build/lazy-default-locale.ts';
import { starterScript } from './build/starter-script.ts';

/** Everything the shop's server answers: the API, token refresh and product media. */
const API_TARGET = 'http://localhost:3000';
const proxy = {
  '/api': { target: API_TARGET },
  '/oauth': { target: API_TARGET },
  '/media': { target: API_TARGET },
};

/**
 * Two builds: the web app (`dist/`), and with `--ssr src/entry-server.tsx` the server's render of
 * the same pages (`dist-server/`, loaded by the shop's server), which takes none of the client's
 * build steps (start-up JS report, first-view asset list, compression).
 */
/** The content pages (app/pages.tsx) by their page names, with their components' files. */
const CONTENT_PAGE_MODULES = {
  about: 'about-page',
  faq: 'faq-page',
  terms: 'terms-page',
  contact: 'contact-page',
  cookieinformation: 'cookie-information-page',
};

/**
 * The pages whose code the server names in the document and whose texts it carries in it (as
 * app/pages.tsx loads them).
 */
const FIRST_VIEW_PAGES = {
  home: { module: /\/features\/catalog\/components\/home-page\.tsx$/, areas: ['catalog'] },
  shop: { module: /\/features\/catalog\/components\/shop-page\.tsx$/, areas: ['catalog'] },
  article: { module: /\/features\/product\/components\/product-page\.tsx$/, areas: ['product'] },
  results: { module: /\/features\/catalog\/components\/results-page\.tsx$/, areas: ['catalog'] },
  ...Object.fromEntries(
    Object.entries(CONTENT_PAGE_MODULES).map(([page, file]) => [
      page,
      { module: new RegExp(`/features/content/components/${file}\\.tsx$`), areas: ['content'] },
    ]),
  ),
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        lazyDefaultLocale(),
        initialJsReport({
          homeModule: /home-page\.tsx$/,
          texts: /src\/(features\/catalog\/)?locales\/sv\.json$/,
          // Schemas load with the forms and calls that check answers: evaluated at start-up they
          // held a page's first tasks (decision 017).
          notAtStartUp: [/[\\/]node_modules[\\/]zod[\\/]/],
          startUpPages: Object.values(FIRST_VIEW_PAGES).map((page) => page.module),
        }),
        firstViewAssets(FIRST_VIEW_PAGES),
        starterScript('src/app-start.ts'),
        compressAssets(),
      ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // Chunks follow the routes: a page's libraries load with the page, not at start-up.
  // Every browser Vite 8 targets supports <link rel="modulepreload">: no polyfill at start-up.
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, sourcemap: false }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: false,
        modulePreload: { polyfill: false },
        rolldownOptions: {
          output: {
            // Fewer, larger files where a page needs them all anyway: on a slow connection every
            // file costs a round trip (six at a time over HTTP/1.1).
            codeSplitting: {
              groups: [
                // Everything the entry imports statically: one file instead of one per shared part.
                { name: 'index', tags: ['$initial'], priority: 10 },
                // What every product listing shows (home, groups, search, cart extras).
                {
                  name: 'catalog-common',
                  test: /(src[\\/](components[\\/]ui[\\/]alert|lib[\\/]price|features[\\/]catalog[\\/]components[\\/]product-(card|grid))\.tsx?|contract[\\/]src[\\/]money\.ts)$/,
                  priority: 5,
                },
                // The listing controls of groups and search results.
                {
                  name: 'listing',
                  test: /src[\\/]features[\\/]catalog[\\/](hooks[\\/](use-listing|listing-params)\.ts|components[\\/](pagination|listing-toolbar)\.tsx)$/,
                  priority: 4,
                },
                // The accessible-widgets library: the product page needs most of it at once.
                {
                  name: 'aria',
                  test: /node_modules[\\/](react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@react-types|@internationalized|@swc[\\/]helpers|clsx|use-sync-external-store)[\\/]/,
                  priority: 3,
                },
              ],
            },
          },
        },
      },
}));
