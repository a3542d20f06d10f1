/**
 * npm run bench:compare: Lighthouse on two builds of the site in the same run, so a change is
 * judged against the build before it under the same machine load (this machine's absolute
 * Lighthouse figures move from day to day). Both builds are served as a CDN would serve them
 * (static files, every text file's brotli copy made before the runs: lib/servedCompressed.ts),
 * and runs alternate between them, route by route.
 *
 *   npm run bench:compare -- --before /tmp/old/dist --after dist --runs 3 --routes /,/contact
 *
 * Without --routes: the home page, the first listing, the first neighbourhood guide and /contact
 * of the "after" build's sitemap. Prints a table of medians; full reports go to bench/raw/compare/.
 *
 *   npm run bench:compare -- --http2 [--after dist] [--before <dist>]
 *
 * --http2 measures each build twice, alternating: over plain HTTP/1.1 (the default measure, the
 * one issue 43 judges) and over HTTP/2 with TLS, as the production host serves it (one connection
 * for every file instead of one per file). The Protocol column is what Chromium reported.
 */
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { projectRoot } from '../scripts/lib/paths.ts';
import type { StaticServer } from '../scripts/dev/serve/staticServer.ts';
import {
  ACCEPT_SELF_SIGNED,
  ATTEMPTS_PER_RUN,
  type RunMetrics,
  medianMetrics,
  requestProtocols,
  runLighthouse,
} from './lib/lighthouseRun.ts';
import { cpuStealMeter } from './lib/machine.ts';
import { serveCompressed } from './lib/servedCompressed.ts';
import { optionValue } from './lib/options.ts';

const http2 = process.argv.includes('--http2');
const builds = { before: optionValue('before'), after: optionValue('after') ?? join(projectRoot, 'dist') };
// Without --http2 the bench compares two builds; with it, one build is enough (HTTP/1.1 against HTTP/2).
if (builds.before ? !existsSync(join(builds.before, 'index.html')) : !http2) {
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

/** One build served one way: "before", "after", or with --http2 "after HTTP/1.1" and "after HTTP/2". */
interface Variant {
  name: string;
  /** Its reports' folder under bench/raw/compare/. */
  slug: string;
  server: StaticServer;
}
const variants: Variant[] = [];
for (const [build, dir] of Object.entries(builds))
  if (dir)
    for (const overHttp2 of http2 ? [false, true] : [false])
      variants.push({
        name: http2 ? `${build} ${overHttp2 ? 'HTTP/2' : 'HTTP/1.1'}` : build,
        slug: http2 ? `${build}-${overHttp2 ? 'h2' : 'http1'}` : build,
        server: await serveCompressed(resolve(dir), { port: 0, http2: overHttp2 }),
      });
const perRoute = new Map<string, Map<Variant, { metrics: RunMetrics[]; protocols: Set<string> }>>();

async function measure(variant: Variant, route: string, run: number) {
  const raw = join(
    projectRoot,
    'bench',
    'raw',
    'compare',
    `${variant.slug}${route === '/' ? '/index' : route}-${run}.json`,
  );
  const url = variant.server.url + route;
  for (let attempt = 1; attempt <= ATTEMPTS_PER_RUN; attempt++) {
    try {
      const metrics = await runLighthouse(url, raw, url.startsWith('https:') ? ACCEPT_SELF_SIGNED : '');
      return { metrics, protocols: requestProtocols(raw, url) };
    } catch (error) {
      console.error(
        `${variant.name} ${route} run ${run} attempt ${attempt} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return undefined;
}

const loadAtStart = loadavg();
const steal = cpuStealMeter();
try {
  for (const route of routes) {
    const entry = new Map(variants.map((v) => [v, { metrics: [] as RunMetrics[], protocols: new Set<string>() }]));
    perRoute.set(route, entry);
    // Alternating the variants keeps a change in the machine's load from favouring one of them.
    for (let run = 1; run <= runs; run++)
      for (const variant of variants) {
        const result = await measure(variant, route, run);
        if (!result) continue;
        entry.get(variant)!.metrics.push(result.metrics);
        entry.get(variant)!.protocols.add(result.protocols);
      }
    console.log(`measured ${route}`);
  }
} finally {
  await Promise.all(variants.map((v) => v.server.close()));
}
const stolen = steal.stop();

const cell = (m: RunMetrics) =>
  `${m.performance} | ${m.accessibility} / ${m.bestPractices} / ${m.seo} | ${Math.round(m.lcpMs)} ms | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${(m.scriptBytes / 1024).toFixed(1)} KB | ${Math.round(m.benchmarkIndex)}`;
const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
console.log(`\nMedian of ${runs} runs each, alternating ${http2 ? 'builds and protocols' : 'builds'}.`);
console.log(
  `Load average (1, 5, 15 min): ${load(loadAtStart)} at the start, ${load(loadavg())} at the end` +
    (stolen === undefined ? '.' : `; CPU time taken by the host (steal): ${(stolen * 100).toFixed(1)} %.`),
);
console.log(
  '\n| Route | Build | Performance | A11y / BP / SEO | LCP | TBT | CLS | Script transfer | Benchmark index | Protocol (requests) |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const [route, entry] of perRoute)
  for (const [variant, { metrics, protocols }] of entry)
    console.log(
      `| ${route} | ${variant.name} | ${metrics.length ? cell(medianMetrics(metrics)) : 'no run recorded | | | | | |'} | ${[...protocols].join(' / ')} |`,
    );
