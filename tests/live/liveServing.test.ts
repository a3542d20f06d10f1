/** What npm start's server adds to the built site: the live-reload script in each page, and pages read from the build as they are now. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveReload } from '../../scripts/dev/live/liveReload.ts';
import { pageFileFor } from '../../scripts/dev/serve/pageFile.ts';
import { serveStatic, type StaticServer } from '../../scripts/dev/serve/staticServer.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'live-serving-'));
  mkdirSync(join(dir, 'listings', 'x'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), '<html><body>home</body></html>');
  writeFileSync(join(dir, 'listings', 'x', 'index.html'), '<html><body>x</body></html>');
  writeFileSync(join(dir, '404.html'), '<html><body>not found</body></html>');
  writeFileSync(join(dir, '_headers'), "/*\n  Content-Security-Policy: script-src 'self'\n");
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the page a request is answered with', () => {
  it('resolves a page as the static server does', () => {
    expect(pageFileFor(dir, '/')).toBe(join(dir, 'index.html'));
    expect(pageFileFor(dir, '/listings/x')).toBe(join(dir, 'listings', 'x', 'index.html'));
    expect(pageFileFor(dir, '/listings/x/?utm=1')).toBe(join(dir, 'listings', 'x', 'index.html'));
    expect(pageFileFor(dir, '/listings/x/index.html')).toBe(join(dir, 'listings', 'x', 'index.html'));
  });
  it('is none for files that are not pages, unknown paths and paths that leave the build', () => {
    expect(pageFileFor(dir, '/_headers')).toBeUndefined();
    expect(pageFileFor(dir, '/nothing-here')).toBeUndefined();
    expect(pageFileFor(dir, '/../../etc/passwd')).toBeUndefined();
    expect(pageFileFor(dir, '/%2e%2e/%2e%2e/etc/hosts')).toBeUndefined();
    expect(pageFileFor(dir, '/%E0%A4%A')).toBeUndefined();
  });
});

describe('npm start serving the build', () => {
  let site: StaticServer;
  const live = liveReload();
  beforeAll(async () => {
    site = await serveStatic(dir, { port: 0, routes: live.routes, transformHtml: live.inject });
  });
  afterAll(async () => {
    live.close();
    await site.close();
  });

  it('adds the live-reload script, a file of its own origin, to every page and the 404 page, with the build’s headers', async () => {
    const page = await fetch(`${site.url}/listings/x`);
    expect(await page.text()).toBe('<html><body>x<script src="/__live/reload.js"></script>\n</body></html>');
    expect(page.headers.get('content-security-policy')).toBe("script-src 'self'");
    const missing = await fetch(`${site.url}/nothing-here`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('not found<script src="/__live/reload.js">');
    const script = await fetch(`${site.url}/__live/reload.js`);
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain('new EventSource("/__live/events")');
  });

  it('serves a page replaced in the build once reloaded, and tells open pages which pages changed', async () => {
    const events = await fetch(`${site.url}/__live/events`);
    const reader = events.body!.getReader();
    writeFileSync(join(dir, 'listings', 'x', 'index.html'), '<html><body>x, new price</body></html>');
    site.reload();
    live.notify(['/listings/x']);
    let text = '';
    while (!text.includes('event: rebuilt')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('data: {"routes":["/listings/x"]}');
    await reader.cancel();
    expect(await (await fetch(`${site.url}/listings/x`)).text()).toContain('x, new price');
  });
});
