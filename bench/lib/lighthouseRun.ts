import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LIGHTHOUSE = 'lighthouse@12.8.2';
const CHROME_FLAGS = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';

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
}

interface Lhr {
  runtimeError?: { message: string };
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number }[] } }>;
}

/** One Lighthouse run with its mobile defaults (simulated slow 4G, mid-range phone CPU) in Debian's Chromium. */
export function runLighthouse(url: string, rawFile: string): RunMetrics {
  mkdirSync(join(rawFile, '..'), { recursive: true });
  const result = spawnSync('npx', ['-y', LIGHTHOUSE, url, '--output=json', `--output-path=${rawFile}`, `--chrome-flags=${CHROME_FLAGS}`, '--quiet'], {
    env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (result.status !== 0) throw new Error(`Lighthouse failed for ${url}: ${result.stderr.slice(-2000)}`);
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
