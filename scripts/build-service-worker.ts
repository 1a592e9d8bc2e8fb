/**
 * The build's step after pre-rendering: writes dist/client/sw.js, the service worker that makes the app
 * installable, open at once on a repeat visit and show the garden offline.
 *
 * - It keeps the app's files (the SPA shell, every script and style, the icons) and
 *   answers every page from the shell, so the app opens without the network. Pre-rendered
 *   pages are not kept: the shell renders any of them.
 * - The API reads a signed-in screen needs are fetched from the network and, when that
 *   fails, answered from the last copy (src/client/lib/offline-copies.ts says which, and
 *   forgets them on sign-in and sign-out). Changes are never kept: the app refuses them
 *   offline with a message (src/client/lib/api-client.ts).
 * - A new build's worker takes over at once and drops the old build's files.
 */
import { join } from 'node:path';
import { generateSW } from 'workbox-build';
import { OFFLINE_API_CACHE, OFFLINE_API_URLS } from '#client/lib/offline-copies.ts';

const root = new URL('..', import.meta.url).pathname;
const clientDir = join(root, 'dist', 'client');

const { count, size, warnings } = await generateSW({
  globDirectory: clientDir,
  globPatterns: ['spa.html', 'assets/**/*.{js,css}', '*.{svg,png,webmanifest}'],
  swDest: join(clientDir, 'sw.js'),
  mode: 'production',
  sourcemap: false,
  inlineWorkboxRuntime: true,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  // Hashed names change with their content.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 1024 * 1024,
  navigateFallback: '/spa.html',
  navigateFallbackDenylist: [/^\/api(?:\/|$)/],
  runtimeCaching: [
    {
      urlPattern: OFFLINE_API_URLS,
      handler: 'NetworkFirst',
      method: 'GET',
      options: {
        cacheName: OFFLINE_API_CACHE,
        cacheableResponse: { statuses: [200] },
        matchOptions: { ignoreVary: true },
        expiration: { maxEntries: 200 },
      },
    },
  ],
});
for (const warning of warnings) console.warn(warning);
console.log(`service worker: keeps ${count} files, ${(size / 1024).toFixed(0)} KB`);
