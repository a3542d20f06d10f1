import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { fieldPath, formatProblem } from '../../src/content/load/problem.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

const root = fixtureSiteRoot;
const corpus = join(import.meta.dirname, '..', 'fixtures', 'broken-content');

interface Expected {
  file: string;
  line: number;
  column: number;
  field: string;
  message: string;
  suggestion?: string;
}

const temporaryRoots: string[] = [];
afterAll(() => temporaryRoots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The fixture site with one broken case laid over it, in a throwaway copy (media linked, not copied). */
function siteWithCase(name: string): string {
  const dir = mkdtempSync(join(tmpdir(), `broken-${name}-`));
  temporaryRoots.push(dir);
  cpSync(join(root, 'data'), join(dir, 'data'), {
    recursive: true,
    filter: (src) => !src.startsWith(join(root, 'data', 'media')),
  });
  mkdirSync(join(dir, 'data', 'media', 'fixtures'), { recursive: true });
  for (const entry of readdirSync(join(root, 'data', 'media')))
    symlinkSync(join(root, 'data', 'media', entry), join(dir, 'data', 'media', entry));
  cpSync(
    join(import.meta.dirname, '..', 'fixtures', 'media', 'photo.jpg'),
    join(dir, 'data', 'media', 'fixtures', 'photo.jpg'),
  );
  cpSync(join(corpus, name, 'data'), join(dir, 'data'), { recursive: true });
  return dir;
}

describe('broken content is refused with file, line, column and field', () => {
  for (const name of readdirSync(corpus)) {
    it(name, () => {
      const expected = JSON.parse(readFileSync(join(corpus, name, 'expected.json'), 'utf8')) as Expected[];
      const { problems } = loadContent(siteWithCase(name));
      const errors = problems.filter((p) => p.severity === 'error');
      // Every problem is reported, and nothing else: the rest of the site is valid.
      expect(errors.map((p) => `${p.file}:${p.line}:${p.column} ${fieldPath(p.path)}`).sort()).toEqual(
        expected.map((e) => `${e.file}:${e.line}:${e.column} ${e.field}`).sort(),
      );
      for (const e of expected) {
        const match = errors.find(
          (p) =>
            p.file === e.file && p.line === e.line && fieldPath(p.path) === e.field && p.message.includes(e.message),
        );
        expect(match, `a problem at ${e.file}:${e.line} ${e.field} saying "${e.message}"`).toBeDefined();
        if (e.suggestion) expect(match!.suggestion).toBe(e.suggestion);
        // What an editor reads names the place and the field.
        expect(formatProblem(match!)).toContain(`${e.file}:${e.line}:${e.column}`);
        expect(formatProblem(match!)).toContain(`field: ${e.field || '(whole file)'}`);
      }
    });
  }
});
