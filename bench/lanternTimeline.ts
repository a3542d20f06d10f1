/**
 * npm run bench:lantern: the timeline behind Lighthouse's mobile LCP for one route of a build, as
 * Lighthouse's simulator (Lantern) computes it, so a change to the first screen can be reasoned
 * about request by request instead of from medians of noisy runs.
 *
 *   npm run bench:lantern -- --route /listings/old-forest-hill [--dist dist] [--artifacts <folder>] [--http2]
 *
 * Lighthouse's LCP is the mean of two simulations of the page's requests and main-thread tasks:
 * an optimistic one (everything but low-priority images that ended before the LCP observed in the
 * real, unthrottled load) and a pessimistic one (those images too, and every layout task). Which
 * requests enter them depends on that observed time, so a request that ends just before or just
 * after it (the favicon, the first-screen thumbnails) changes the simulation from run to run.
 * The simulation's network is HTTP/1.1 at 150 ms round trips sharing 1.6 Mbps: each connection's
 * window per round trip is the bandwidth divided by the connections open at once, so a file's end
 * moves by whole round trips as its bytes, or the number of files fetched beside it, cross a window.
 *
 * Prints each simulation's requests (start, end, bytes with headers, priority) and main-thread
 * tasks, and the LCP. With --artifacts, the run's trace and log are kept in that folder (or read
 * from it, when it already holds a run), so one load can be examined more than once.
 * With --http2 the load is served over HTTP/2 with TLS, as the production host serves it: the
 * simulation then gives each origin one shared connection instead of one per request in flight.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { projectRoot } from '../scripts/lib/paths.ts';
import { ACCEPT_SELF_SIGNED, CHROME_FLAGS, LIGHTHOUSE } from './lib/lighthouseRun.ts';
import { optionValue } from './lib/options.ts';
import { serveCompressed } from './lib/servedCompressed.ts';

const route = optionValue('route');
if (!route) {
  console.error('Name the page with --route (for example --route /listings/old-forest-hill).');
  process.exit(2);
}
const dist = resolve(optionValue('dist') ?? join(projectRoot, 'dist'));
const kept = optionValue('artifacts');
const http2 = process.argv.includes('--http2');
const artifacts = resolve(kept ?? join(projectRoot, 'bench', 'raw', http2 ? 'lantern-h2' : 'lantern', route));
// Without --artifacts every run records a new load: an earlier one may be of another build.
if (!kept) rmSync(artifacts, { recursive: true, force: true });

/** One gathering run (trace and DevTools log, no audits) into the artifacts folder. */
async function gather(): Promise<void> {
  const server = await serveCompressed(dist, { port: 0, http2 });
  const chromeFlags = http2 ? `${CHROME_FLAGS} ${ACCEPT_SELF_SIGNED}` : CHROME_FLAGS;
  try {
    const code = await new Promise<number | null>((done, fail) =>
      spawn(
        'npx',
        ['-y', LIGHTHOUSE, server.url + route, `-G=${artifacts}`, `--chrome-flags=${chromeFlags}`, '--quiet'],
        {
          env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
          stdio: ['ignore', 'ignore', 'inherit'],
        },
      )
        .on('error', fail)
        .on('close', done),
    );
    if (code !== 0) throw new Error(`Lighthouse could not gather ${route} (exit ${code})`);
  } finally {
    await server.close();
  }
}

interface SimulatedNode {
  type: string;
  request?: { url: string; priority: string; transferSize: number };
  childEvents?: { name: string }[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<SimulatedNode, { startTime: number; endTime: number }>;
}
interface LanternResult {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}

/** The parts of Lighthouse's modules this script calls (they ship as JavaScript with separate types). */
interface SavedRun {
  Trace: unknown;
  DevtoolsLog: unknown;
  GatherContext: unknown;
  URL: unknown;
  settings: Record<string, unknown>;
}
interface LighthouseModules {
  loadArtifacts(folder: string): Promise<SavedRun>;
  LanternLargestContentfulPaint: { request(data: object, context: object): Promise<LanternResult> };
  defaultSettings: Record<string, unknown>;
}

/** Lighthouse is run through npx, not installed (TOOLCHAIN.md): its modules are read from npx's copy. */
async function lighthouseModules(): Promise<LighthouseModules> {
  const found = spawnSync('npx', ['-y', '-p', LIGHTHOUSE, '-c', 'which lighthouse'], { encoding: 'utf8' });
  const bin = found.stdout.trim();
  if (found.status !== 0 || !bin) throw new Error(`npx could not provide ${LIGHTHOUSE}: ${found.stderr}`);
  const root = join(dirname(bin), '..', 'lighthouse');
  const load = (path: string) => import(pathToFileURL(join(root, path)).href) as Promise<Partial<LighthouseModules>>;
  const modules = await Promise.all([
    load('core/lib/asset-saver.js'),
    load('core/computed/metrics/lantern-largest-contentful-paint.js'),
    load('core/config/constants.js'),
  ]);
  return Object.assign({}, ...modules) as LighthouseModules;
}

if (!existsSync(join(artifacts, 'artifacts.json'))) await gather();
const lighthouse = await lighthouseModules();
const saved = await lighthouse.loadArtifacts(artifacts);
const settings = { ...lighthouse.defaultSettings, ...saved.settings };
const lcp = await lighthouse.LanternLargestContentfulPaint.request(
  {
    trace: saved.Trace,
    devtoolsLog: saved.DevtoolsLog,
    gatherContext: saved.GatherContext,
    settings,
    URL: saved.URL,
    SourceMaps: [],
    simulator: null,
  },
  { computedCache: new Map(), settings },
);

const ms = (n: number) => String(Math.round(n)).padStart(5);
function describe(node: SimulatedNode): string {
  if (!node.request)
    return `main thread (${node.childEvents?.some((e) => e.name === 'Layout') ? 'with layout' : 'task'})`;
  const { url, priority, transferSize } = node.request;
  const where = url.startsWith('data:') ? `${url.slice(0, 30)}…` : new URL(url).pathname;
  return `${priority.padEnd(8)} ${String(transferSize).padStart(6)} B  ${where}`;
}
for (const [name, estimate] of [
  ['optimistic', lcp.optimisticEstimate],
  ['pessimistic', lcp.pessimisticEstimate],
] as const) {
  console.log(`\n${name}: ${Math.round(estimate.timeInMs)} ms`);
  console.log('start   end  what');
  const rows = [...estimate.nodeTimings].sort(([, a], [, b]) => a.startTime - b.startTime || a.endTime - b.endTime);
  for (const [node, t] of rows) console.log(`${ms(t.startTime)} ${ms(t.endTime)}  ${describe(node)}`);
}
console.log(`\nLCP (the mean of the two, at least FCP): ${Math.round(lcp.timing)} ms. Artifacts: ${artifacts}`);
