import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompressed, pureSchemas, treeshake } from './vite.common';

/**
 * The customer pages' build (see `publicPages` in vite.config.ts): the same sources as the tests and
 * the dev server run on React, drawn by Preact's compatible renderer, into the office app's dist.
 */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  publicDir: false,
  plugins: [pureSchemas, react(), precompressed()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    // Its own folder, which the office app's offline copy leaves out (see globIgnores there).
    assetsDir: 'assets/public',
    sourcemap: true,
    rolldownOptions: {
      input: { public: resolve(import.meta.dirname, 'public-pages.html') },
      treeshake,
    },
  },
});
