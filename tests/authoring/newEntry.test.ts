import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NewEntryError, createEntry, kinds, resolveKind } from '../../scripts/tools/newEntry.ts';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { formatProblems } from '../../src/content/load/problem.ts';
import { projectRoot, removeTempSites, tempSite } from './tempSite.ts';

afterAll(removeTempSites);

describe('npm run new', () => {
  it('creates an entry of every kind that passes loadContent, its only warnings the values left to replace', () => {
    const root = tempSite('new');
    for (const kind of Object.keys(kinds)) {
      const entry = createEntry({ root, kind, slug: `fresh-${kind}` });
      const text = readFileSync(join(root, entry.file), 'utf8');
      expect(Object.keys(JSON.parse(text))[0], `${kind}: "$schema" comes first`).toBe('$schema');
      expect(text, kind).toContain('REPLACE');
    }
    const { content, problems } = loadContent(root);
    const errors = problems.filter((p) => p.severity === 'error');
    expect(errors, formatProblems(errors)).toEqual([]);
    expect(content!.collections.listings.find((l) => l.value.slug === 'fresh-listing')!.value.showInGrid).toBe(false);
    const created = new Set(problems.map((p) => p.file));
    expect(created.size).toBe(Object.keys(kinds).length);
    for (const p of problems) expect(p.message, `${p.file} ${p.path.join('.')}`).toMatch(/^still to fill in: /);
  });

  it('prints the file and its URL, and refuses a slug that exists', () => {
    const root = tempSite('new-cli');
    const run = (...args: string[]) =>
      spawnSync(
        process.execPath,
        ['--import', 'tsx', join(projectRoot, 'scripts', 'tools', 'newEntry.ts'), '--root', root, ...args],
        { cwd: projectRoot, encoding: 'utf8' },
      );
    const first = run('listing', '12-test-lane');
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain('created data/listings/12-test-lane.json');
    expect(first.stdout).toContain('/listings/12-test-lane');
    const again = run('listing', '12-test-lane');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('data/listings/12-test-lane.json already exists');
    const shipped = run('listing', 'dunvegan-road');
    expect(shipped.status).toBe(1);
    expect(shipped.stderr).toContain('already exists');
  });

  it('refuses a slug that is not a valid slug, with the one it probably meant', () => {
    const root = tempSite('new-bad');
    expect(() => createEntry({ root, kind: 'listing', slug: '12 Test Lane' })).toThrow(NewEntryError);
    expect(() => createEntry({ root, kind: 'listing', slug: '12 Test Lane' })).toThrow('did you mean "12-test-lane"?');
    expect(() => createEntry({ root, kind: 'sale', slug: 'double--hyphen' })).toThrow('not a valid slug');
    expect(() => createEntry({ root, kind: 'sale', slug: undefined })).toThrow('give the new sale a slug');
  });

  it('refuses a page or legal text whose URL is taken', () => {
    const root = tempSite('new-url');
    expect(() => createEntry({ root, kind: 'page', slug: 'privacy' })).toThrow(
      'the URL /privacy is already taken by data/legal/privacy.json',
    );
    expect(() => createEntry({ root, kind: 'legal', slug: 'contact' })).toThrow(
      'the URL /contact is already taken by data/pages/contact.json',
    );
  });

  it('knows the kinds, their plurals and close misspellings', () => {
    expect(resolveKind('team')).toBe('team-member');
    expect(resolveKind('listings')).toBe('listing');
    expect(() => resolveKind('lisitng')).toThrow('did you mean "listing"?');
  });
});
