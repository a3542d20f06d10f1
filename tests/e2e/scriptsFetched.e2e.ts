/**
 * npm run bench:js's measure (bench/lib/scriptsFetched.ts): every script Chromium fetches from
 * navigation until the network is quiet, gzipped. It must count what a page imports after it has
 * hydrated, which the old measure (the modules the app loader preloads) cannot see, and the built
 * site's routes must stay within the budget it enforces.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { firstLoadJs, firstLoadReport } from '../../bench/firstLoadJs.ts';
import { FETCHED_BUDGET_KB, scriptsFetched, scriptsFetchedByRoute } from '../../bench/lib/scriptsFetched.ts';
import { appLoaderTag } from '../../scripts/siteBuild/appLoader.ts';
import { serveStatic } from '../../scripts/dev/serve/staticServer.ts';
import { baseUrl, connectBrowser } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(() => browser?.close());

/** Serves `files` (path under the root: content) as a built site, for `run`, then removes them. */
async function withSite(files: Record<string, string>, run: (url: string) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'scripts-fetched-'));
  for (const [name, text] of Object.entries({ '404.html': '<!doctype html><title>Not found</title>', ...files }))
    writeFileSync(join(dir, name), text);
  const site = await serveStatic(dir, { port: 0 });
  try {
    await run(site.url);
  } finally {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Keeps the page's main thread busy for `ms`, as a machine short of CPU does. */
const busyFor = (ms: number) => `var end = performance.now() + ${ms}; while (performance.now() < end);`;

describe('what a visitor pays in JavaScript', () => {
  it("counts a script imported well after the page has loaded, gzipped, and the page's own scripts", async () => {
    const late = `export const late = ${JSON.stringify('x'.repeat(5000) + Math.random())};`;
    const first = `setTimeout(() => import('./late.js').then((m) => (document.title = String(m.late.length))), 400);`;
    const index = '<!doctype html><title>t</title><script type="module" src="/first.js"></script>';
    await withSite({ 'index.html': index, 'first.js': first, 'late.js': late }, async (url) => {
      const measured = await scriptsFetched(browser, url, '/');
      expect(measured.scripts.map((s) => new URL(s.url).pathname).sort()).toEqual(['/first.js', '/late.js']);
      const expected = [first, late].reduce((sum, text) => sum + gzipSync(Buffer.from(text), { level: 9 }).length, 0);
      expect(measured.gzipBytes).toBe(expected);
    });
  });

  // At a load average of 20 the page painted (and so started its app) more than a quiet second
  // after its load, and the measure ended before any script: "fetched no script".
  it('waits for the app loader and the main thread on a page starved of CPU', async () => {
    const starved = `<script>addEventListener('load', function () { setTimeout(function () { ${busyFor(1500)} }, 0); });</script>`;
    const index = `<!doctype html><title>t</title><p>Home</p>${starved}${appLoaderTag('/entry.js', ['/dep.js'])}`;
    // Hydration that takes longer than a quiet second before the app imports what it needs next.
    const entry = `import './dep.js'; setTimeout(() => { ${busyFor(1500)} import('./late.js'); }, 0);`;
    const files = { 'index.html': index, 'entry.js': entry, 'dep.js': 'export {};', 'late.js': 'export {};' };
    await withSite(files, async (url) => {
      const measured = await scriptsFetched(browser, url, '/');
      expect(measured.scripts.map((s) => new URL(s.url).pathname).sort()).toEqual(['/dep.js', '/entry.js', '/late.js']);
    });
  });

  it(
    'on every route: at least every preloaded module, so never less than the old measure, and within the budget',
    { timeout: 240_000 },
    async () => {
      const dist = inject('distDir');
      const old = firstLoadReport(dist);
      expect(old.length).toBeGreaterThan(20);
      const fetched = await scriptsFetchedByRoute(
        browser,
        baseUrl(),
        old.map((r) => r.route),
        3,
      );
      for (const page of fetched) {
        const htmlFile = join(dist, page.route === '/404' ? '404.html' : `${page.route}/index.html`);
        const preloaded = firstLoadJs(dist, htmlFile);
        const paths = page.scripts.map((s) => new URL(s.url).pathname);
        expect(paths, page.route).toEqual(expect.arrayContaining([...new Set(preloaded.files)]));
        expect(page.gzipBytes, page.route).toBeGreaterThanOrEqual(preloaded.gzipBytes);
        expect(
          page.gzipBytes / 1024,
          `${page.route}: ${(page.gzipBytes / 1024).toFixed(1)} KB fetched`,
        ).toBeLessThanOrEqual(FETCHED_BUDGET_KB);
      }
    },
  );
});
