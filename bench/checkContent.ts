/**
 * `npm run bench:check [-- --listings 10000 --runs 5 --distinct-photos]`: how long `npm run check`
 * takes on a site far larger than the shipped one. Builds a throwaway copy of the site (data/
 * copied, data/media linked) holding N more listings, each a clone of a shipped listing under a
 * new slug, then times the check in this process several times (the first run pays for warming
 * up, as a fresh `npm run check` does) and once as the real command in a new process.
 *
 * Clones share their photos, so each photo's size is read once. With --distinct-photos every
 * clone gets photo paths of its own (links to the shipped files), as real listings would, so
 * every one of the ~60,000 photos is checked and measured.
 *
 * A benchmark that prints its timings, not a test: the target is under 5 s for 10,000 listings.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { generateSite } from './lib/generatedSite.ts';
import { optionValue } from './lib/options.ts';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkContent } from '../scripts/tools/checkContent.ts';

const root = join(import.meta.dirname, '..');

function option(name: string, fallback: number): number {
  const value = Number(optionValue(name) ?? fallback);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** A copy of the site with `count` generated listings added. */
export const siteWithListings = (count: number, { distinctPhotos = false } = {}) =>
  generateSite({ listings: count, distinctPhotos });

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function main() {
  const count = option('listings', 10_000);
  const runs = Math.max(1, option('runs', 5));
  const keep = process.argv.includes('--keep');
  const distinctPhotos = process.argv.includes('--distinct-photos');

  console.log(
    `machine: ${availableParallelism()} CPUs, load average ${loadavg()[0]!.toFixed(1)} (above the CPU count, other work competes and wall times grow; CPU times hold)`,
  );
  let started = performance.now();
  const site = siteWithListings(count, { distinctPhotos });
  console.log(
    `generated ${count} listings${distinctPhotos ? ', each with photo paths of its own,' : ''} in ${site} (${seconds(performance.now() - started)})`,
  );

  try {
    const timings: number[] = [];
    for (let run = 1; run <= runs; run++) {
      started = performance.now();
      const cpu = process.cpuUsage();
      const result = checkContent(site);
      const ms = performance.now() - started;
      const { user, system } = process.cpuUsage(cpu);
      timings.push(ms);
      console.log(
        `run ${run}: ${seconds(ms)} wall, ${seconds((user + system) / 1000)} CPU  (${result.files} files, ${result.errors.length} errors, ${result.warnings.length} warnings)${run === 1 ? '  cold: includes warming up' : ''}`,
      );
      if (run === 1 && result.errors.length)
        console.log(
          result.errors
            .slice(0, 5)
            .map((e) => `  ${e.file}:${e.line}:${e.column} ${e.message}`)
            .join('\n'),
        );
    }
    const warm = timings.slice(1).sort((a, b) => a - b);
    if (warm.length)
      console.log(`warm runs: median ${seconds(warm[Math.floor(warm.length / 2)]!)}, best ${seconds(warm[0]!)}`);

    // The command an editor types, in a fresh process: start-up, imports and the check together.
    // Its CPU time comes from /usr/bin/time where there is one: on a busy machine wall time says little.
    const command = [
      process.execPath,
      '--import',
      'tsx',
      join(root, 'scripts', 'tools', 'checkContent.ts'),
      '--root',
      site,
    ];
    const timed = existsSync('/usr/bin/time');
    started = performance.now();
    const cli = timed
      ? spawnSync('/usr/bin/time', ['-f', 'cpu %U %S', ...command], {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1' },
        })
      : spawnSync(command[0]!, command.slice(1), {
          cwd: root,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1' },
        });
    const wall = performance.now() - started;
    const cpuLine = /cpu ([\d.]+) ([\d.]+)/.exec(cli.stderr);
    const cliCpu = cpuLine ? (Number(cpuLine[1]) + Number(cpuLine[2])) * 1000 : undefined;
    const summary = cli.stdout.trim().split('\n').at(-1);
    console.log(
      `npm run check as a new process: ${seconds(wall)} wall${cliCpu === undefined ? '' : `, ${seconds(cliCpu)} CPU`} (exit ${cli.status}); it printed: ${summary}`,
    );
    const verdict = (ms: number) => (ms < 5000 ? 'met' : 'NOT met');
    console.log(
      `target, under 5 s for 10,000 listings: ${verdict(wall)} by the command's wall time${cliCpu === undefined ? '' : `, ${verdict(cliCpu)} by its CPU time`}`,
    );
  } finally {
    if (keep) console.log(`kept ${site}`);
    else rmSync(site, { recursive: true, force: true });
  }
}

if (process.argv[1] === import.meta.filename) main();
