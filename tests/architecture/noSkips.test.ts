/**
 * No test can pass by not running: a skipped, conditionally skipped or focused test (`it.skip`,
 * `it.skipIf`, `describe.runIf`, `it.only`, `it.todo`...) turns green CI into a claim nobody checked.
 * crawl.e2e once skipped its sitemap test when the build wrote no sitemap; a missing output must
 * fail the test that reads it instead.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const TEST_FILE = /\.(test|e2e)\.tsx?$/;
// The modifiers that make vitest skip or single out tests, on it/test/describe/suite and their .concurrent forms.
const SKIPPING = /\b(?:it|test|describe|suite)(?:\.concurrent|\.sequential)*\.(skip|skipIf|runIf|only|todo)\b/;

const testFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'tests'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  // This file names every modifier in its own examples.
  .filter((file) => TEST_FILE.test(file) && file !== 'tests/architecture/noSkips.test.ts');

it('has test files to read', () => {
  expect(testFiles.length).toBeGreaterThan(50);
});

it('no test is skipped, skipped on a condition, focused or left to do', () => {
  const found = testFiles.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (SKIPPING.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
});

it('the scan recognises each way of skipping', () => {
  for (const line of [
    "it.skipIf(!present)('x', () => {})",
    "describe.skip('x')",
    "it.concurrent.only('x')",
    "test.todo('x')",
  ])
    expect(SKIPPING.test(line), line).toBe(true);
  expect(SKIPPING.test("it('skips nothing', () => {})")).toBe(false);
});
