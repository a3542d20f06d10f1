/**
 * A listing saved without an "order" (the editor leaves the field empty) goes after the ordered
 * ones on /listings, not ahead of order 1 as it did when a missing order counted as 0.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

const root = mkdtempSync(join(tmpdir(), 'unordered-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('puts a listing without an order after every ordered listing', () => {
  cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), { recursive: true });
  const fixtureSlugs = loadContent(root).content!.collections.listings.map(({ value }) => value.slug);
  const first = fixtureSlugs[0]!;
  const file = join(root, 'data', 'listings', `${first}.json`);
  const { order, ...withoutOrder } = JSON.parse(readFileSync(file, 'utf8')) as { order?: number };
  expect(order, 'the fixture orders its listings').toBeTypeOf('number');
  writeFileSync(file, JSON.stringify(withoutOrder, null, 2));

  const { content, problems } = loadContent(root);
  expect(problems.filter((problem) => problem.severity !== 'warning')).toEqual([]);
  const slugs = content!.collections.listings.map(({ value }) => value.slug);
  expect(slugs.at(-1)).toBe(first);
  expect(slugs.slice(0, -1)).toEqual(fixtureSlugs.slice(1));
});
