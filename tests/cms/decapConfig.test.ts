import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { decapConfig } from '../../scripts/build/cms/decapConfig.ts';
import type { DecapField, JsonSchema } from '../../scripts/build/cms/decapFields.ts';
import { keyOrders } from '../../scripts/build/cms/keyOrders.ts';
import { blockDefinitions } from '../../src/blocks/registry.ts';
import { collections, singletons } from '../../src/content/collections.ts';

/** The editor's configuration is generated from the definitions: these tests fail when a schema
 *  gains a field, a collection or a block the editor would not offer, or offers differently. */
const config = decapConfig({ localBackend: true });
type Collection = { name: string; folder?: string; fields?: DecapField[]; files?: { name: string; file: string; fields: DecapField[] }[] };
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
    const objects = alternatives?.filter((alternative) => alternative.properties) ?? (property.properties ? [property] : []);
    for (const object of objects) if (field.fields) missing.push(...uncovered(object, field.fields as DecapField[], `${path}.${name}`));
    const items = property.items;
    if (items?.properties && field.fields) missing.push(...uncovered(items, field.fields as DecapField[], `${path}.${name}[]`));
  }
  return missing;
}

describe('the editor configuration', () => {
  test('offers every collection in its folder, and every singleton as a settings file', () => {
    for (const [name, definition] of Object.entries(collections)) {
      expect(configCollections.find((collection) => collection.name === name)?.folder).toBe(`data/${definition.folder}`);
    }
    const files = configCollections.find((collection) => collection.name === 'settings')!.files!;
    expect(files.map((file) => [file.name, file.file])).toEqual(Object.entries(singletons).map(([name, definition]) => [name, `data/${definition.file}`]));
  });

  test.each([...Object.keys(collections), ...Object.keys(singletons)])('%s: every field of the schema, at every depth, has an editor field', (name) => {
    const definition = name in collections ? collections[name as keyof typeof collections] : singletons[name as keyof typeof singletons];
    const collection = configCollections.find((entry) => entry.name === name) ?? configCollections.find((entry) => entry.name === 'settings')!.files!.find((file) => file.name === name)!;
    expect(uncovered(jsonSchema(definition.schema), collection.fields!, name)).toEqual([]);
  });

  test("labels and hints come from the schema's descriptions; required, enums and bounds are the schema's", () => {
    const listing = configCollections.find((collection) => collection.name === 'listings')!.fields!;
    const field = (name: string) => listing.find((entry) => entry.name === name)!;
    expect(field('address')).toMatchObject({ label: 'Address', widget: 'string', hint: 'Short address shown on the card, e.g. "84 Old Forest Hill Road".' });
    expect(field('offer')).toMatchObject({ widget: 'select', options: ['sale', 'lease'] });
    expect(field('bedrooms')).toMatchObject({ widget: 'number', value_type: 'int', min: 0 });
    expect(field('neighbourhood')).toMatchObject({ required: false });
    expect(field('address').required).toBeUndefined();
    expect(field('price')).toMatchObject({ widget: 'object', fields: expect.arrayContaining([{ name: 'kind', label: 'Kind', widget: 'select', options: ['amount', 'uponRequest'] }]) });
    expect(field('$schema')).toMatchObject({ widget: 'hidden', default: '../../schema/listings.schema.json' });
  });

  test('pages are typed lists of blocks: one type per registered block, told apart by "type"', () => {
    const pages = configCollections.find((collection) => collection.name === 'pages')!.fields!;
    const blocks = pages.find((field) => field.name === 'blocks')!;
    expect(blocks).toMatchObject({ widget: 'list', typeKey: 'type' });
    const offered = (blocks.types as { name: string }[]).map((type) => type.name);
    const accepted = (jsonSchema(collections.pages.schema).properties!.blocks!.items!.oneOf ?? []).map((alternative) => alternative.properties!.type!.const);
    expect(offered).toEqual(accepted);
    expect(offered.length).toBeGreaterThan(5);
    for (const type of offered) expect(Object.keys(blockDefinitions)).toContain(type);
  });

  test('the hosted configuration edits through pull requests; the local one through decap-server', () => {
    expect(decapConfig({ localBackend: false })).toMatchObject({ backend: { name: 'git-gateway' }, publish_mode: 'editorial_workflow' });
    expect(decapConfig({ localBackend: false })).not.toHaveProperty('local_backend');
    expect(decapConfig({ localBackend: true, backendUrl: 'http://127.0.0.1:4174/admin/api/v1' })).toMatchObject({ local_backend: { url: 'http://127.0.0.1:4174/admin/api/v1' } });
  });

  test("saves keep each file's keys in the schema's order, at every depth", () => {
    const order = keyOrders(config)['json-team']!;
    expect(order.keys!.slice(0, 4)).toEqual(['$schema', 'slug', 'order', 'name']);
    const file = JSON.parse(readFileSync(join(import.meta.dirname, '../fixtures/site/data/team/julian-mercer.json'), 'utf8')) as Record<string, unknown>;
    // The sample files are written in the schema's order: what the editor writes matches them.
    expect(Object.keys(file).filter((key) => order.keys!.includes(key))).toEqual(order.keys!.filter((key) => key in file));
  });
});
