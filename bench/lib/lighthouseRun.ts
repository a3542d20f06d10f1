import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LIGHTHOUSE = 'lighthouse@12.8.2';
/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is tried again, up to this many times in all. */
export const ATTEMPTS_PER_RUN = 3;
export const CHROME_FLAGS =
  '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
/** Added for the HTTP/2 runs only: their server's certificate is a throwaway self-signed one (staticServer.ts). */
export const ACCEPT_SELF_SIGNED = '--ignore-certificate-errors';

export interface RunMetrics {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptBytes: number;
  totalBytes: number;
  /** Lighthouse's measure of this machine's CPU speed at the time of the run (higher is faster). */
  benchmarkIndex: number;
}

interface Lhr {
  runtimeError?: { message: string };
  environment?: { benchmarkIndex?: number };
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { resourceType: string; transferSize: number; url: string; protocol?: string }[] };
    }
  >;
}

/** Runs a command without blocking this process, whose server Lighthouse is measuring. */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

/** One Lighthouse run with its mobile defaults (simulated slow 4G, mid-range phone CPU) in Debian's Chromium. */
export async function runLighthouse(url: string, rawFile: string, extraChromeFlags = ''): Promise<RunMetrics> {
  mkdirSync(join(rawFile, '..'), { recursive: true });
  const args = [
    '-y',
    LIGHTHOUSE,
    url,
    '--output=json',
    `--output-path=${rawFile}`,
    `--chrome-flags=${`${CHROME_FLAGS} ${extraChromeFlags}`.trim()}`,
    '--quiet',
  ];
  const result = await run(
    'npx',
    args,
    { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    180_000,
  );
  if (result.code !== 0)
    throw new Error(
      `Lighthouse failed for ${url} (exit ${result.code}): ${result.stderr.replace(/npm warn[^\n]*\n/g, '')}`,
    );
  const lhr = JSON.parse(readFileSync(rawFile, 'utf8')) as Lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const score = (key: keyof Lhr['categories']) => Math.round((lhr.categories[key].score ?? 0) * 100);
  const resources = lhr.audits['resource-summary']?.details?.items ?? [];
  const bytes = (type: string) => resources.find((r) => r.resourceType === type)?.transferSize ?? 0;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    scriptBytes: bytes('script'),
    totalBytes: bytes('total'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/** The median of each metric over several runs (runs are noisy; the median resists one bad run). */
export function medianMetrics(runs: RunMetrics[]): RunMetrics {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  };
  const keys = Object.keys(runs[0]!) as (keyof RunMetrics)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])) as unknown as RunMetrics;
}

/**
 * The protocols of a saved run's requests to the page's own server, as Chromium reported them
 * (network-requests audit), with their counts: "h2 ×14", or "http/1.1 ×13" (data: URLs left out).
 */
export function requestProtocols(rawFile: string, pageUrl: string): string {
  const lhr = JSON.parse(readFileSync(rawFile, 'utf8')) as Lhr;
  const origin = new URL(pageUrl).origin;
  const counts = new Map<string, number>();
  for (const item of lhr.audits['network-requests']?.details?.items ?? []) {
    if (!item.url.startsWith(origin)) continue;
    const protocol = item.protocol || 'unknown';
    counts.set(protocol, (counts.get(protocol) ?? 0) + 1);
  }
  return [...counts].map(([protocol, count]) => `${protocol} ×${count}`).join(', ') || 'no requests';
}
