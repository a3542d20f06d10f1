import { z } from 'zod';
import { collections } from '../../../src/content/collections/registry.ts';
import { REFERENCES } from '../../../src/model/relations.ts';
import type { DecapField, JsonSchema } from './jsonSchema.ts';

/**
 * What the editor calls things: a field's label from its name, the field an entry is known by in
 * lists and pickers (and so a relation's), and the field a list item is summarised by.
 */

/** A field's label from its name, a word to each capital: "listingSlug" is "Listing Slug", "videoUrl" "Video URL". */
export const labelFor = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase())
    .replace(/\bUrl\b/, 'URL');

/** The field an entry is known by in lists and pickers: its title, name or address. */
export const displayFieldOf = (properties: string[]) =>
  ['title', 'name', 'address', 'slug'].find((name) => properties.includes(name)) ?? properties[0]!;

/** The collection a reference field names, and the field to show its entries by. */
export function relationTarget(schema: JsonSchema): { collection: string; display: string } | undefined {
  const entry = Object.entries(collections).find(([name]) => name === schema[REFERENCES]);
  if (!entry) return undefined;
  const [collection, definition] = entry;
  const properties = Object.keys(
    (z.toJSONSchema(definition.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema).properties ?? {},
  );
  return { collection, display: displayFieldOf(properties) };
}

/** The fields a list item is best known by, in order: what a person would call it. */
const NAMING_FIELDS = ['name', 'title', 'heading', 'label', 'question', 'key'];
export const namingField = (fields: DecapField[]) =>
  NAMING_FIELDS.find((name) =>
    fields.some((field) => field.name === name && ['string', 'text', 'relation', 'select'].includes(field.widget)),
  );
