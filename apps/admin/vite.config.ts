import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** Everything the shop's server answers; the back office itself is served at /admin/. */
const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  base: '/admin/',
  plugins: [react()],
  server: { port: 5174, proxy: { '/api': { target: API_TARGET } } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    modulePreload: { polyfill: false },
  },
});
