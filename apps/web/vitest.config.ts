import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // Tests load every language at once (the app loads the shopper's language on demand).
  resolve: { alias: [{ find: /^(.*)\/i18n-loader\.ts$/, replacement: '$1/i18n-loader.eager.ts' }] },
  test: {
    name: 'web',
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
    setupFiles: ['src/test/setup.ts'],
  },
});
