/**
 * npx tsx bench/typeScale.ts [dist folder]: the computed font size of every h1, h2 and h3 on each
 * route of a built site at 390 and 1440 px, and the page's side margin (the left edge of the
 * leftmost text in <main>), so a change to the type scale can be compared with
 * the build before it. Prints one line per route and width, then the distinct sizes per level.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { serveStatic } from '../scripts/dev/serve/staticServer.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { distDir } from '../scripts/lib/paths.ts';

const dist = resolve(process.argv[2] ?? distDir);
const routes = [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1]!).pathname,
);
const widths = [390, 1440];

interface Measured {
  h1: number[];
  h2: number[];
  h3: number[];
  margin: number;
  capsTyped: string[];
}

const MEASURE = `(() => {
  const shown = (el) => el.getClientRects().length > 0;
  const sizes = (tag) => [...document.querySelectorAll('main ' + tag)].filter(shown)
    .map((el) => Math.round(parseFloat(getComputedStyle(el).fontSize) * 10) / 10);
  const lefts = [];
  const walker = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent.trim()) continue;
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (rect.width > 0 && rect.left > 0) lefts.push(Math.round(rect.left));
  }
  const capsTyped = [...document.querySelectorAll('main h1, main h2, main h3')]
    .map((el) => el.textContent.trim()).filter((t) => /[A-Z]{3}/.test(t) && t === t.toUpperCase());
  return { h1: sizes('h1'), h2: sizes('h2'), h3: sizes('h3'), margin: Math.min(...lefts), capsTyped };
})()`;

const server = await serveStatic(dist, { port: 0 });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
const all: Record<string, Set<number>> = { h1: new Set(), h2: new Set(), h3: new Set() };
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const route of routes) {
      await page.goto(server.url + route, { waitUntil: 'load' });
      // Lay out every band (content-visibility) so each heading has its real size and place.
      await page.evaluate(() => document.documentElement.setAttribute('data-render-all', ''));
      // A string, so the bundler's helpers (tsx names arrow functions) do not reach the page.
      const m = await page.evaluate<Measured>(MEASURE);
      const distinct = (xs: number[]) => [...new Set(xs)].sort((a, b) => b - a);
      for (const level of ['h1', 'h2', 'h3'] as const) for (const size of m[level]) all[level]!.add(size);
      console.log(
        [
          String(width).padEnd(5),
          route.padEnd(40),
          `h1 ${distinct(m.h1).join('/') || '-'}`.padEnd(14),
          `h2 ${distinct(m.h2).join('/') || '-'}`.padEnd(26),
          `h3 ${distinct(m.h3).join('/') || '-'}`.padEnd(22),
          `margin ${m.margin}`,
          m.capsTyped.length ? `typed caps: ${m.capsTyped.join(' | ')}` : '',
        ].join(' '),
      );
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.close();
}
for (const level of ['h1', 'h2', 'h3'] as const)
  console.log(`${level} sizes across the site: ${[...all[level]!].sort((a, b) => b - a).join(', ')}`);
