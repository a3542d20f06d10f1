/**
 * A zod schema as a Markdown table of fields, from z.toJSONSchema (the same JSON Schemas
 * editors use, with the fields' descriptions): one row per field, nested fields as dotted
 * paths, list items as "[]", the forms of a discriminated union merged.
 */
import { z } from 'zod';

export type JsonSchema = {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
};

export const jsonSchemaOf = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }) as JsonSchema;

/** Patterns told in words; any other pattern is shown as it is. */
const patternWords: Record<string, string> = {
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': 'a slug: lowercase letters, digits and single hyphens',
  '^\\/(?!\\/)[^\\s]*$': 'a path on this site starting with `/`',
  '^\\/media\\/(?:[a-z0-9][a-z0-9._-]*\\/)*[a-z0-9][a-z0-9._-]*\\.[a-z0-9]+$':
    'a file `/media/...`: lowercase letters, digits, hyphens and dots',
  '^[A-Z]\\d[A-Z] ?\\d[A-Z]\\d$': 'a Canadian postal code, e.g. `M5R 1B2`',
  '^\\/([a-z0-9-]+(\\/[a-z0-9-]+)*)?$': 'a path such as `/portfolio`',
};

const formatWords: Record<string, string> = {
  uri: 'a full address starting with `https://`',
  email: 'an e-mail address',
  date: 'a date `YYYY-MM-DD`',
};

/** JavaScript's safe-integer bounds, which zod writes for every integer: not a rule anyone chose. */
const unbounded = (n: number | undefined) => n === undefined || Math.abs(n) >= Number.MAX_SAFE_INTEGER;

const code = (value: unknown) => `\`${JSON.stringify(value)}\``;

const isBlockList = (s: JsonSchema) =>
  Boolean(s.items?.oneOf?.length && s.items.oneOf.every((o) => o.properties?.type?.const !== undefined));

function typeName(s: JsonSchema): string {
  if (isBlockList(s)) return 'list of blocks';
  const variants = s.oneOf ?? s.anyOf;
  if (variants) {
    const types = [...new Set(variants.map(typeName))];
    return types.length === 1 ? types[0]! : types.join(' or ');
  }
  switch (s.type) {
    case 'string':
      return 'text';
    case 'number':
      return 'number';
    case 'integer':
      return 'whole number';
    case 'boolean':
      return 'true or false';
    case 'array': {
      if (!s.items) return 'list';
      const item = typeName(s.items);
      const plural: Record<string, string> = {
        object: 'objects',
        number: 'numbers',
        'whole number': 'whole numbers',
        'true or false': 'true or false values',
      };
      return `list of ${plural[item] ?? item.replace(/^list of/, 'lists of')}`;
    }
    case 'object':
      return 'object';
    default:
      return s.const !== undefined ? (typeof s.const === 'string' ? 'text' : typeof s.const) : 'any';
  }
}

function allowed(s: JsonSchema): string {
  const variants = s.oneOf ?? s.anyOf;
  if (variants && !isBlockList(s)) {
    // A discriminated union shows its forms in the rows below; a plain one lists its alternatives.
    if (variants.every((v) => v.type === 'object')) return '';
    return variants.map(allowed).filter(Boolean).join(', or ');
  }
  const rules: string[] = [];
  if (s.enum) rules.push(s.enum.map(code).join(', '));
  if (s.const !== undefined) rules.push(`${code(s.const)}`);
  if (s.format && formatWords[s.format]) rules.push(formatWords[s.format]!);
  else if (s.pattern) rules.push(patternWords[s.pattern] ?? `matches \`${s.pattern}\``);
  if (s.minLength !== undefined && s.maxLength !== undefined) rules.push(`${s.minLength} to ${s.maxLength} characters`);
  else if (s.minLength === 1) rules.push('not empty');
  else if (s.minLength !== undefined) rules.push(`at least ${s.minLength} characters`);
  else if (s.maxLength !== undefined) rules.push(`at most ${s.maxLength} characters`);
  const low = unbounded(s.minimum) ? undefined : s.minimum;
  const high = unbounded(s.maximum) ? undefined : s.maximum;
  if (low !== undefined && high !== undefined) rules.push(`${low} to ${high}`);
  else if (low !== undefined) rules.push(`${low} or more`);
  else if (high !== undefined) rules.push(`${high} or less`);
  if (s.exclusiveMinimum !== undefined) rules.push(`more than ${s.exclusiveMinimum}`);
  if (s.exclusiveMaximum !== undefined) rules.push(`less than ${s.exclusiveMaximum}`);
  if (s.multipleOf !== undefined) rules.push(`in steps of ${s.multipleOf}`);
  if (s.minItems !== undefined) rules.push(`at least ${s.minItems} item${s.minItems === 1 ? '' : 's'}`);
  if (s.maxItems !== undefined) rules.push(`at most ${s.maxItems} items`);
  if (s.type === 'array' && s.items && !isBlockList(s) && s.items.type !== 'object') {
    const each = allowed(s.items);
    if (each) rules.push(`each: ${each}`);
  }
  if (isBlockList(s)) rules.push('see [Blocks](#blocks)');
  return rules.join('; ');
}

