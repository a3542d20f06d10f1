/**
 * The build keeps no .gz of the pages and their data (scripts/siteBuild/precompress.ts): a client
 * that accepts gzip but not brotli gets them gzipped as they are sent, with the type and the
 * _headers they are served with otherwise; every other client is answered from the build's copies.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, serveStatic } from '../../scripts/dev/serve/staticServer.ts';

const page = `<!doctype html><title>Listings</title>${'<p>A home on a quiet street.</p>'.repeat(60)}`;
const data = JSON.stringify({ page: { path: '/listings', words: 'a home '.repeat(300) } });
const script = `console.log(${JSON.stringify('a hashed bundle '.repeat(100))});`;
const scriptGzip = gzipSync(script, { level: 9 });

let dir: string;
let server: StaticServer;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gzip-on-request-'));
  for (const folder of ['listings', '_data', 'assets']) mkdirSync(join(dir, folder));
  writeFileSync(join(dir, 'listings', 'index.html'), page);
  writeFileSync(join(dir, 'listings', 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dir, '_data', 'listings.json'), data);
  writeFileSync(join(dir, '_data', 'listings.json.br'), brotliCompressSync(data));
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), script);
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js.gz'), scriptGzip);
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
  writeFileSync(join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
  server = await serveStatic(dir, { port: 0 });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One request with exactly these headers (fetch would add its own accept-encoding and decode the body). */
function get(path: string, acceptEncoding: string | undefined, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    const req = request(`${server.url}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a client that accepts gzip but not brotli', () => {
  it.each([
    ['/listings', page, 'text/html;charset=utf-8'],
    ['/listings/', page, 'text/html;charset=utf-8'],
    ['/_data/listings.json', data, 'application/json'],
  ])('gets %s gzipped, with its type and the _headers', async (path, body, type) => {
    const { status, headers, body: sent } = await get(path, 'gzip, deflate');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-type']).toBe(type);
    expect(headers.vary).toBe('Accept-Encoding');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(Number(headers['content-length'])).toBe(sent.length);
    expect(sent.length).toBeLessThan(body.length / 4);
    expect(gunzipSync(sent).toString()).toBe(body);
  });

  it("gets a shared script's own .gz copy", async () => {
    const { headers, body } = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(body.equals(scriptGzip)).toBe(true);
  });

  it('gets the headers alone for HEAD', async () => {
    const { status, headers, body } = await get('/listings', 'gzip', 'HEAD');
    expect(status).toBe(200);
    expect(headers['content-encoding']).toBe('gzip');
    expect(body.length).toBe(0);
  });

  it('gets no file from outside the build, and the 404 page for a missing one', async () => {
    expect((await get('/..%2f..%2fetc%2fhostname', 'gzip')).status).toBe(404);
    expect((await get('/no-such-page', 'gzip')).status).toBe(404);
  });
});

describe('every other client', () => {
  it('gets brotli when it accepts brotli, from the copy the build wrote', async () => {
    const { headers, body } = await get('/listings', 'gzip, deflate, br');
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it('gets the file as it is when it names no encoding', async () => {
    const { headers, body } = await get('/_data/listings.json', undefined);
    expect(headers['content-encoding']).toBeUndefined();
    expect(body.toString()).toBe(data);
  });
});
