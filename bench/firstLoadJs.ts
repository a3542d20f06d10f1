/**
 * npm run bench:js: for every route of a built folder, the JavaScript a visitor pays (every script
 * Chromium fetches from navigation until the network is quiet, gzipped: bench/lib/scriptsFetched.ts)
 * against the budget and the issue's targets, with the old measure beside it. Exits 1 if a route
 * is over the budget. Reads dist/ (run npm run build first) or the folder named.
 *
 * The old measure (firstLoadJs: the entry and the modules its app loader preloads) stays, for the
 * comparison and for the build's unit tests, which read it without a browser; it misses whatever
 * the page imports after hydration.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { appModulesOf } from '../scripts/siteBuild/appLoader.ts';
import { serveStatic } from '../scripts/dev/serve/staticServer.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.ts';
import { distDir } from '../scripts/lib/paths.ts';
import { FETCHED_BUDGET_KB, scriptsFetchedByRoute, targetKb } from './lib/scriptsFetched.ts';

// The old measure's budget. A listing page once had more (the carousel was in its first load); since it loads on demand, every page has 100 KB.
export const BUDGET_KB = { content: 100, listing: 100 };

export function firstLoadJs(dir: string, htmlFile: string): { files: string[]; gzipBytes: number } {
  const html = readFileSync(htmlFile, 'utf8');
  const app = appModulesOf(html);
  if (!app) throw new Error(`${htmlFile} has no app loader`);
  const files = [app.entry, ...app.modules];
  const gzipBytes = [...new Set(files)].reduce(
    (sum, f) => sum + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? e.name === 'assets' || e.name === 'media' || e.name === '_data'
        ? []
        : htmlFiles(join(dir, e.name))
      : e.name.endsWith('.html')
        ? [join(dir, e.name)]
        : [],
  );

export function firstLoadReport(dir = distDir) {
  return htmlFiles(dir)
    .map((file) => {
      const route = `/${relative(dir, file)
        .replace(/(^|\/)index\.html$/, '')
        .replace(/\.html$/, '')}`;
      const { gzipBytes } = firstLoadJs(dir, file);
      const budget = route.startsWith('/listings/') ? BUDGET_KB.listing : BUDGET_KB.content;
      return { route, kb: gzipBytes / 1024, budget };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** The new measure beside the old for every route of a built folder, served as a CDN would serve it (static files, compressed copies). */
async function report(dir: string) {
  const old = firstLoadReport(dir);
  const site = await serveStatic(dir, { port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
  try {
    const fetched = await scriptsFetchedByRoute(
      browser,
      site.url,
      old.map((r) => r.route),
    );
    console.log(
      'Scripts fetched from navigation until the network is quiet (Chromium, 412 px phone, each gzipped -9), against the budget;',
    );
    console.log('"preloaded" is the old measure (the entry and the modules its loader preloads) for the same build.\n');
    console.log(`        fetched  scripts  preloaded  budget  target  route`);
    for (const r of fetched) {
      const kb = r.gzipBytes / 1024;
      const target = targetKb(r.route);
      const preloaded = old.find((o) => o.route === r.route)!.kb;
      const status = kb > FETCHED_BUDGET_KB ? 'OVER' : kb > target ? 'ok >target' : 'ok';
      console.log(
        `${status.padEnd(10)} ${kb.toFixed(1).padStart(6)} KB ${String(r.scripts.length).padStart(4)}    ${preloaded.toFixed(1).padStart(6)} KB  ${FETCHED_BUDGET_KB} KB   ${target} KB   ${r.route}`,
      );
    }
    // --scripts: each route's scripts too, largest first, to see what a figure is made of.
    if (process.argv.includes('--scripts'))
      for (const r of fetched)
        console.log(
          `\n${r.route}\n${r.scripts.map((s) => `  ${(s.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${new URL(s.url).pathname}`).join('\n')}`,
        );
    const over = fetched.filter((r) => r.gzipBytes / 1024 > FETCHED_BUDGET_KB);
    const aboveTarget = fetched.filter((r) => r.gzipBytes / 1024 > targetKb(r.route));
    console.log(
      `\n${over.length ? `${over.length} route(s) OVER the ${FETCHED_BUDGET_KB} KB budget` : `Every route within the ${FETCHED_BUDGET_KB} KB budget`}; ${aboveTarget.length} route(s) above the issue's target.`,
    );
    if (over.length) process.exitCode = 1;
  } finally {
    await browser.close();
    await site.close();
  }
}

if (process.argv[1] === import.meta.filename) {
  const dir = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? distDir;
  if (!existsSync(join(dir, 'index.html'))) {
    const shown = relative(process.cwd(), dir);
    console.error(
      `${shown.startsWith('..') ? dir : shown}/index.html does not exist: build the site first (npm run build), or name a built folder: npm run bench:js -- <folder>.`,
    );
    process.exit(1);
  }
  await report(dir);
}
