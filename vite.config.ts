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
