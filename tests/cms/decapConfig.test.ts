import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { writeAdmin } from '../../scripts/cms/config/adminFiles.ts';
import { DRAWN_BY_THE_SITE } from '../../scripts/cms/config/blockMenus.ts';
import { decapConfig, hostedBackend } from '../../scripts/cms/config/decapConfig.ts';
import type { DecapField, JsonSchema } from '../../scripts/cms/config/decapFields.ts';
import { keyOrders } from '../../scripts/cms/config/keyOrders.ts';
import { blockDefinitions, blockTypesIn } from '../../src/blocks/registry.ts';
import { collections, singletons } from '../../src/content/collections/registry.ts';
import type { CollectionDefinition } from '../../src/content/collections/defineCollection.ts';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { relationsIn } from '../../src/model/relationsIn.ts';

/** The editor's configuration is generated from the definitions: these tests fail when a schema
 *  gains a field, a collection or a block the editor would not offer, or offers differently. */
const config = decapConfig({ localBackend: true });
type Collection = {
  name: string;
  folder?: string;
  fields?: DecapField[];
  files?: { name: string; file: string; fields: DecapField[] }[];
};
const configCollections = config.collections as Collection[];
const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

/** Every property of the schema, at every depth, has a field of the same name (unions and typed lists included). */
function uncovered(schema: JsonSchema, fields: DecapField[], path: string): string[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const missing: string[] = [];
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const field = byName.get(name);
    if (!field) {
      missing.push(`${path}.${name}`);
      continue;
    }
    const alternatives = property.oneOf ?? property.anyOf;
    const objects =
      alternatives?.filter((alternative) => alternative.properties) ?? (property.properties ? [property] : []);
    for (const object of objects)
      if (field.fields) missing.push(...uncovered(object, field.fields as DecapField[], `${path}.${name}`));
    const items = property.items;
    if (items?.properties && field.fields)
      missing.push(...uncovered(items, field.fields as DecapField[], `${path}.${name}[]`));
  }
  return missing;
}

describe('the editor configuration', () => {
  test('offers every collection in its folder, and every singleton as a settings file', () => {
    for (const [name, definition] of Object.entries(collections)) {
      expect(configCollections.find((collection) => collection.name === name)?.folder).toBe(
        `data/${definition.folder}`,
      );
    }
    const files = configCollections.find((collection) => collection.name === 'settings')!.files!;
    expect(files.map((file) => [file.name, file.file])).toEqual(
      Object.entries(singletons).map(([name, definition]) => [name, `data/${definition.file}`]),
    );
  });

  test.each([...Object.keys(collections), ...Object.keys(singletons)])(
    '%s: every field of the schema, at every depth, has an editor field',
    (name) => {
      const definition =
        name in collections
          ? collections[name as keyof typeof collections]
          : singletons[name as keyof typeof singletons];
      const collection =
        configCollections.find((entry) => entry.name === name) ??
        configCollections.find((entry) => entry.name === 'settings')!.files!.find((file) => file.name === name)!;
      expect(uncovered(jsonSchema(definition.schema), collection.fields!, name)).toEqual([]);
    },
  );

  test("labels and hints come from the schema's descriptions; required, enums and bounds are the schema's", () => {
    const listing = configCollections.find((collection) => collection.name === 'listings')!.fields!;
    const field = (name: string) => listing.find((entry) => entry.name === name)!;
    expect(field('address')).toMatchObject({
      label: 'Address',
      widget: 'string',
      hint: 'Short address shown on the card, e.g. "84 Old Forest Hill Road".',
    });
    expect(field('offer')).toMatchObject({ widget: 'select', options: ['sale', 'lease'] });
    expect(field('bedrooms')).toMatchObject({ widget: 'number', value_type: 'int', min: 0 });
    expect(field('neighbourhood')).toMatchObject({ required: false });
    expect(field('address').required).toBeUndefined();
    expect(field('price')).toMatchObject({
      widget: 'object',
      fields: expect.arrayContaining([
        { name: 'kind', label: 'Kind', widget: 'select', options: ['amount', 'uponRequest'] },
      ]),
    });
    expect(field('$schema')).toMatchObject({ widget: 'hidden', default: '../../schema/listings.schema.json' });
  });

  test('pages are typed lists of blocks: one type per registered block a page may hold, told apart by "type"', () => {
    const pages = configCollections.find((collection) => collection.name === 'pages')!.fields!;
    const blocks = pages.find((field) => field.name === 'blocks')!;
    expect(blocks).toMatchObject({ widget: 'list', typeKey: 'type' });
    const offered = (blocks.types as { name: string }[]).map((type) => type.name);
    const accepted = (jsonSchema(collections.pages.schema).properties!.blocks!.items!.oneOf ?? []).map(
      (alternative) => alternative.properties!.type!.const as string,
    );
    // The blocks the site draws itself on an entry's own page are not offered (blockMenus.ts), nor an article body's.
    const articleBody = blockTypesIn('articleBody') as string[];
    expect(offered).toEqual(
      accepted.filter((type) => !DRAWN_BY_THE_SITE.includes(type) && !articleBody.includes(type)),
    );
    expect(offered.length).toBeGreaterThan(5);
    for (const type of offered) expect(Object.keys(blockDefinitions)).toContain(type);
  });

  test("an article's body offers exactly the blocks declared for it, in the registry's order", () => {
    const articles = configCollections.find((collection) => collection.name === 'articles')!.fields!;
    const body = articles.find((field) => field.name === 'body')!;
    expect(body).toMatchObject({ widget: 'list', typeKey: 'type' });
    const offered = (body.types as { name: string }[]).map((type) => type.name);
    expect(offered).toEqual(blockTypesIn('articleBody'));
    expect(offered.slice(0, 2)).toEqual(['paragraph', 'heading']);
  });

  test('the hosted configuration edits through pull requests; the local one through decap-server', () => {
    expect(decapConfig({ localBackend: false })).toMatchObject({
      backend: { name: 'git-gateway' },
      publish_mode: 'editorial_workflow',
    });
    expect(decapConfig({ localBackend: false })).not.toHaveProperty('local_backend');
    expect(decapConfig({ localBackend: true, backendUrl: 'http://127.0.0.1:4174/admin/api/v1' })).toMatchObject({
      local_backend: { url: 'http://127.0.0.1:4174/admin/api/v1' },
    });
  });

  test("saves keep each file's keys in the schema's order, at every depth", () => {
    const order = keyOrders(config)['json-team']!;
    expect(order.keys!.slice(0, 4)).toEqual(['$schema', 'slug', 'order', 'name']);
    const file = JSON.parse(
      readFileSync(join(import.meta.dirname, '../fixtures/site/data/team/julian-mercer.json'), 'utf8'),
    ) as Record<string, unknown>;
    // The sample files are written in the schema's order: what the editor writes matches them.
    expect(Object.keys(file).filter((key) => order.keys!.includes(key))).toEqual(
      order.keys!.filter((key) => key in file),
    );
  });
});

