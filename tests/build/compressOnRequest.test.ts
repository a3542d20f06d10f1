/**
 * `npm run build` gives copies only to the shared scripts and styles (scripts/siteBuild/precompress.ts):
 * the local server compresses the pages, their data and the site-wide files as it sends them, in
 * brotli at the build's settings, kept in the builds' cache by content hash (so a page is
 * compressed once), or gzipped for a client without brotli; with the type and the _headers they
 * are served with otherwise. Files with a copy from the build are sent that copy.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, serveStatic } from '../../scripts/dev/serve/staticServer.ts';

const page = `<!doctype html><title>Listings</title>${'<p>A home on a quiet street.</p>'.repeat(60)}`;
const data = JSON.stringify({ page: { path: '/listings', words: 'a home '.repeat(300) } });
const script = `console.log(${JSON.stringify('a hashed bundle '.repeat(100))});`;
const scriptBrotli = brotliCompressSync(script);
const scriptGzip = gzipSync(script, { level: 9 });
const notFound = `<!doctype html><title>Not found</title>${'<p>No page here.</p>'.repeat(80)}`;

let dir: string;
let cache: string;
let server: StaticServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'compress-on-request-'));
  cache = mkdtempSync(join(tmpdir(), 'compress-on-request-cache-'));
  for (const folder of ['listings', 'sold', '_data', 'assets']) mkdirSync(join(dir, folder));
  writeFileSync(join(dir, 'listings', 'index.html'), page);
  writeFileSync(join(dir, 'sold', 'index.html'), page.replace('Listings', 'Sold'));
  writeFileSync(join(dir, 'small.html'), '<!doctype html><title>Small</title>');
  writeFileSync(join(dir, '_data', 'listings.json'), data);
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), script);
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js.br'), scriptBrotli);
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js.gz'), scriptGzip);
  writeFileSync(join(dir, '404.html'), notFound);
  writeFileSync(join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  server = await serveStatic(dir, { port: 0, compressedCache: cache });
});
afterAll(async () => {
  await server?.close();
  for (const folder of [dir, cache]) rmSync(folder, { recursive: true, force: true });
});

/** One request with exactly these headers (fetch would add its own accept-encoding and decode the body). */
function get(path: string, acceptEncoding: string | undefined, method = 'GET', extra: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = { ...extra, ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }) };
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const cachedCopies = () => readdirSync(cache).filter((name) => name.endsWith('.br'));

describe.each([
  ['gzip, deflate', 'gzip', gunzipSync],
  ['gzip, deflate, br', 'br', brotliDecompressSync],
] as const)('a client that accepts %s', (acceptEncoding, coding, decode) => {
  it.each([
    ['/listings', page, 'text/html;charset=utf-8'],
    ['/listings/', page, 'text/html;charset=utf-8'],
    ['/_data/listings.json', data, 'application/json'],
  ])(`gets %s in ${coding}, with its type and the _headers`, async (path, body, type) => {
    const { status, headers, body: sent } = await get(path, acceptEncoding);
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe(coding);
    expect(headers['content-type']).toBe(type);
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(Number(headers['content-length'])).toBe(sent.length);
    expect(sent.length).toBeLessThan(body.length / 4);
    expect(decode(sent).toString()).toBe(body);
  });

  it("gets a shared script's own copy from the build", async () => {
    const { headers, body } = await get('/assets/app-1a2b3c.js', acceptEncoding);
    expect(headers['content-encoding']).toBe(coding);
    expect(body.equals(coding === 'br' ? scriptBrotli : scriptGzip)).toBe(true);
  });

  it('gets the headers alone for HEAD', async () => {
    const { status, headers, body } = await get('/listings', acceptEncoding, 'HEAD');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe(coding);
    expect(Number(headers['content-length'])).toBeGreaterThan(0);
    expect(body.length).toBe(0);
  });

  it('gets no file from outside the build, and the 404 page, compressed, for a missing one', async () => {
    expect((await get('/..%2f..%2fetc%2fhostname', acceptEncoding)).status).toBe(404);
    const missing = await get('/no-such-page', acceptEncoding);
    expect(missing.status).toBe(404);
    if (coding === 'br') expect(brotliDecompressSync(missing.body).toString()).toBe(notFound);
    else expect(missing.body.toString()).toBe(notFound);
  });

  it('gets a file under a kilobyte as it is', async () => {
    const { headers, body } = await get('/small.html', acceptEncoding);
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toContain('<title>Small</title>');
  });
});

describe('the brotli copies made on request', () => {
  let before: Set<string>;
  beforeAll(() => {
    before = new Set(cachedCopies());
  });

  it('are kept in the cache by content hash, one per page however many ask at once', async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => get('/sold', 'br')));
    expect(cachedCopies().length).toBe(before.size + 1);
    for (const { body } of answers) expect(body.equals(answers[0]!.body)).toBe(true);
  });

  it('are read from the cache by a server started later, and marked as used so no build prunes them', async () => {
    await get('/sold', 'br');
    const [copy] = cachedCopies().filter((name) => !before.has(name));
    const kept = join(cache, copy!);
    const weekOld = new Date(Date.now() - 6 * 24 * 60 * 60 * 1000);
    utimesSync(kept, weekOld, weekOld);
    const { ino } = statSync(kept);
    const later = await serveStatic(dir, { port: 0, compressedCache: cache });
    try {
      const response = await fetch(`${later.url}/sold`, { headers: { 'accept-encoding': 'br' } });
      expect(await response.text()).toBe(page.replace('Listings', 'Sold'));
    } finally {
      await later.close();
    }
    // The same file (a copy made again would be renamed over it), its time now: read, not compressed again.
    expect(statSync(kept).ino).toBe(ino);
    expect(Date.now() - statSync(kept).mtimeMs).toBeLessThan(60_000);
  });

  it('answer a revalidation with 304 until the page is rebuilt, then send the new page', async () => {
    const first = await get('/listings', 'br');
    const etag = String(first.headers.etag);
    expect((await get('/listings', 'br', 'GET', { 'if-none-match': etag })).status).toBe(304);
    const rebuilt = page.replace('quiet street', 'leafy street');
    const file = join(dir, 'listings', 'index.html');
    writeFileSync(file, rebuilt);
    const later = new Date(statSync(file).mtimeMs + 5000);
    utimesSync(file, later, later);
    const again = await get('/listings', 'br', 'GET', { 'if-none-match': etag });
    expect(again.status).toBe(200);
    expect(again.headers.etag).not.toBe(etag);
    expect(brotliDecompressSync(again.body).toString()).toBe(rebuilt);
    writeFileSync(file, page);
  });
});

describe('a client that names no encoding', () => {
  it('gets the file as it is', async () => {
    const { headers, body } = await get('/_data/listings.json', undefined);
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(data);
  });
});
