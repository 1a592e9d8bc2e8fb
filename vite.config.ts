import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The SPA lives in index.html at the repo root; the API server (PORT 3000) serves
// the built files from dist/client and answers /api itself. `vite build --ssr
// src/client/entry-server.tsx` builds the entry scripts/prerender.ts renders the public
// pages with, into dist/ssr (never served).
export default defineConfig(({ isSsrBuild }) => ({
  root: '.',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? { outDir: 'dist/ssr', emptyOutDir: true, target: 'node20', sourcemap: false, minify: false }
    : {
        outDir: 'dist/client',
        emptyOutDir: true,
        // Content-hashed file names under assets/ so the server can cache them forever.
        assetsDir: 'assets',
        sourcemap: false,
        // Which chunks each screen needs, for the pre-rendered pages' modulepreload links
        // (read and removed by scripts/prerender.ts).
        manifest: true,
        rolldownOptions: {
          output: {
            // React and its JSX runtime in one file, and every icon in one: each icon was a
            // file of its own (8 to 10 of the public pages' 22 to 33 chunks, 0.2 to 0.6 KB
            // each), and every request costs a slow phone's main thread about a millisecond.
            // All icons together are 3 KB more on a page (gzipped) than the ones it shows.
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 30 },
                { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 20 },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: false },
    },
  },
}));
