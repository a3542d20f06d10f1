/**
 * npm run bench:js: the JavaScript each pre-rendered page loads before it is interactive
 * (the entry and every module its app loader preloads), gzipped, against the budgets: 100 KB on content
 * pages and listing pages alike. Reads dist/ (run npm run build first).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appModulesOf } from '../scripts/build/appLoader.ts';
import { distDir } from '../scripts/lib/paths.ts';

// A listing page once had more (the carousel was in its first load); since it loads on demand, every page has 100 KB.
export const BUDGET_KB = { content: 100, listing: 100 };

export function firstLoadJs(dir: string, htmlFile: string): { files: string[]; gzipBytes: number } {
  const html = readFileSync(htmlFile, 'utf8');
  const app = appModulesOf(html);
  if (!app) throw new Error(`${htmlFile} has no app loader`);
  const files = [app.entry, ...app.modules];
  const gzipBytes = [...new Set(files)].reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f)), { level: 9 }).length, 0);
  return { files, gzipBytes };
}

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? (e.name === 'assets' || e.name === 'media' || e.name === '_data' ? [] : htmlFiles(join(dir, e.name))) : e.name.endsWith('.html') ? [join(dir, e.name)] : [],
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

if (process.argv[1] === import.meta.filename) {
  const dir = process.argv[2] ?? distDir;
  if (!existsSync(join(dir, 'index.html'))) {
    const shown = relative(process.cwd(), dir);
    console.error(`${shown.startsWith('..') ? dir : shown}/index.html does not exist: build the site first (npm run build), or name a built folder: npm run bench:js -- <folder>.`);
    process.exit(1);
  }
  const rows = firstLoadReport(dir);
  for (const r of rows) console.log(`${r.kb > r.budget ? 'OVER' : 'ok  '}  ${r.kb.toFixed(1).padStart(6)} KB / ${r.budget} KB  ${r.route}`);
  const over = rows.filter((r) => r.kb > r.budget);
  console.log(over.length ? `\n${over.length} page(s) over budget` : `\nEvery page within its first-load JavaScript budget.`);
}
