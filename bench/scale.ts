/**
 * npm run bench:scale: does what a visitor downloads grow with the size of the site? Builds
 * the site as shipped and a generated site with 1,000 more listings, 1,000 more sales and 1,000
 * more journal articles
 * (reusing the photos, so their cached variants are reused too), and prints each build's
 * time and the home page's transferred bytes (HTML, CSS and JavaScript, brotli, as served).
 * The home page of the large site must stay within 5% of the normal one's, and its pages per
 * second must not fall below the shipped site's. Then the feed case (lib/feedScale.ts): 2,000
 * listings shaped as the DDF® sync writes them, built within 60 s on two cores or said not to be,
 * and the first page of /listings as small as with 100.
 *
 *   npm run bench:scale -- --listings 1000 --sales 1000 --articles 1000 --feed-listings 2000 --feed-changed 20
 *   npm run bench:scale -- --feed-only      (the feed case alone)
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { buildSite } from '../scripts/siteBuild/buildSite.ts';
import { compressCopies, settingsFor } from '../scripts/siteBuild/compression.ts';
import { projectRoot } from '../scripts/lib/paths.ts';
import { benchFeedScale, qrCodesBeside } from './lib/feedScale.ts';
import { generateSite } from './lib/generatedSite.ts';
import { optionValue } from './lib/options.ts';

const option = (name: string, fallback: number) => Number(optionValue(name) ?? fallback);

/** Bytes a visitor's browser receives for a page before any image: the HTML and every stylesheet and script it names. */
async function pageTransferBytes(dist: string, htmlFile: string): Promise<number> {
  // A page has no .br from the build: its copy is made here as the local server makes it (compressOnRequest.ts).
  const served = async (file: string) =>
    existsSync(`${file}.br`)
      ? statSync(`${file}.br`).size
      : (await compressCopies(readFileSync(file), settingsFor(relative(dist, file)))).br.length;
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
  const sizes = await Promise.all([htmlFile, ...new Set(assets)].map((file) => served(join(dist, file))));
  return sizes.reduce((sum, size) => sum + size, 0);
}

async function measure(label: string, contentRoot: string, outDir: string) {
  // Empty caches (compressed copies, QR codes): both sites built whole, as before the caches, so their pages/s compare.
  const compressedCache = mkdtempSync(join(tmpdir(), 'compressed-cache-'));
  const qrCodes = qrCodesBeside(compressedCache);
  const started = performance.now();
  const { pages, phases, cpuPhases } = await buildSite({
    outDir,
    contentRoot,
    compressedCache,
    qrCodes,
    log: () => {},
  });
  const seconds = (performance.now() - started) / 1000;
  for (const kept of [compressedCache, qrCodes]) rmSync(kept, { recursive: true, force: true });
  const bytes = Object.fromEntries(
    await Promise.all(
      Object.entries(MEASURED).map(async ([name, file]) => [name, await pageTransferBytes(outDir, file)]),
    ),
  ) as Record<keyof typeof MEASURED, number>;
  const sizes = Object.entries(bytes)
    .map(([name, b]) => `${name} ${(b / 1024).toFixed(1)} KB`)
    .join('   ');
  console.log(
    `${label.padEnd(34)} ${String(pages).padStart(5)} pages   build ${seconds.toFixed(1).padStart(6)} s (${(pages / seconds).toFixed(1)} pages/s)   ${sizes}`,
  );
  return { pages, seconds, bytes, phases, cpuPhases };
}

/** The pages whose weight must not grow with the site: the home page and the first page of each paged list. */
const MEASURED = {
  home: 'index.html',
  '/listings': 'listings/index.html',
  '/portfolio': 'portfolio/index.html',
  '/journal': 'journal/index.html',
};
const LIMITS: Record<keyof typeof MEASURED, number> = {
  home: 1.05,
  '/listings': 1.2,
  '/portfolio': 1.2,
  '/journal': 1.2,
};

const listings = option('listings', 1000);
const sales = option('sales', 1000);
const articles = option('articles', 1000);
const feedListings = option('feed-listings', 2000);

/** The shipped site against one with the generated entries added; the number of limits passed over. */
async function benchGeneratedSite(): Promise<number> {
  const normal = await measure('shipped site', projectRoot, join(projectRoot, 'dist-scale-normal'));
  const generated = generateSite({ listings, sales, articles });
  try {
    const large = await measure(
      `+${listings} listings, +${sales} sales, +${articles} articles`,
      generated,
      join(projectRoot, 'dist-scale-large'),
    );
    let over = 0;
    // The processor time beside the clock: on a shared machine the clock counts the others' work too.
    console.log(
      `\nWhere the ${large.seconds.toFixed(1)} s of the larger build go (load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores):`,
    );
    for (const [name, ms] of Object.entries(large.phases))
      console.log(
        `  ${name.padEnd(36)} ${(ms / 1000).toFixed(1).padStart(6)} s   processor ${((large.cpuPhases[name] ?? 0) / 1000).toFixed(1).padStart(6)} s`,
      );
    console.log('');
    for (const name of Object.keys(MEASURED) as (keyof typeof MEASURED)[]) {
      const ratio = large.bytes[name] / normal.bytes[name];
      const ok = ratio <= LIMITS[name];
      if (!ok) over++;
      console.log(
        `${name.padEnd(11)} ${ratio.toFixed(3)} times the shipped site's (limit ${LIMITS[name]}). ${ok ? 'Within the limit.' : 'OVER THE LIMIT.'}`,
      );
    }
    // A larger site may cost more in total, never more per page.
    const rate = (m: { pages: number; seconds: number }) => m.pages / m.seconds;
    const slower = rate(large) < rate(normal);
    if (slower) over++;
    console.log(
      `pages/s    ${rate(large).toFixed(1)} against the shipped site's ${rate(normal).toFixed(1)}. ${slower ? 'SLOWER PER PAGE.' : 'Not slower per page.'}`,
    );
    return over;
  } finally {
    rmSync(generated, { recursive: true, force: true });
  }
}

let over = process.argv.includes('--feed-only') ? 0 : await benchGeneratedSite();
if (feedListings > 0 && !(await benchFeedScale(feedListings, option('feed-changed', 20)))) over++;
process.exitCode = over ? 1 : 0;
