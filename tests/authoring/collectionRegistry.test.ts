import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCollection } from '../../src/content/collections/defineCollection.ts';
import { collections, singletons } from '../../src/content/collections/registry.ts';
import {
  collectionFiles,
  modelExports,
  renderCollectionEntries,
  renderCollectionNames,
  renderVsCodeSettings,
} from '../../scripts/tools/generateCollections.ts';
import { aliasesOf, kindsOf } from '../../scripts/tools/newEntry.ts';
import { projectRoot } from '../../scripts/lib/paths.ts';

// A collection no site has: what adding one takes is its definition (and its model file and
// template), and every list of collections follows from the registry it is added to.
const Boat = z.object({ slug: z.string(), title: z.string() });
const boats = defineCollection({
  folder: 'boats',
  entryName: 'boat',
  schema: Boat,
  scaffold: { kind: 'boat', aliases: ['yacht'] },
  route: (slug) => `/boats/${slug}`,
});
const withBoats = { ...collections, boats };

describe('a collection added to the registry', () => {
  it('is named by the model, with its page, and its entries are typed from its model file', async () => {
    const names = await renderCollectionNames(withBoats);
    expect(names).toMatch(/export type CollectionName =[^;]*'boats'/);
    expect(names).toMatch(/export type PagedCollection =[^;]*'boats'/);

    const exports = new Map([...(await modelExports()), [Boat, { file: 'boat.ts', name: 'Boat' }]]);
    const entries = await renderCollectionEntries(withBoats, exports);
    expect(entries).toContain("import type { Boat } from './boat.ts';");
    expect(entries).toMatch(/interface CollectionEntries \{[^}]*\n {2}boats: Boat;/);
  });

  it("gets VS Code's schema mapping, and keeps the file's other settings", () => {
    const current = JSON.stringify({ 'json.schemas': [], 'editor.tabSize': 2 });
    const settings = JSON.parse(renderVsCodeSettings(withBoats, singletons, current)) as {
      'json.schemas': { fileMatch: string[]; url: string }[];
      'editor.tabSize': number;
    };
    expect(settings['json.schemas']).toContainEqual({
      fileMatch: ['/data/boats/*.json'],
      url: './schema/boats.schema.json',
    });
    expect(settings['editor.tabSize']).toBe(2);
  });

  it('is a kind `npm run new` knows, by its folder and aliases too', () => {
    expect(kindsOf(withBoats).boat).toBe('boats');
    expect(aliasesOf(withBoats)).toMatchObject({ boats: 'boat', yacht: 'boat' });
    expect(kindsOf(collections).boat).toBeUndefined();
  });

  it('leaves every list once removed', async () => {
    const { articles: _, ...without } = collections;
    expect(await renderCollectionNames(without)).not.toContain("'articles'");
    expect(await renderCollectionEntries(without, await modelExports())).not.toContain('articles:');
    expect(Object.values(kindsOf(without))).not.toContain('articles');
  });
});

describe('the lists of collections', () => {
  it('committed are the ones the registry generates (npm run generate)', async () => {
    for (const [file, text] of await collectionFiles())
      expect(readFileSync(file, 'utf8'), relative(projectRoot, file)).toBe(text);
  });

  it('list every collection defined in src/content/collections, each with its template', () => {
    const dir = join(projectRoot, 'src', 'content', 'collections');
    const defined = readdirSync(dir).flatMap((file) =>
      [...readFileSync(join(dir, file), 'utf8').matchAll(/export const (\w+) = defineCollection\(/g)].map((m) => m[1]),
    );
    expect(defined.length).toBeGreaterThan(0);
    expect(Object.keys(collections).sort()).toEqual(defined.sort());
    for (const { scaffold } of Object.values(collections))
      expect(
        existsSync(join(projectRoot, 'scripts', 'tools', 'templates', `${scaffold.kind}.json`)),
        scaffold.kind,
      ).toBe(true);
  });

  /**
   * Most of the collections' names within a few lines of one another, as quoted strings or object
   * keys, is a list kept by hand: a collection added to the registry would be missing from it. A
   * mapping of a few (a block's collection, a stand-in photo per folder) is not such a list.
   */
  it('are kept nowhere else in src/ or scripts/', () => {
    const names = Object.keys(collections);
    const most = Math.ceil((names.length * 2) / 3);
    const exempt = new Set(
      ['src/content/collections/registry.ts', 'src/model/collectionNames.ts', 'src/model/collectionEntries.ts'].map(
        (file) => join(projectRoot, file),
      ),
    );
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const path = join(dir, name);
        if (name === 'node_modules') return [];
        return statSync(path).isDirectory() ? walk(path) : /\.tsx?$/.test(name) ? [path] : [];
      });
    const patterns = names.map((name) => new RegExp(`(['"\`])${name}\\1|^\\s*${name}\\??:`, 'm'));
    const lists: string[] = [];
    for (const file of ['src', 'scripts'].flatMap((dir) => walk(join(projectRoot, dir)))) {
      if (exempt.has(file)) continue;
      const lines = readFileSync(file, 'utf8').split('\n');
      for (let i = 0; i < lines.length; i++) {
        const window = lines.slice(i, i + 15).join('\n');
        const found = names.filter((_, n) => patterns[n]!.test(window));
        if (found.length >= most) {
          lists.push(`${relative(projectRoot, file)}:${i + 1} lists ${found.join(', ')}`);
          break;
        }
      }
    }
    expect(lists).toEqual([]);
  });
});
