import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The built app's files that are served compressed: text, and more than a packet's worth. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);
const MIN_COMPRESSED_SIZE = 512;

/** Every file under `dir`, at any depth. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

export interface Compressed {
  gzip: Buffer;
  br: Buffer;
}

export function isCompressible(path: string, size: number): boolean {
  return COMPRESSIBLE.has(extname(path)) && size > MIN_COMPRESSED_SIZE;
}

/** The endings of a file's compressed copies, written beside it by the build. */
export const COMPRESSED_ENDINGS = { gzip: '.gz', br: '.br' } as const;

/** A file compressed as it is served: both encodings at a high level, since it is done once. */
export function compress(body: Buffer): Compressed {
  return {
    gzip: gzipSync(body, { level: 9 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  };
}

/**
 * The compressed copies the build wrote beside `path` (`npm run build`'s last step,
 * scripts/compress-static.ts), or undefined when either is missing or older than the file:
 * then the file is compressed where it is loaded. Compressing the pre-rendered pages at
 * start-up took about 2 s and 30 MB of memory at its peak.
 */
export function readCompressed(path: string): Compressed | undefined {
  const gzipPath = path + COMPRESSED_ENDINGS.gzip;
  const brPath = path + COMPRESSED_ENDINGS.br;
  if (!existsSync(gzipPath) || !existsSync(brPath)) return undefined;
  const written = statSync(path).mtimeMs;
  if (statSync(gzipPath).mtimeMs < written || statSync(brPath).mtimeMs < written) return undefined;
  return { gzip: readFileSync(gzipPath), br: readFileSync(brPath) };
}
