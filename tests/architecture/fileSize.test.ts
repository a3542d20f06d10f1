/**
 * Small files: no source file over 300 lines (the architecture's rule, docs/ARCHITECTURE.md), so
 * that a newcomer reads one concept a file. Generated and data files do not count; the code of
 * the site, its scripts, tests and benchmarks does.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const MAX_LINES = 300;
const CODE = /\.(ts|tsx|js|mjs|cjs|css|sql)$/;

// The files git tracks (or would: untracked and not ignored), as a clean clone has them.
const files = execFileSync(
  'git',
  ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'scripts', 'tests', 'bench', 'supabase'],
  { cwd: root, encoding: 'utf8' },
)
  .split('\n')
  .filter((file) => CODE.test(file));

it('has code files to measure', () => {
  expect(files.length).toBeGreaterThan(100);
});

it(`no code file is over ${MAX_LINES} lines`, () => {
  const over = files
    .map((file) => {
      try {
        return { file, lines: readFileSync(join(root, file), 'utf8').split('\n').length - 1 };
      } catch {
        return { file, lines: 0 }; // listed by git but deleted in the working tree
      }
    })
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ file, lines }) => `${file}: ${lines} lines`);
  expect(over).toEqual([]);
});