describe('references are chosen from their collection', () => {
  /** The editor field at a data path: list items by their type (blocks) or their one field. */
  function fieldAt(fields: DecapField[], data: unknown, path: (string | number)[]): DecapField | undefined {
    const [key, ...rest] = path;
    const field = fields.find((candidate) => candidate.name === key);
    if (!field || rest.length === 0) return field;
    const value = (data as Record<string, unknown>)[key as string];
    if (field.widget === 'list') {
      const [index, ...inner] = rest as [number, ...(string | number)[]];
      const item = (value as unknown[])[index];
      if (field.types) {
        const type = (field.types as DecapField[]).find(
          (candidate) => candidate.name === (item as Record<string, unknown>)[field.typeKey as string],
        );
        return inner.length === 0 ? type : fieldAt((type?.fields ?? []) as DecapField[], item, inner);
      }
      if (field.field) return field.field as DecapField;
      return fieldAt((field.fields ?? []) as DecapField[], item, inner);
    }
    return fieldAt((field.fields ?? []) as DecapField[], value, rest);
  }

  test.each(Object.keys(collections))(
    '%s: every reference the check follows is a relation field to the same collection',
    (name) => {
      const definition = collections[name as keyof typeof collections] as unknown as CollectionDefinition;
      const collection = configCollections.find((entry) => entry.name === name)!;
      const { content } = loadValidContent(fixtureSiteRoot);
      const seen: string[] = [];
      for (const { value } of content.collections[name as keyof typeof collections]) {
        for (const reference of relationsIn(definition.schema, value).references) {
          const field = fieldAt(collection.fields!, value, reference.path);
          expect(field, `${name}: ${reference.path.join('.')}`).toMatchObject({
            widget: 'relation',
            collection: reference.collection,
            value_field: 'slug',
          });
          seen.push(reference.path.join('.'));
        }
      }
      // The fixture site exercises references in these collections: the test would pass vacuously otherwise.
      if (['listings', 'pages'].includes(name)) expect(seen.length).toBeGreaterThan(0);
    },
  );
});

