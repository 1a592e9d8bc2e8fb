import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '#tests/setup/test-app.ts';

describe('serving the built SPA', () => {
  let dir: string;
  let t: TestApp;
  const script = `console.log(${JSON.stringify('garden '.repeat(300))});`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'garden-guide-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Garden Guide</title><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'main-abc123.js'), script);
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp('sqlite', { clientDir: dir });
  });
  afterAll(async () => {
    await t.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  test('hashed assets are cached for a year and compressed', async () => {
    const res = await t.app.request('/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toContain('text/javascript');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(script);
  });

  test('a client that accepts no compression gets the file as it is', async () => {
    const res = await t.app.request('/assets/main-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(script)));
    expect(await res.text()).toBe(script);
  });

  test('brotli is preferred when accepted', async () => {
    const res = await t.app.request('/assets/main-abc123.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
  });

  test('every other path gets index.html, which is not cached', async () => {
    for (const path of ['/', '/learn', '/plant/42', '/some/unknown/path']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  test('a missing hashed asset is a 404, not the HTML page', async () => {
    const res = await t.app.request('/assets/gone-000.js');
    expect(res.status).toBe(404);
  });

  test('a matching ETag gets 304', async () => {
    const first = await t.app.request('/favicon.svg');
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await t.app.request('/favicon.svg', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  test('API paths are never answered with the SPA', async () => {
    const res = await t.app.request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

describe('serving pre-rendered pages', () => {
  let dir: string;
  let t: TestApp;
  const page = (name: string) => `<!doctype html><title>${name}</title><div id="root"><h1>${name}</h1></div>`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'garden-guide-dist-'));
    mkdirSync(join(dir, 'learn'));
    mkdirSync(join(dir, 'plant', 'tomato'), { recursive: true });
    writeFileSync(join(dir, 'spa.html'), '<!doctype html><title>Garden Guide</title><div id="root"></div>');
    writeFileSync(join(dir, 'index.html'), page('Landing'));
    writeFileSync(join(dir, 'learn', 'index.html'), page('About'));
    writeFileSync(join(dir, 'plant', 'tomato', 'index.html'), page('Tomato'));
    t = await createTestApp('sqlite', { clientDir: dir });
  });
  afterAll(async () => {
    await t.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const shell = '<div id="root"></div>';

  test('a visitor gets the page pre-rendered for the path, not cached, varying by cookie', async () => {
    for (const [path, name] of [
      ['/', 'Landing'],
      ['/learn', 'About'],
      ['/learn/', 'About'],
      ['/plant/tomato', 'Tomato'],
    ]) {
      const res = await t.app.request(path!);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toBe('Accept-Encoding, Cookie');
      expect(await res.text()).toContain(`<h1>${name}</h1>`);
    }
  });

  test('a request with a session cookie gets the SPA shell, as a signed-in gardener or a guest', async () => {
    for (const cookie of [
      'better-auth.session_token=abc.def',
      'theme=dark; __Secure-better-auth.session_token=abc.def',
    ]) {
      for (const path of ['/', '/learn', '/plant/tomato']) {
        const res = await t.app.request(path, { headers: { cookie } });
        expect(await res.text()).toContain(shell);
      }
    }
  });

  test('other cookies still get the pre-rendered page', async () => {
    const res = await t.app.request('/learn', { headers: { cookie: 'gg_theme=dark' } });
    expect(await res.text()).toContain('<h1>About</h1>');
  });

  test('a path with a query string, or without a pre-rendered page, gets the SPA shell', async () => {
    for (const path of ['/?zip=10001&q=tomato', '/learn?from=mail', '/plant/basil', '/garden', '/no/such/page']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain(shell);
    }
  });

  test('a page and the shell have their own ETags, so a revalidation never gets the other one', async () => {
    const page = await t.app.request('/learn');
    const etag = page.headers.get('etag')!;
    const again = await t.app.request('/learn', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const signedIn = await t.app.request('/learn', {
      headers: { 'if-none-match': etag, cookie: 'better-auth.session_token=abc.def' },
    });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).toContain(shell);
  });
});

describe('compressed copies written by the build', () => {
  let dir: string;
  let t: TestApp;
  const script = `console.log(${JSON.stringify('seedling '.repeat(300))});`;
  const stale = `console.log(${JSON.stringify('transplant '.repeat(300))});`;
  // Not the level the server compresses at, so the bytes tell which were served.
  const gzip = gzipSync(script, { level: 1 });
  const br = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'garden-guide-dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Garden Guide</title><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'built-1.js'), script);
    writeFileSync(join(dir, 'assets', 'built-1.js.gz'), gzip);
    writeFileSync(join(dir, 'assets', 'built-1.js.br'), br);
    // Copies older than their file are another build's: the file is compressed afresh.
    writeFileSync(join(dir, 'assets', 'stale-1.js'), stale);
    writeFileSync(join(dir, 'assets', 'stale-1.js.gz'), gzipSync('old', { level: 1 }));
    writeFileSync(join(dir, 'assets', 'stale-1.js.br'), brotliCompressSync('old'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(dir, 'assets', 'stale-1.js.gz'), past, past);
    utimesSync(join(dir, 'assets', 'stale-1.js.br'), past, past);
    // A copy without its brotli twin is not used either.
    writeFileSync(join(dir, 'assets', 'half-1.js'), script);
    writeFileSync(join(dir, 'assets', 'half-1.js.gz'), gzipSync('old', { level: 1 }));
    t = await createTestApp('sqlite', { clientDir: dir });
  });
  afterAll(async () => {
    await t.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  const bytes = async (path: string, encoding: string) =>
    Buffer.from(await (await t.app.request(path, { headers: { 'accept-encoding': encoding } })).arrayBuffer());

  test('are served as they were written', async () => {
    expect((await bytes('/assets/built-1.js', 'gzip')).equals(gzip)).toBe(true);
    expect((await bytes('/assets/built-1.js', 'br')).equals(br)).toBe(true);
    expect((await bytes('/assets/built-1.js', 'identity')).toString()).toBe(script);
  });

  test('older than their file, or without the other encoding, are ignored', async () => {
    expect(gunzipSync(await bytes('/assets/stale-1.js', 'gzip')).toString()).toBe(stale);
    expect(brotliDecompressSync(await bytes('/assets/stale-1.js', 'br')).toString()).toBe(stale);
    expect(gunzipSync(await bytes('/assets/half-1.js', 'gzip')).toString()).toBe(script);
  });

  test('are not files of their own', async () => {
    for (const path of ['/assets/built-1.js.gz', '/assets/built-1.js.br', '/assets/stale-1.js.br']) {
      expect((await t.app.request(path)).status).toBe(404);
    }
  });
});