interface Row {
  field: string;
  type: string;
  required: string;
  description: string;
  allowed: string;
}

export const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
/** Prose from a description: "<slug>" would otherwise be read as an HTML tag. */
export const prose = (text: string) => cell(text).replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One row per field, nested fields as dotted paths, list items as "[]", union forms merged. */
function rows(s: JsonSchema): Row[] {
  const out: Row[] = [];
  const add = (field: string, schema: JsonSchema, required: string) => {
    const existing = out.find((r) => r.field === field);
    if (existing) return existing;
    const row = {
      field,
      type: typeName(schema),
      required,
      description: schema.description ?? '',
      allowed: allowed(schema),
    };
    out.push(row);
    return row;
  };

  const visitObject = (object: JsonSchema, at: string, condition?: string) => {
    for (const [key, child] of Object.entries(object.properties ?? {})) {
      const field = at ? `${at}.${key}` : key;
      const isRequired = object.required?.includes(key) ?? false;
      const required = isRequired
        ? condition
          ? `when ${condition}`
          : 'yes'
        : child.default !== undefined
          ? `no (default ${JSON.stringify(child.default)})`
          : 'no';
      const row = add(field, child, required);
      if (condition && row.required !== required && !row.required.startsWith('yes'))
        row.required = `${row.required}, ${required.replace(/^when /, 'or ')}`;
      visitValue(child, field);
    }
  };

  const visitValue = (value: JsonSchema, at: string) => {
    if (isBlockList(value)) return;
    if (value.type === 'object' && value.properties) visitObject(value, at);
    else if (value.type === 'object' && typeof value.additionalProperties === 'object') {
      const key = `${at}.<key>`;
      add(key, value.additionalProperties, 'one per key');
      visitValue(value.additionalProperties, key);
    } else if (value.type === 'array' && value.items && (value.items.type === 'object' || value.items.oneOf))
      visitValue(value.items, `${at}[]`);
    else if (value.oneOf && value.oneOf.every((v) => v.type === 'object')) visitUnion(value.oneOf, at);
  };

  /** A discriminated union: its tag lists every form; the other fields say which form they belong to. */
  const visitUnion = (variants: JsonSchema[], at: string) => {
    const tag = Object.keys(variants[0]!.properties ?? {}).find((k) =>
      variants.every((v) => v.properties?.[k]?.const !== undefined),
    );
    if (!tag) return;
    const field = at ? `${at}.${tag}` : tag;
    const values = variants.map((v) => v.properties![tag]!.const);
    add(field, { type: 'string', enum: values }, 'yes').description = variants
      .map((v) => v.properties![tag]!.description ?? code(v.properties![tag]!.const))
      .join(' ');
    for (const variant of variants) {
      const { [tag]: _tag, ...others } = variant.properties ?? {};
      visitObject({ ...variant, properties: others }, at, `\`${tag}\` is ${code(variant.properties![tag]!.const)}`);
    }
  };

  visitValue(s, '');
  return out;
}

export function table(s: JsonSchema): string {
  const body = rows(s).map(
    (r) => `| \`${r.field}\` | ${r.type} | ${r.required} | ${prose(r.description)} | ${cell(r.allowed)} |`,
  );
  return [
    '| Field | Type | Required | What it means | Allowed values |',
    '| --- | --- | --- | --- | --- |',
    ...body,
  ].join('\n');
}