describe('the hosted editor', () => {
  test('signs in through Git Gateway by default, or through GitHub and an OAuth proxy, chosen by environment variables', () => {
    expect(hostedBackend({})).toEqual({ name: 'git-gateway', branch: 'main' });
    expect(
      hostedBackend({
        EDITOR_GITHUB_REPO: 'ashdown/site',
        EDITOR_OAUTH_URL: 'https://oauth.ashdowngroup.example/',
        EDITOR_BRANCH: 'live',
      }),
    ).toEqual({
      name: 'github',
      repo: 'ashdown/site',
      branch: 'live',
      base_url: 'https://oauth.ashdowngroup.example',
    });
    expect(() => hostedBackend({ EDITOR_GITHUB_REPO: 'ashdown/site' })).toThrow(
      'EDITOR_GITHUB_REPO needs EDITOR_OAUTH_URL',
    );
    expect(() =>
      hostedBackend({ EDITOR_GITHUB_REPO: 'https://github.com/ashdown/site', EDITOR_OAUTH_URL: 'https://o.example' }),
    ).toThrow('must be <owner>/<name>');
  });

  test('build:deploy --with-editor writes the page, the bundle, the configuration and the script; Git Gateway brings Netlify Identity', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'admin-'));
    try {
      await writeAdmin(outDir, { localBackend: false, hosted: hostedBackend({}) });
      expect(readdirSync(join(outDir, 'admin')).sort()).toEqual([
        'check.js',
        'config.yml',
        'content.json',
        'decap-cms.js',
        'editor.js',
        'index.html',
        'manual-init.js',
        // The site's own preview: its entry, and the blocks' components it loads as a page needs them.
        'preview',
        'preview.js',
      ]);
      expect(readFileSync(join(outDir, 'admin/index.html'), 'utf8')).toContain(
        'https://identity.netlify.com/v1/netlify-identity-widget.js',
      );
      expect(JSON.parse(readFileSync(join(outDir, 'admin/config.yml'), 'utf8'))).toMatchObject({
        backend: { name: 'git-gateway' },
        publish_mode: 'editorial_workflow',
      });
      await writeAdmin(outDir, {
        localBackend: false,
        hosted: hostedBackend({ EDITOR_GITHUB_REPO: 'ashdown/site', EDITOR_OAUTH_URL: 'https://o.example' }),
      });
      expect(readFileSync(join(outDir, 'admin/index.html'), 'utf8')).not.toContain('identity.netlify.com');
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });

  test("EDITOR_BACKEND=test-repo builds it on Decap's in-browser backend, filled with the content's files, for tests and demonstrations", async () => {
    expect(hostedBackend({ EDITOR_BACKEND: 'test-repo' })).toEqual({ name: 'test-repo' });
    expect(() => hostedBackend({ EDITOR_BACKEND: 'github' })).toThrow('can only be "test-repo"');
    const outDir = mkdtempSync(join(tmpdir(), 'admin-'));
    try {
      await writeAdmin(
        outDir,
        { localBackend: false, hosted: hostedBackend({ EDITOR_BACKEND: 'test-repo' }) },
        fixtureSiteRoot,
      );
      const page = readFileSync(join(outDir, 'admin/index.html'), 'utf8');
      expect(page).not.toContain('identity.netlify.com');
      // Before Decap's bundle, which keeps a window.repoFiles it finds.
      expect(page.indexOf('test-repo.js')).toBeGreaterThan(0);
      expect(page.indexOf('test-repo.js')).toBeLessThan(page.indexOf('decap-cms.js'));
      const window: { repoFiles?: Record<string, Record<string, { content: string }>> } = {};
      runInNewContext(readFileSync(join(outDir, 'admin/test-repo.js'), 'utf8'), { window });
      const listings = readdirSync(join(fixtureSiteRoot, 'data/listings'));
      // The list reads the folder's own key, a file its path's segments: one object under both.
      expect(Object.keys(window.repoFiles!['data/listings']!).sort()).toEqual(listings.sort());
      expect(window.repoFiles!['data/listings']).toBe(
        (window.repoFiles!.data as unknown as Record<string, unknown>).listings,
      );
      expect(window.repoFiles!['data/listings']![listings[0]!]!.content).toBe(
        readFileSync(join(fixtureSiteRoot, 'data/listings', listings[0]!), 'utf8'),
      );
      expect(JSON.parse(readFileSync(join(outDir, 'admin/config.yml'), 'utf8'))).toMatchObject({
        backend: { name: 'test-repo' },
        publish_mode: 'editorial_workflow',
      });
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
