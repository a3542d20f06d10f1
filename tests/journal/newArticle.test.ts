/**
 * `npm run new -- article <slug>`: a file the check accepts at once, whose only messages are the
 * values still to write, served at /journal/<slug>.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createEntry, resolveKind } from '../../scripts/tools/newEntry.ts';
import { readJson, removeTempSites, runCheckCommand, tempSite } from '../authoring/tempSite.ts';
import { join } from 'node:path';

afterAll(removeTempSites);

describe('npm run new -- article', () => {
  it('writes a ready-to-fill article whose only check messages are the values to fill in', () => {
    const root = tempSite('article');
    const entry = createEntry({ root, kind: resolveKind('article'), slug: 'winter-market-2027', today: '2026-11-20' });
    expect(entry).toMatchObject({
      file: 'data/articles/winter-market-2027.json',
      route: '/journal/winter-market-2027',
    });
    const written = readJson<{ author: string; date: string; body: unknown[] }>(join(root, entry.file));
    expect(written).toMatchObject({ author: 'eleanor-ashdown', date: '2026-11-20' });
    const result = runCheckCommand(root);
    expect(result.status).toBe(0);
    const fields = [
      ...result.stdout.matchAll(/^warning {2}data\/articles\/winter-market-2027\.json:\d+:\d+\n\s+field: (\S+)/gm),
    ].map((m) => m[1]);
    expect(fields.sort()).toEqual(['body[0].text', 'hero.alt', 'hero.src', 'standfirst', 'title'].sort());
    expect(result.stdout.match(/^(warning|error) /gm)).toHaveLength(fields.length);
  });

  it('answers to "articles" and "post" too', () => {
    expect(resolveKind('articles')).toBe('article');
    expect(resolveKind('post')).toBe('article');
  });
});
