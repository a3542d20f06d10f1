import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { decapConfig } from '../../scripts/cms/config/decapConfig.ts';
import type { DecapField } from '../../scripts/cms/config/decapFields.ts';
import { collections } from '../../src/content/collections/registry.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { editorScriptFormats } from './editorScriptFormats.ts';

/**
 * The formats the editor's script registers with Decap, run as the editor runs them: a file read
 * into the form and saved again untouched comes out as it was, and a guide's
 * sources (a map under keys of the author's choosing) are a list of entries in the form.
 */
const formats = editorScriptFormats();

const files = (collection: keyof typeof collections) => {
  const folder = join(fixtureSiteRoot, 'data', collections[collection].folder);
  return readdirSync(folder).map((name) => readFileSync(join(folder, name), 'utf8'));
};

test.each(Object.keys(collections) as (keyof typeof collections)[])(
  '%s: a file read into the form and saved untouched keeps its content and key order',
  (collection) => {
    const format = formats.get(`json-${collection}`)!;
    // As the file has it, keys in its order, maps as maps; only a number's spelling may change ("11.0" is written 11).
    for (const text of files(collection))
      expect(format.toFile(format.fromFile(text))).toBe(JSON.stringify(JSON.parse(text), null, 2) + '\n');
  },
);

test("a guide's sources are a list of entries in the form, each with its key, and a map again in the file", () => {
  const format = formats.get('json-neighbourhoods')!;
  const [text] = files('neighbourhoods');
  const inFile = JSON.parse(text!) as { sources: Record<string, object> };
  const inForm = format.fromFile(text!) as { sources: Record<string, unknown>[] };
  expect(inForm.sources.map((source) => source.key)).toEqual(Object.keys(inFile.sources));
  expect(inForm.sources[0]).toEqual({ key: Object.keys(inFile.sources)[0], ...Object.values(inFile.sources)[0] });

  // An editor renames a key and adds a source: the file has the map, keys in the form's order.
  inForm.sources[0]!.key = 'statcan';
  inForm.sources.push({ key: 'city', kind: 'other', label: 'City of Toronto, Neighbourhood Profiles' });
  const saved = JSON.parse(format.toFile(inForm)) as { sources: Record<string, object> };
  expect(Object.keys(saved.sources)).toEqual(['statcan', ...Object.keys(inFile.sources).slice(1), 'city']);
  expect(saved.sources.city).toEqual({ kind: 'other', label: 'City of Toronto, Neighbourhood Profiles' });
});

test('the editor offers the sources as a list with a key field and the fields of a source', () => {
  const guides = (decapConfig({ localBackend: true }).collections as { name: string; fields?: DecapField[] }[]).find(
    (collection) => collection.name === 'neighbourhoods',
  )!;
  const sources = guides.fields!.find((field) => field.name === 'sources')!;
  expect(sources).toMatchObject({ widget: 'list', mapKey: 'key' });
  expect((sources.fields as DecapField[]).map((field) => field.name)).toEqual(['key', 'kind', 'label', 'url']);
});

test("a price switched to upon request keeps only that choice's keys; a one-choice select is filled in", () => {
  const format = formats.get('json-listings')!;
  const [text] = files('listings');
  const inForm = format.fromFile(text!) as { price: Record<string, unknown> };
  expect(inForm.price).toMatchObject({ kind: 'amount', currency: 'CAD' });
  inForm.price.kind = 'uponRequest';
  expect((JSON.parse(format.toFile(inForm)) as { price: unknown }).price).toEqual({ kind: 'uponRequest' });

  const listings = (decapConfig({ localBackend: true }).collections as { name: string; fields?: DecapField[] }[]).find(
    (collection) => collection.name === 'listings',
  )!;
  const price = (listings.fields!.find((field) => field.name === 'price')!.fields as DecapField[]).find(
    (field) => field.name === 'currency',
  );
  expect(price).toMatchObject({ widget: 'select', options: ['CAD'], default: 'CAD' });
});

test('a required toggle left untouched is saved as off, as the form shows it', () => {
  const listings = (decapConfig({ localBackend: true }).collections as { name: string; fields?: DecapField[] }[]).find(
    (collection) => collection.name === 'listings',
  )!;
  expect(listings.fields!.find((field) => field.name === 'showInGrid')).toMatchObject({
    widget: 'boolean',
    default: false,
  });
});
