/**
 * The build's last step: writes a gzip and a brotli copy beside each text file of
 * dist/client (`index.html.gz`, `index.html.br`), which the server reads at start-up
 * instead of compressing the files itself (src/server/lib/static-compression.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { COMPRESSED_ENDINGS, compress, filesUnder, isCompressible } from '#server/lib/static-compression.ts';

const root = new URL('..', import.meta.url).pathname;
const clientDir = join(root, 'dist', 'client');
const endings: string[] = Object.values(COMPRESSED_ENDINGS);

const started = performance.now();
let count = 0;
let size = 0;
let gzipSize = 0;
let brSize = 0;
for (const path of filesUnder(clientDir)) {
  if (endings.some((ending) => path.endsWith(ending))) continue;
  const body = readFileSync(path);
  if (!isCompressible(path, body.length)) continue;
  const { gzip, br } = compress(body);
  writeFileSync(path + COMPRESSED_ENDINGS.gzip, gzip);
  writeFileSync(path + COMPRESSED_ENDINGS.br, br);
  count += 1;
  size += body.length;
  gzipSize += gzip.length;
  brSize += br.length;
}
const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;
console.log(
  `compressed ${count} files in ${Math.round(performance.now() - started)} ms: ${kb(size)}, ${kb(gzipSize)} gzipped, ${kb(brSize)} with brotli`,
);
