/**
 * Decap CMS fields from the JSON Schemas the zod schemas give (z.toJSONSchema), so the editor
 * asks for exactly what `npm run check` accepts: labels and hints from the descriptions, required
 * fields, enums as selects, number bounds, patterns, lists, and unions of objects. What a field
 * is called (fieldNaming.ts), what a schema says (jsonSchema.ts) and the photo and video fields
 * (mediaFields.ts) are in files of their own.
 */
import { alternativesOf, constOf, type DecapField, discriminatorOf, isObject, type JsonSchema } from './jsonSchema.ts';
import { labelFor, namingField, relationTarget } from './fieldNaming.ts';
import { isImage, isVideo, photoFields, videoFiles } from './mediaFields.ts';
import { PRICE_WIDGET } from './priceWidget.ts';
import { inlineMarkupField } from './inlineMarkupField.ts';
import { INLINE_MARKUP } from '../../../src/model/inlineMarkup.ts';

// What the editor's other files take from here, wherever it is declared.
export type { DecapField, JsonSchema } from './jsonSchema.ts';
export { displayFieldOf, labelFor } from './fieldNaming.ts';
export { PHOTO_DESCRIPTION_LABEL, PHOTO_LABEL } from './mediaFields.ts';

/** The item field that holds a map entry's key while the editor shows the map as a list. */
const MAP_KEY = 'key';

/**
 * A map under keys the author chooses (a guide's sources, { "census": {...} }): Decap has no
 * widget for one, so the editor shows it as a list of entries, each with its key, and the
 * file's format turns the list back into the map on saving (keyOrders.ts, `mapKey`).
 */
function mapField(name: string, schema: JsonSchema, values: JsonSchema, required: boolean): DecapField {
  const key: DecapField = {
    name: MAP_KEY,
    label: 'Key',
    widget: 'string',
    ...(schema.propertyNames?.description ? { hint: schema.propertyNames.description } : {}),
  };
  return {
    ...common(name, schema, required),
    widget: 'list',
    mapKey: MAP_KEY,
    summary: `{{fields.${MAP_KEY}}}`,
    fields: [key, ...objectFields(values)],
  };
}

/** Past this, a number's maximum is zod's "any integer", not a bound worth showing. */
const SAFE_BOUND = 1e12;
/** Free text that reads better in a box than on one line. */
const LONG_TEXT = /description|paragraph|text|bio|quote|summary|body/i;

/**
 * A description as the form's hint: the part before its first JSON example ({ "kind": … }), which
 * is for whoever edits the files; the form's own fields ask for the same thing in its words.
 */
