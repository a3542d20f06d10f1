/**
 * npm run bench: builds the site, serves it as `npm start` does, and runs Lighthouse (mobile
 * defaults) on every route, 3 runs each, reporting the median; then the same for the same
 * site shipped as a purely client-rendered app, side by side with the ratio. Writes
 * bench/results.md and the per-run figures to bench/results.json (full Lighthouse reports in
 * bench/raw/, not committed). Outside CI: it takes a while.
 *
 *   npm run bench -- --routes /,/listings/old-forest-hill --runs 3
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSite } from '../scripts/siteBuild/buildSite.ts';
import { projectRoot } from '../scripts/lib/paths.ts';
import { serveStatic } from '../scripts/dev/serve/staticServer.ts';
import { makeClientRenderedCopy } from './lib/clientRenderedCopy.ts';
import { ATTEMPTS_PER_RUN, LIGHTHOUSE, type RunMetrics, medianMetrics, runLighthouse } from './lib/lighthouseRun.ts';
import { optionValue } from './lib/options.ts';
import { cpuStealMeter } from './lib/machine.ts';
import { renderResults } from './lib/resultsTable.ts';

const runs = Number(optionValue('runs') ?? 3);
const benchDir = join(projectRoot, 'bench');
const prerendered = join(projectRoot, 'dist-bench');
const clientRendered = join(projectRoot, 'dist-bench-csr');

console.log('Building the site…');
// Every page's copies made at the build, so the runs time the bytes a visitor downloads, not the local server compressing them.
await buildSite({ outDir: prerendered, precompress: 'all', log: (line) => console.log(`  ${line}`) });
await makeClientRenderedCopy(prerendered, clientRendered);

const allRoutes = [...readFileSync(join(prerendered, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (m) => new URL(m[1]!).pathname,
);
const routes = optionValue('routes')?.split(',') ?? allRoutes;

const servers = {
  prerendered: await serveStatic(prerendered, { port: 0 }),
  clientRendered: await serveStatic(clientRendered, { port: 0 }),
};
const results: { route: string; variant: keyof typeof servers; runs: RunMetrics[]; median: RunMetrics }[] = [];
const failures: { route: string; variant: string; run: number; attempt: number; error: string }[] = [];
const steal = cpuStealMeter();
try {
  for (const route of routes)
    for (const variant of Object.keys(servers) as (keyof typeof servers)[]) {
      const perRun: RunMetrics[] = [];
      for (let i = 1; i <= runs; i++) {
        const raw = join(benchDir, 'raw', `${variant}${route === '/' ? '/index' : route}-${i}.json`);
        // A run Lighthouse fails to record is tried again, so the median stays one of as many runs
        // as asked; every failed attempt is still reported.
        for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt++) {
          try {
            perRun.push(await runLighthouse(servers[variant].url + route, raw));
            break;
          } catch (error) {
            console.error(
              `${variant} ${route} run ${i} attempt ${attempt} failed: ${error instanceof Error ? error.message : String(error)}`,
            );
            failures.push({ route, variant, run: i, attempt, error: String(error) });
          }
        }
      }
      if (!perRun.length) continue;
      const median = medianMetrics(perRun);
      results.push({ route, variant, runs: perRun, median });
      console.log(
        `${variant.padEnd(14)} ${route.padEnd(36)} perf ${median.performance}  LCP ${Math.round(median.lcpMs)} ms  TBT ${Math.round(median.tbtMs)} ms  CLS ${median.cls.toFixed(3)}`,
      );
    }
} finally {
  await Promise.all(Object.values(servers).map((s) => s.close()));
}

const meta = {
  date: new Date().toISOString(),
  lighthouse: LIGHTHOUSE,
  runsPerRoute: runs,
  throttling: 'Lighthouse mobile defaults (simulated)',
  cpuSteal: steal.stop(),
};
writeFileSync(join(benchDir, 'results.json'), JSON.stringify({ ...meta, results, failures }, null, 2) + '\n');
writeFileSync(join(benchDir, 'results.md'), renderResults(meta, results, failures));
console.log('\nWrote bench/results.md and bench/results.json');
