/**
 * npm run bench:compare: Lighthouse on two builds of the site in the same run, so a change is
 * judged against the build before it under the same machine load (this machine's absolute
 * Lighthouse figures move from day to day). Both builds are served as a CDN would serve them
 * (static files, brotli), and runs alternate between them, route by route.
 *
 *   npm run bench:compare -- --before /tmp/old/dist --after dist --runs 3 --routes /,/contact
 *
 * Without --routes: the home page, the first listing, the first neighbourhood guide and /contact
 * of the "after" build's sitemap. Prints a table of medians; full reports go to bench/raw/compare/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { projectRoot } from '../scripts/lib/paths.ts';
import { serveStatic } from '../scripts/dev/serve/staticServer.ts';
import { ATTEMPTS_PER_RUN, type RunMetrics, medianMetrics, runLighthouse } from './lib/lighthouseRun.ts';
import { optionValue } from './lib/options.ts';

const builds = { before: optionValue('before'), after: optionValue('after') ?? join(projectRoot, 'dist') };
if (!builds.before || !existsSync(join(builds.before, 'index.html'))) {
  console.error(
    'Name the earlier build with --before <its dist folder> (build the earlier commit first, in a git worktree).',
  );
  process.exit(2);
}
const runs = Number(optionValue('runs') ?? 3);

function defaultRoutes(dist: string): string[] {
  const paths = [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1]!).pathname,
  );
  const first = (prefix: string) => paths.find((p) => p.startsWith(prefix) && p.length > prefix.length);
  return ['/', first('/listings/'), first('/explore/'), '/contact'].filter((p): p is string => Boolean(p));
}
const routes = optionValue('routes')?.split(',') ?? defaultRoutes(resolve(builds.after));

type Variant = keyof typeof builds;
const servers = {
  before: await serveStatic(resolve(builds.before), { port: 0 }),
  after: await serveStatic(resolve(builds.after), { port: 0 }),
};
const perRoute = new Map<string, Record<Variant, RunMetrics[]>>();

async function measure(variant: Variant, route: string, run: number): Promise<RunMetrics | undefined> {
  const raw = join(projectRoot, 'bench', 'raw', 'compare', `${variant}${route === '/' ? '/index' : route}-${run}.json`);
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt++) {
    try {
      return await runLighthouse(servers[variant].url + route, raw);
    } catch (error) {
      console.error(
        `${variant} ${route} run ${run} attempt ${attempt} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return undefined;
}

try {
  for (const route of routes) {
    const entry: Record<Variant, RunMetrics[]> = { before: [], after: [] };
    perRoute.set(route, entry);
    // Alternating before/after keeps a change in the machine's load from favouring one build.
    for (let run = 1; run <= runs; run++)
      for (const variant of ['before', 'after'] as const) {
        const metrics = await measure(variant, route, run);
        if (metrics) entry[variant].push(metrics);
      }
    console.log(`measured ${route}`);
  }
} finally {
  await Promise.all(Object.values(servers).map((s) => s.close()));
}

const cell = (m: RunMetrics) =>
  `${m.performance} | ${m.accessibility} / ${m.bestPractices} / ${m.seo} | ${Math.round(m.lcpMs)} ms | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${(m.scriptBytes / 1024).toFixed(1)} KB | ${Math.round(m.benchmarkIndex)}`;
console.log(`\nMedian of ${runs} runs each, alternating builds.\n`);
console.log('| Route | Build | Performance | A11y / BP / SEO | LCP | TBT | CLS | Script transfer | Benchmark index |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const [route, entry] of perRoute)
  for (const variant of ['before', 'after'] as const)
    console.log(
      `| ${route} | ${variant} | ${entry[variant].length ? cell(medianMetrics(entry[variant])) : 'no run recorded | | | | | |'} |`,
    );
