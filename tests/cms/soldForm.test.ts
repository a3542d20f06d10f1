/**
 * A listing's "Sold" in the editor's form (generated from the schema): fields labelled in people's
 * words, the price's choice read as "Sale price" or "Price upon request", nothing filled in before
 * anyone types, and a Sold left blank saved as no "sold" at all (the listing stays for sale).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { decapConfig } from '../../scripts/cms/config/decapConfig.ts';
import type { DecapField } from '../../scripts/cms/config/decapFields.ts';
import { Listing } from '../../src/model/listing.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { editorScriptFormats } from './editorScriptFormats.ts';

const formats = editorScriptFormats();

const soldField = () => {
  const listings = (decapConfig({ localBackend: true }).collections as { name: string; fields?: DecapField[] }[]).find(
    (collection) => collection.name === 'listings',
  )!;
  return listings.fields!.find((field) => field.name === 'sold')!;
};
const fieldsOf = (field: DecapField) => field.fields as DecapField[];
const labels = (fields: DecapField[]): string[] =>
  fields.flatMap((field) => [
    field.label,
    ...(Array.isArray(field.fields) ? labels(field.fields as DecapField[]) : []),
  ]);

test('the Sold fields read in people\'s words, the price as "Sale price" or "Price upon request"', () => {
  const sold = soldField();
  expect(sold).toMatchObject({ label: 'Sold', widget: 'object', required: false });
  expect(labels(fieldsOf(sold))).toEqual([
    'Sale price',
    'Show',
    'Amount',
    'Currency',
    'Date sold',
    'Portfolio section',
    'Position in the section',
    'Written consent to publish the price',
    "Seller's written consent (date)",
    "Buyer's written consent (date)",
  ]);
  const kind = fieldsOf(fieldsOf(sold).find((field) => field.name === 'price')!).find((field) => field.name === 'kind');
  expect(kind?.options).toEqual([
    { label: 'Sale price', value: 'amount' },
    { label: 'Price upon request', value: 'uponRequest' },
  ]);
  // Nothing filled in before anyone types: a default would make every listing's Sold non-blank.
  expect(JSON.stringify(sold)).not.toContain('"default"');
});

test('a Sold left blank is saved as no "sold"; one filled in is saved as the schema reads it', () => {
  const format = formats.get('json-listings')!;
  const folder = join(fixtureSiteRoot, 'data', 'listings');
  const text = readFileSync(join(folder, readdirSync(folder)[0]!), 'utf8');
  const inForm = format.fromFile(text);
  expect(format.toFile({ ...inForm, sold: { price: { kind: undefined }, date: '', priceConsent: {} } })).toBe(text);
  const saved = JSON.parse(
    format.toFile({
      ...inForm,
      sold: {
        priceConsent: { buyer: '2026-11-22', seller: '2026-11-21' },
        section: 'pinnacle',
        date: '2026-11-20',
        price: { amount: 8200000, kind: 'amount' },
      },
    }),
  );
  expect(Object.keys(saved).at(-1)).toBe('sold');
  expect(JSON.stringify(saved.sold)).toBe(
    '{"price":{"kind":"amount","amount":8200000},"date":"2026-11-20","section":"pinnacle","priceConsent":{"seller":"2026-11-21","buyer":"2026-11-22"}}',
  );
  // The currency the form leaves out is the schema's one currency.
  expect(Listing.parse(saved).sold?.price).toEqual({ kind: 'amount', amount: 8200000, currency: 'CAD' });
});
