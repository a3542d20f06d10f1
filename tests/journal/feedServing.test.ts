/**
 * The feed is served as Atom (application/atom+xml; charset=utf-8), not the generic XML type a
 * host guesses from ".xml": by the build's _headers rule, which static hosts read, and by the local
 * server, which follows that file, whether it sends the feed as it is or brotli-compressed.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journalFeed } from '../../scripts/siteBuild/journalFeed.ts';
import { headersFile } from '../../scripts/siteBuild/securityHeaders.ts';
import { readHeadersFile } from '../../scripts/dev/serve/headersFile.ts';
import { type StaticServer, serveStatic } from '../../scripts/dev/serve/staticServer.ts';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

const ATOM = 'application/atom+xml; charset=utf-8';
const rules = (local: boolean) => headersFile("default-src 'self'", { local });

describe('the _headers rule', () => {
  it.each([true, false])('names the feed as Atom (local build: %s)', (local) => {
    const dir = mkdtempSync(join(tmpdir(), 'feed-headers-'));
    writeFileSync(join(dir, '_headers'), rules(local));
    const headersFor = readHeadersFile(join(dir, '_headers'));
    rmSync(dir, { recursive: true });
    expect(headersFor('/journal/feed.xml')).toContainEqual(['Content-Type', ATOM]);
    // Only the feed: the sitemap and the pages keep the type their files have.
    expect(headersFor('/sitemap.xml').map(([name]) => name.toLowerCase())).not.toContain('content-type');
    expect(headersFor('/journal').map(([name]) => name.toLowerCase())).not.toContain('content-type');
  });
});

describe('the local server', () => {
  let dir: string;
  let server: StaticServer;
  const feed = journalFeed(loadContent(fixtureSiteRoot).content!, '2026-11-27');

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'feed-serve-'));
    mkdirSync(join(dir, 'journal'));
    writeFileSync(join(dir, '404.html'), '<!doctype html><title>Not found</title>');
    writeFileSync(join(dir, 'sitemap.xml'), '<?xml version="1.0"?><urlset/>');
    writeFileSync(join(dir, 'journal', 'feed.xml'), feed);
    writeFileSync(join(dir, 'journal', 'feed.xml.br'), brotliCompressSync(feed));
    writeFileSync(join(dir, '_headers'), rules(true));
    server = await serveStatic(dir, { port: 0 });
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['identity', 'br'])('sends /journal/feed.xml as Atom (accept-encoding: %s)', async (encoding) => {
    const response = await fetch(`${server.url}/journal/feed.xml`, { headers: { 'accept-encoding': encoding } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(ATOM);
    expect(response.headers.get('content-encoding')).toBe(encoding === 'br' ? 'br' : null);
    expect(await response.text()).toBe(feed);
  });

  it('keeps the type sirv gives other XML', async () => {
    const response = await fetch(`${server.url}/sitemap.xml`);
    expect(response.headers.get('content-type')).toBe('text/xml');
  });
});
