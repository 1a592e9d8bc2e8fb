import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { extname, relative, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../context.ts';
import { COMPRESSED_ENDINGS, compress, filesUnder, isCompressible, readCompressed } from '../lib/static-compression.ts';
import { sessionCookieOf } from './session-cache.ts';

interface StaticFile {
  /** The file as it is; left out when it is kept compressed (see loadStaticFiles). */
  body?: Buffer;
  gzip?: Buffer;
  br?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};
const YEAR = 'public, max-age=31536000, immutable';

/** A compressed copy the build wrote beside a file (`app.js.gz` beside `app.js`), not a file to serve. */
function isCompressedCopy(path: string, paths: ReadonlySet<string>): boolean {
  return Object.values(COMPRESSED_ENDINGS).some(
    (ending) => path.endsWith(ending) && paths.has(path.slice(0, -ending.length)),
  );
}

/**
 * Reads the built SPA into memory once, compressed ahead of time, so serving a file
 * costs no disk or CPU work per request. A compressed file is kept in its compressed
 * forms only (the pre-rendered pages are most of the bytes): every browser accepts one,
 * and a client that takes neither gets the gzip inflated on the way out. The build writes
 * the compressed forms beside each file; a file without them is compressed here.
 */
export function loadStaticFiles(dir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(dir)) return files;
  const paths = new Set(filesUnder(dir));
  for (const path of paths) {
    if (isCompressedCopy(path, paths)) continue;
    const urlPath = '/' + relative(dir, path).split(sep).join('/');
    const ext = extname(path);
    const body = readFileSync(path);
    const file: StaticFile = {
      body,
      type: TYPES[ext] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 16)}"`,
      cacheControl: urlPath.startsWith('/assets/')
        ? YEAR
        : // The service worker is looked at on every visit, so a new build's takes over.
          ext === '.html' || urlPath === '/sw.js'
          ? 'no-cache'
          : 'public, max-age=3600',
    };
    if (isCompressible(path, body.length)) {
      Object.assign(file, readCompressed(path) ?? compress(body));
      delete file.body;
    }
    files.set(urlPath, file);
  }
  return files;
}

/** `/learn` → `/learn/index.html`, `/` → `/index.html`: where the build writes a pre-rendered page. */
function pageFileOf(path: string): string {
  return `${path.replace(/\/+$/, '')}/index.html`;
}

/**
 * Serves the built SPA: files by path; for every other non-API path, the page the build
 * pre-rendered for it (`<path>/index.html`, see scripts/prerender.ts) or else the SPA shell
 * (`spa.html`, or `index.html` in a build without pre-rendered pages).
 *
 * A pre-rendered page is what a signed-out visitor sees, so it goes only to requests
 * without a session cookie (a gardener's `/` is their garden; a guest's pages are read
 * with the session) and without a query string (`/?zip=…` shows a search); the rest get
 * the shell, which the app renders in the browser.
 */
export function staticSpa(dir: string): MiddlewareHandler<AppEnv> {
  const files = loadStaticFiles(dir);
  const shell = files.get('/spa.html') ?? files.get('/index.html');
  return async (c, next) => {
    const method = c.req.method;
    const path = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || path.startsWith('/api/') || path === '/api') {
      return next();
    }
    let file = files.get(path);
    let isPagePath = false;
    if (!file) {
      // A missing hashed asset is a real 404, so a stale tab fails loudly instead of parsing HTML as JS.
      if (path.startsWith('/assets/') || !shell) return next();
      isPagePath = true;
      const isVisitor = !c.req.url.includes('?') && !sessionCookieOf(c.req.header('Cookie'));
      file = (isVisitor ? files.get(pageFileOf(path)) : undefined) ?? shell;
    }
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      ETag: file.etag,
      // The same path is a pre-rendered page or the shell by the session cookie.
      Vary: isPagePath ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
    };
    if (c.req.header('If-None-Match') === file.etag) return c.body(null, 304, headers);
    const accept = c.req.header('Accept-Encoding') ?? '';
    let body: Buffer;
    if (file.br && /\bbr\b/.test(accept)) {
      body = file.br;
      headers['Content-Encoding'] = 'br';
    } else if (file.gzip && /\bgzip\b/.test(accept)) {
      body = file.gzip;
      headers['Content-Encoding'] = 'gzip';
    } else {
      body = file.body ?? gunzipSync(file.gzip!);
    }
    headers['Content-Length'] = String(body.length);
    if (method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(body), 200, headers);
  };
}
