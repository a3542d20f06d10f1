import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { type ClientHttp2Session, connect, constants } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, serveStatic } from '../../scripts/dev/serve/staticServer.ts';

// A build of its own: two pages, a script with its brotli copy, the 404 page and a _headers file.
const page = '<!doctype html><title>Listings</title><h1>Current listings</h1>';
const script = `console.log(${JSON.stringify('a hashed bundle '.repeat(40))});`;
const headersFile = `/*
  X-Frame-Options: DENY
  Cache-Control: public, max-age=0, must-revalidate

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`;

let dir: string;
let server: StaticServer;
let session: ClientHttp2Session;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'http2-server-'));
  mkdirSync(join(dir, 'listings'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(join(dir, 'listings', 'index.html'), page);
  writeFileSync(join(dir, 'listings', 'index.html.br'), brotliCompressSync(page));
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js'), script);
  writeFileSync(join(dir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(script));
  writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title><h1>Page not found</h1>');
  writeFileSync(join(dir, '_headers'), headersFile);
  server = await serveStatic(dir, { port: 0, http2: true });
  // The certificate is a throwaway self-signed one: this client, like the bench's Chromium, accepts it.
  session = connect(server.url, { rejectUnauthorized: false });
});
afterAll(async () => {
  session?.close();
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One request over the HTTP/2 session: status, headers and the body's bytes as sent. */
function get(path: string, headers: Record<string, string> = {}) {
  return new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers });
    const chunks: Buffer[] = [];
    let responseHeaders: Record<string, string | string[] | undefined> = {};
    stream.on('response', (h) => (responseHeaders = h));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ headers: responseHeaders, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    stream.end();
  });
}

describe('the static server over HTTP/2 (the benchmarks’ --http2)', () => {
  it('answers on an https address, over h2, under a certificate for 127.0.0.1', async () => {
    expect(server.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    await get('/');
    expect((session.socket as TLSSocket).alpnProtocol).toBe('h2');
    const certificate = (session.socket as TLSSocket).getPeerCertificate();
    expect(certificate.subjectaltname).toContain('IP Address:127.0.0.1');
    expect(certificate.subjectaltname).toContain('DNS:localhost');
  });

  it('serves a page at its folder’s path, brotli-compressed, with the _headers file’s headers', async () => {
    const { headers, body } = await get('/listings', { 'accept-encoding': 'br, gzip' });
    expect(headers[constants.HTTP2_HEADER_STATUS]).toBe(200);
    expect(headers['content-type']).toMatch(/^text\/html/);
    expect(headers['content-encoding']).toBe('br');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(brotliDecompressSync(body).toString()).toBe(page);
  });

  it('serves a bundle’s .br copy to a browser that accepts brotli, and the file itself to one that does not', async () => {
    const compressed = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['content-type']).toMatch(/javascript/);
    expect(compressed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(compressed.body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(compressed.body).toString()).toBe(script);

    const plain = await get('/assets/app-1a2b3c.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('answers an unknown path with 404 and the site’s 404 page', async () => {
    const { headers, body } = await get('/no-such-page');
    expect(headers[constants.HTTP2_HEADER_STATUS]).toBe(404);
    expect(body.toString()).toContain('Page not found');
  });

  it('still answers HTTP/1.1 on the same port', async () => {
    const { status, body } = await new Promise<{ status: number | undefined; body: string }>((resolve, reject) => {
      const request = httpsRequest(`${server.url}/listings`, { rejectUnauthorized: false }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode, body: text }));
      });
      request.on('error', reject);
      request.end();
    });
    expect(status).toBe(200);
    expect(body).toBe(page);
  });

  it('closes with a client still connected, freeing its port', async () => {
    const other = await serveStatic(dir, { port: 0, http2: true });
    const client = connect(other.url, { rejectUnauthorized: false });
    await new Promise((resolve) => client.once('connect', resolve));
    const port = Number(new URL(other.url).port);
    await other.close();
    const again = await serveStatic(dir, { port, http2: true });
    expect(again.url).toBe(other.url);
    client.destroy();
    await again.close();
  });
});
