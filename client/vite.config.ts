import { resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

const THEME_COLOUR = '#2b6e3f';
const SIDE_EFFECT_FREE = /[\\/](shared[\\/]src|node_modules[\\/]typebox)[\\/]/;

/**
 * Marks schema building in our shared package as pure, so the bundler can drop a schema nobody
 * uses: the browser only builds them (it validates nothing), and `platform/http.ts` keeps the API
 * constants the sign-in page needs next to schemas that would otherwise pull in the whole library.
 */
const pureSchemas: Plugin = {
  name: 'canopy-pure-schemas',
  transform(code, id) {
    if (!/[\\/]shared[\\/]src[\\/].*\.ts$/.test(id)) return null;
    const marked = code
      .replace(/(?<![\w.])(Type|Bounds)\.(\w+)\(/g, '/* @__PURE__ */ $1.$2(')
      // `Nullable(Type.String())` wraps a pure call: unmarked, it keeps the schema library alive.
      .replace(/(?<![\w.])(Nullable\w*)\(/g, '/* @__PURE__ */ $1(');
    return { code: marked, map: null };
  },
};

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    pureSchemas,
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
        globIgnores: ['public-pages.html'],
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
    // Brotli and gzip copies beside each text asset; the server sends the one the browser accepts.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      exclude: [/\.(png|jpe?g|webp|ico|woff2|map)$/],
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      // The office app, and the customer pages' own small entry (no console, no UI kit).
      input: {
        index: resolve(import.meta.dirname, 'index.html'),
        public: resolve(import.meta.dirname, 'public-pages.html'),
      },
      treeshake: {
        // Our shared package is declarations and pure rules, and the browser only builds schemas
        // (it validates nothing with them): a page that takes one message must not carry every
        // schema, nor the schema library, with it.
        moduleSideEffects: (id) => (SIDE_EFFECT_FREE.test(id) ? false : undefined),
      },
    },
  },
  server: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
});
