/**
 * `npm run check`: validates every data file (schemas, cross-file rules, images) and prints each
 * problem with its file:line:column, the field, what was expected and, where one is obvious, a
 * suggestion. Exits 1 on any error, 0 when there are only warnings.
 *
 *   npm run check                 the site in this folder
 *   npm run check -- --root DIR   another copy of the site (tests, benchmarks)
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { StandInCheck } from '@ashdown/media';
import { collections, singletons } from '../../src/content/collections/registry.ts';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { LATER_CHECKS_NOTE, type Problem, formatProblem } from '../../src/content/load/problem.ts';
import { locatedIn, standInCheck } from './contentStandIns.ts';

export interface CheckResult {
  errors: Problem[];
  warnings: Problem[];
  /** Data files read. */
  files: number;
  milliseconds: number;
  /** What the command prints. */
  report: string;
  /** The stand-in package's check, once every file has passed its schema: its later, slower parts. */
  standIns: StandInCheck | undefined;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function countFiles(dataDir: string): number {
  let count = 0;
  for (const { folder } of Object.values(collections)) {
    const dir = join(dataDir, folder);
    if (existsSync(dir)) count += readdirSync(dir).filter((f) => f.endsWith('.json')).length;
  }
  for (const { file } of Object.values(singletons)) if (existsSync(join(dataDir, file))) count++;
  return count;
}

const byPlace = (a: Problem, b: Problem) =>
  a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0);

export function checkContent(root: string, { color = false } = {}): CheckResult {
  const started = performance.now();
  const { content, problems: loaded } = loadContent(root);
  const standIns = content && standInCheck(root, content);
  const problems = [...loaded, ...locatedIn(root, standIns?.problems ?? [])];
  const milliseconds = performance.now() - started;
  const errors = problems.filter((p) => p.severity === 'error').sort(byPlace);
  const warnings = problems.filter((p) => p.severity === 'warning').sort(byPlace);
  const files = countFiles(join(root, 'data'));

  const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
  const show = (p: Problem) => {
    const text = formatProblem(p);
    return paint(p.severity === 'error' ? 31 : 33, text.slice(0, text.indexOf(' '))) + text.slice(text.indexOf(' '));
  };
  const time = `${(milliseconds / 1000).toFixed(2)} s`;
  const summary = errors.length
    ? paint(
        31,
        `✖ ${plural(errors.length, 'error')}, ${plural(warnings.length, 'warning')} in ${plural(files, 'file')} (checked in ${time})`,
      )
    : warnings.length
      ? paint(33, `✔ no errors, ${plural(warnings.length, 'warning')} in ${plural(files, 'file')} (checked in ${time})`)
      : paint(32, `✔ ${plural(files, 'file')} checked: no errors, no warnings (${time})`);
  // Cross-file rules and warnings need every file to pass its schema first.
  const note = content ? '' : `\n  ${LATER_CHECKS_NOTE}`;
  const report = [...errors, ...warnings].map(show).join('\n\n') + (problems.length ? '\n\n' : '') + summary + note;
  return { errors, warnings, files, milliseconds, report, standIns };
}

async function main() {
  const args = process.argv.slice(2);
  const rootAt = args.indexOf('--root');
  const root = rootAt >= 0 && args[rootAt + 1] ? resolve(args[rootAt + 1]!) : join(import.meta.dirname, '..', '..');
  const color = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
  const result = checkContent(root, { color });
  console.log(result.report);
  // Decoding every photo is asynchronous (sharp), so it runs here rather than inside the build's check.
  if (!result.errors.length && result.standIns) {
    const shared = await result.standIns.sharedPictures();
    for (const problem of shared) console.log(`\n${formatProblem(problem)}`);
    if (shared.length) result.errors.push(...shared);
  }
  // The inventory of data/media (what is still a stand-in), for the team; follows the files.
  if (!result.errors.length && existsSync(join(root, 'data', 'media'))) result.standIns?.writeInventory();
  process.exitCode = result.errors.length ? 1 : 0;
}

if (process.argv[1] === import.meta.filename) await main();