function formHint(description: string): string {
  const json = description.search(/[{[]\s*"|"\w+":\s/);
  if (json < 0) return description;
  const before = description
    .slice(0, json)
    .replace(/[\s:;,(]+$/, '')
    .replace(/,? or$/, '');
  return before ? `${before}.`.replace(/\.\.$/, '.') : '';
}

function common(name: string, schema: JsonSchema, required: boolean) {
  const hint = schema.description ? formHint(schema.description) : '';
  return {
    name,
    label: schema.title ?? labelFor(name),
    ...(hint ? { hint } : {}),
    ...(required ? {} : { required: false }),
  };
}

function stringField(name: string, schema: JsonSchema, required: boolean): DecapField {
  const base = common(name, schema, required);
  // A choice of one (a price's currency) is made already: the form fills it in.
  // A choice that may be "" (an interest option's "nothing chosen"): Decap calls "" empty, so such a
  // select is not demanded, or a page holding that option could never be saved.
  if (schema.enum)
    return {
      ...base,
      widget: 'select',
      options: schema.enum.map(String),
      ...(schema.enum.length === 1 ? { default: String(schema.enum[0]) } : {}),
      ...(schema.enum.includes('') ? { required: false } : {}),
    };
  if (schema.const !== undefined) return { ...base, widget: 'hidden', default: schema.const };
  // A reference to another collection's entry: chosen from that collection, stored as its slug.
  const relation = relationTarget(schema);
  if (relation)
    return {
      ...base,
      widget: 'relation',
      collection: relation.collection,
      value_field: 'slug',
      search_fields: [relation.display, 'slug'],
      display_fields: [relation.display],
    };
  if (schema[INLINE_MARKUP]) return inlineMarkupField(base);
  const widget = LONG_TEXT.test(name) && (schema.maxLength ?? 1000) > 200 ? 'text' : 'string';
  // A path under /media is a file from the media library.
  if (name === 'src') return { ...base, widget: 'image', choose_url: true };
  return {
    ...base,
    widget,
    ...(schema.pattern ? { pattern: [schema.pattern, schema.description ?? `Must match ${schema.pattern}`] } : {}),
  };
}

/** A union of objects in one place (a price: an amount, or "upon request"): Decap has no such
 *  widget, so the discriminator is a select and every other field is optional. `alternatives`
 *  names each choice's keys: on saving, the format keeps only the chosen one's (keyOrders.ts). */
function objectUnion(name: string, schema: JsonSchema, alternatives: JsonSchema[], required: boolean): DecapField {
  const key = discriminatorOf(alternatives)!;
  const seen = new Map<string, DecapField>();
  for (const alternative of alternatives) {
    for (const [property, propertySchema] of Object.entries(alternative.properties ?? {})) {
      if (property !== key && !seen.has(property)) seen.set(property, fieldFor(property, propertySchema, false));
    }
  }
  // Choices a schema names (a sold listing's "Sale price" or "Price upon request") read as their names.
  const valueOf = (alternative: JsonSchema) => String(constOf(alternative.properties?.[key]));
  const named = alternatives.every((alternative) => alternative.title);
  const options = alternatives.map((alternative) =>
    named ? { label: alternative.title!, value: valueOf(alternative) } : valueOf(alternative),
  );
  // An optional union (a listing's video) may be left blank: its choice is not demanded either.
  const discriminator: DecapField = {
    name: key,
    label: alternatives[0]?.properties?.[key]?.title ?? labelFor(key),
    widget: 'select',
    options,
    ...(required ? {} : { required: false }),
  };
  const keysOf = Object.fromEntries(
    alternatives.map((alternative) => [valueOf(alternative), Object.keys(alternative.properties ?? {})]),
  );
  const choices = required ? [...seen.values()] : optionalThroughout([...seen.values()]);
  return {
    ...common(name, schema, required),
    widget: 'object',
    fields: [discriminator, ...choices],
    unionKey: key,
    alternatives: keysOf,
  };
}

function listField(name: string, schema: JsonSchema, required: boolean): DecapField {
  const items = schema.items ?? {};
  const bounds = {
    ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
  };
  const base = { ...common(name, schema, required), widget: 'list', ...bounds };
  const alternatives = alternativesOf(items);
  if (alternatives && alternatives.every(isObject)) {
    const key = discriminatorOf(alternatives);
    if (key) {
      // Typed lists, such as a page's blocks: one type per alternative, told apart by `key`.
      return {
        ...base,
        typeKey: key,
        types: alternatives.map((alternative) => {
          const type = String(constOf(alternative.properties?.[key]));
          const fields = objectFields(alternative, [key]);
          // Each block in the list reads as its type and its heading: "Team Grid: Our Team". A
          // heading a block may leave out would read "Pillars:", so such a block reads as its type.
          const naming = namingField(fields.filter((field) => field.required !== false));
          return {
            name: type,
            label: labelFor(type),
            widget: 'object',
            ...(alternative.description ? { hint: formHint(alternative.description) } : {}),
            ...(naming ? { summary: `${labelFor(type)}: {{fields.${naming}}}` } : {}),
            fields,
          };
        }),
      };
    }
  }
  // A list of photos (a listing's): each item reads as "Photo" and its description, as one photo does.
  if (isImage(items)) return { ...base, summary: '{{fields.alt}}', fields: photoFields(objectFields(items), true) };
  if (isObject(items)) {
    const fields = objectFields(items);
    const naming = namingField(fields);
    return { ...base, ...(naming ? { summary: `{{fields.${naming}}}` } : {}), fields };
  }
  // A list of single values (a team grid's members) reads as the values, not "Member / Member".
  const field = fieldFor(name.replace(/s$/, ''), items, true);
  return {
    ...base,
    ...(['string', 'text', 'relation', 'select'].includes(field.widget) ? { summary: `{{fields.${field.name}}}` } : {}),
    field,
  };
}

/** Fields none of which the form demands, nor fills in: the inside of an optional object. A default
 *  (a price's one currency) would make the object never blank, and a listing nobody marked sold would
 *  be saved with a "sold" holding only "CAD"; the schema supplies such a value instead. */
const optionalThroughout = (fields: DecapField[]): DecapField[] =>
  fields.map(({ default: _filled, ...field }) => ({
    ...field,
    required: false,
    ...(field.widget === 'object' && Array.isArray(field.fields)
      ? { fields: optionalThroughout(field.fields as DecapField[]) }
      : {}),
  }));

export function objectFields(schema: JsonSchema, omit: string[] = []): DecapField[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !omit.includes(name) && name !== '$schema')
    .map(([name, property]) => fieldFor(name, property, required.has(name)));
}

function fieldFor(name: string, schema: JsonSchema, required: boolean): DecapField {
  const alternatives = alternativesOf(schema);
  if (alternatives) {
    if (alternatives.every(isObject) && discriminatorOf(alternatives))
      return objectUnion(name, schema, alternatives, required);
    // A union of strings (a media path or a web address; "*" or a path): a string either way.
    const firstString =
      alternatives.find((alternative) => alternative.type === 'string' && alternative.const === undefined) ??
      alternatives[0]!;
    return fieldFor(name, { ...firstString, description: schema.description ?? firstString.description }, required);
  }
  switch (schema.type) {
    case 'string':
      return stringField(name, schema, required);
    case 'number':
    case 'integer':
      // A price's amount: typed as people write prices ("$4.5M"), read as dollars (priceWidget.ts).
      if (name === 'amount') return { ...common(name, schema, required), widget: PRICE_WIDGET };
      return {
        ...common(name, schema, required),
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(schema.minimum !== undefined && Math.abs(schema.minimum) < SAFE_BOUND ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined && Math.abs(schema.maximum) < SAFE_BOUND ? { max: schema.maximum } : {}),
      };
    case 'boolean':
      // A toggle shows "off" before anyone touches it; Decap would save nothing for it and call a
      // required one missing. What the form shows is what the file gets: false unless said otherwise.
      return {
        ...common(name, schema, required),
        widget: 'boolean',
        ...(schema.default !== undefined ? { default: schema.default } : required ? { default: false } : {}),
      };
    case 'array':
      return listField(name, schema, required);
    case 'object':
      if (!schema.properties || Object.keys(schema.properties).length === 0) {
        const values = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
        if (values?.properties) return mapField(name, schema, values, required);
        return { ...common(name, schema, false), widget: 'hidden' };
      }
      if (isImage(schema))
        return {
          ...common(name, schema, required),
          widget: 'object',
          fields: photoFields(objectFields(schema), required),
        };
      // An optional object nobody filled (a page's share image) is left out, not demanded: its
      // fields are optional in the form, the check asks for the rest once one is given, and the
      // format drops the object when it is left blank (keyOrders.ts, `optional`).
      if (isVideo(schema))
        return { ...common(name, schema, required), widget: 'object', fields: videoFiles(objectFields(schema)) };
      return {
        ...common(name, schema, required),
        widget: 'object',
        fields: required ? objectFields(schema) : optionalThroughout(objectFields(schema)),
      };
    default:
      throw new Error(`${name}: no editor field for a JSON Schema of type ${JSON.stringify(schema.type)}`);
  }
}
