import { describe, expect, it } from 'vitest';
import type { RunMetrics } from '../../bench/lib/lighthouseRun.ts';
import { renderResults } from '../../bench/lib/resultsTable.ts';

const run = (tbtMs: number, benchmarkIndex: number): RunMetrics => ({
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1400,
  cls: 0,
  tbtMs,
  scriptBytes: 90_000,
  totalBytes: 160_000,
  benchmarkIndex,
});
const meta = {
  date: '2026-11-22T08:00:00.000Z',
  lighthouse: 'lighthouse@12.8.2',
  runsPerRoute: 3,
  throttling: 'simulated',
  cpuSteal: 0.052,
};
const results = [
  {
    route: '/',
    variant: 'prerendered' as const,
    runs: [run(10, 1800), run(90, 1500), run(30, 1700)],
    median: run(30, 1700),
  },
  {
    route: '/team',
    variant: 'prerendered' as const,
    runs: [run(120, 1400), run(100, 1600), run(20, 1650)],
    median: run(100, 1600),
  },
  { route: '/', variant: 'clientRendered' as const, runs: [run(200, 1750)], median: run(200, 1750) },
];

describe('the bench report', () => {
  const report = renderResults(meta, results, [
    { route: '/team', variant: 'prerendered', run: 2, attempt: 1, error: 'Error: NO_NAVSTART\nstack' },
  ]);

  it('states how fast the machine was and how TBT spread over every pre-rendered run', () => {
    expect(report).toContain(
      "- Lighthouse's CPU benchmark index: median 1650 over 7 runs (lowest 1400, highest 1800).",
    );
    expect(report).toContain('- CPU time taken by the host (steal) while the bench ran: 5.2 %.');
    // Pre-rendered TBTs sorted: 10 20 30 90 100 120; the client-rendered 200 is not among them.
    expect(report).toContain(
      '- TBT over all 6 pre-rendered runs: median 30 ms, 90th percentile 120 ms, 3 runs over 80 ms.',
    );
  });

  it('marks a route whose median misses a target', () => {
    expect(report).toMatch(/\| \/ \| 100 \|.*\| 30 ms \|.*\| yes \|/);
    expect(report).toMatch(/\| \/team \| 100 \|.*\| 100 ms \|.*\| \*\*no\*\* \|/);
  });

  it('lists every failed attempt by its first line', () => {
    expect(report).toContain('- prerendered /team run 2, attempt 1: Error: NO_NAVSTART\n');
  });
});
