import { defineConfig } from 'vite';

// The server is bundled on its own: one ESM file, every npm dependency left external.
export default defineConfig({
  build: {
    ssr: 'src/server/index.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
  },
});
