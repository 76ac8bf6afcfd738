import { resolve } from 'node:path';
import { build as viteBuild, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompressed, pureSchemas, frameChunks, treeshake } from './vite.common';
import { trimmedPreloads } from './vite.preloads';

const THEME_COLOUR = '#2b6e3f';

/**
 * The customer pages (public-pages.html) are built on their own, after the office app, with Preact
 * standing in for React (vite.public.config.ts): a customer opening a mailed link on a phone waits for
 * the page's scripts before anything shows, and React's renderer alone was two thirds of them.
 */
const publicPages: Plugin = {
  name: 'canopy-public-pages',
  apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
  async closeBundle() {
    await viteBuild({ configFile: resolve(import.meta.dirname, 'vite.public.config.ts') });
  },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    pureSchemas,
    trimmedPreloads.plugin,
    react(),
    VitePWA({
      // The user decides when to take a new version: a silent reload could lose a half-filled form.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon-32.png', 'apple-touch-icon.png'],
      manifest: {
        name: 'Canopy',
        short_name: 'Canopy',
        description: 'Field-service management for tree, lawn and plant-health care',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR,
        background_color: '#ffffff',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,ico,webmanifest,woff2}'],
        navigateFallback: '/index.html',
        // API calls must reach the server (or fail visibly); never answer them with the app shell.
        // Customer pages have their own small page (public-pages.html), which the server sends.
        navigateFallbackDenylist: [/^\/api\//, /^\/(authorization|invoiceview)(\/|\?|$)/],
        // The office app works offline; a customer page is opened online from a link.
        globIgnores: ['public-pages.html', 'assets/public/**'],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Photos shown on a crew screen stay viewable without a signal. A file id names fixed
            // bytes, so the signed link's changing query string must not miss the kept copy.
            urlPattern: ({ request, url }) =>
              request.destination === 'image' && url.pathname.startsWith('/api/v1/files/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'photos',
              matchOptions: { ignoreSearch: true },
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 600, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
        ],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    precompressed(),
    publicPages,
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    modulePreload: { resolveDependencies: trimmedPreloads.resolveDependencies },
    rolldownOptions: {
      input: resolve(import.meta.dirname, 'index.html'),
      treeshake,
      output: { codeSplitting: frameChunks },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
