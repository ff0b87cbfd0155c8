import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { initialJsReport } from './build/initial-js-report.ts';

/** Everything the shop's server answers: the API, token refresh and product media. */
const API_TARGET = 'http://localhost:3000';
const proxy = {
  '/api': { target: API_TARGET },
  '/oauth': { target: API_TARGET },
  '/media': { target: API_TARGET },
};

export default defineConfig({
  plugins: [
    react(),
    initialJsReport({ homeModule: /home-page\.tsx$/, texts: /src\/(features\/catalog\/)?locales\/sv\.json$/ }),
  ],
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  // Chunks follow the routes: a page's libraries load with the page, not at start-up.
  // Every browser Vite 8 targets supports <link rel="modulepreload">: no polyfill at start-up.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, modulePreload: { polyfill: false } },
});
