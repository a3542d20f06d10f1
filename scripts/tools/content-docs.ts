/**
 * Keeps docs/CONTENT.md in step with the zod schemas: the field tables, the block reference and
 * the image and warning thresholds are generated between markers such as
 * <!-- fields:listings:start --> ... <!-- fields:listings:end -->, from z.toJSONSchema (the same
 * JSON Schemas editors use, with the fields' descriptions) and src/content/thresholds.ts.
 *
 *   npx tsx scripts/tools/content-docs.ts           rewrite the generated sections
 *   npx tsx scripts/tools/content-docs.ts --check   exit 1 if they are stale (the tests do the same)
 *
 * The complete examples (<!-- example:<name>:start -->) are copied from real files in data/ when
 * the sections are rewritten. The check does not require them to equal today's data (that would
 * fail whenever a listing changes), only to be valid against today's schema, so they cannot drift
 * from it either.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { type CollectionName, type SingletonName, collections, singletons } from '../../src/content/collections.ts';
import { Block } from '../../src/content/schemas/block.ts';
import { imageRoles, maxDescriptionCharacters, maxPlausiblePrice, oversizeFactor, placeholder } from '../../src/content/thresholds.ts';

const root = join(import.meta.dirname, '..', '..');
export const docPath = join(root, 'docs', 'CONTENT.md');

type JsonSchema = {
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

const jsonSchemaOf = (schema: z.ZodType): JsonSchema => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'throw' }) as JsonSchema;

// ---------------------------------------------------------------------------------------------
// Field tables

/** Patterns told in words; any other pattern is shown as it is. */
const patternWords: Record<string, string> = {
  '^[a-z0-9]+(?:-[a-z0-9]+)*$': 'a slug: lowercase letters, digits and single hyphens',
  '^\\/(?!\\/)[^\\s]*$': 'a path on this site starting with `/`',
  '^\\/media\\/[^\\s]+\\.[a-z0-9]+$': 'a file `/media/...`',
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

const isBlockList = (s: JsonSchema) => Boolean(s.items?.oneOf?.length && s.items.oneOf.every((o) => o.properties?.type?.const !== undefined));

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
      const plural: Record<string, string> = { object: 'objects', number: 'numbers', 'whole number': 'whole numbers', 'true or false': 'true or false values' };
      return `list of ${plural[item] ?? item.replace(/^list of/, 'lists of')}`;
    }
    case 'object':
      return 'object';
    default:
      return s.const !== undefined ? typeof s.const === 'string' ? 'text' : typeof s.const : 'any';
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

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
/** Prose from a description: "<slug>" would otherwise be read as an HTML tag. */
const prose = (text: string) => cell(text).replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One row per field, nested fields as dotted paths, list items as "[]", union forms merged. */
function rows(s: JsonSchema): Row[] {
  const out: Row[] = [];
  const add = (field: string, schema: JsonSchema, required: string) => {
    const existing = out.find((r) => r.field === field);
    if (existing) return existing;
    const row = { field, type: typeName(schema), required, description: schema.description ?? '', allowed: allowed(schema) };
    out.push(row);
    return row;
  };

  const visitObject = (object: JsonSchema, at: string, condition?: string) => {
    for (const [key, child] of Object.entries(object.properties ?? {})) {
      const field = at ? `${at}.${key}` : key;
      const isRequired = object.required?.includes(key) ?? false;
      const required = isRequired ? (condition ? `when ${condition}` : 'yes') : child.default !== undefined ? `no (default ${JSON.stringify(child.default)})` : 'no';
      const row = add(field, child, required);
      if (condition && row.required !== required && !row.required.startsWith('yes')) row.required = `${row.required}, ${required.replace(/^when /, 'or ')}`;
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
    } else if (value.type === 'array' && value.items && (value.items.type === 'object' || value.items.oneOf)) visitValue(value.items, `${at}[]`);
    else if (value.oneOf && value.oneOf.every((v) => v.type === 'object')) visitUnion(value.oneOf, at);
  };

  /** A discriminated union: its tag lists every form; the other fields say which form they belong to. */
  const visitUnion = (variants: JsonSchema[], at: string) => {
    const tag = Object.keys(variants[0]!.properties ?? {}).find((k) => variants.every((v) => v.properties?.[k]?.const !== undefined));
    if (!tag) return;
    const field = at ? `${at}.${tag}` : tag;
    const values = variants.map((v) => v.properties![tag]!.const);
    add(field, { type: 'string', enum: values }, 'yes').description = variants.map((v) => v.properties![tag]!.description ?? code(v.properties![tag]!.const)).join(' ');
    for (const variant of variants) {
      const { [tag]: _tag, ...others } = variant.properties ?? {};
      visitObject({ ...variant, properties: others }, at, `\`${tag}\` is ${code(variant.properties![tag]!.const)}`);
    }
  };

  visitValue(s, '');
  return out;
}

function table(s: JsonSchema): string {
  const body = rows(s).map((r) => `| \`${r.field}\` | ${r.type} | ${r.required} | ${prose(r.description)} | ${cell(r.allowed)} |`);
  return ['| Field | Type | Required | What it means | Allowed values |', '| --- | --- | --- | --- | --- |', ...body].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Examples from data/

/** The file each section shows, when it still exists (else the first of its folder). */
const exampleFiles: Record<CollectionName | SingletonName, string> = {
  listings: 'data/listings/dunvegan-road.json',
  sales: 'data/sales/112-dunloe-road.json',
  neighbourhoods: 'data/neighbourhoods/forest-hill.json',
  team: 'data/team/julian-mercer.json',
  developments: 'data/developments/forma.json',
  press: 'data/press/globe-and-mail-luxury-outlook.json',
  legal: 'data/legal/terms.json',
  pages: 'data/pages/portfolio.json',
  site: 'data/site.json',
  publications: 'data/publications.json',
};

const jsonFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')).sort() : []);

function exampleFile(name: CollectionName | SingletonName): string | undefined {
  const preferred = exampleFiles[name];
  if (existsSync(join(root, preferred))) return preferred;
  if (name in collections) {
    const folder = collections[name as CollectionName].folder;
    const first = jsonFiles(join(root, 'data', folder))[0];
    return first ? `data/${folder}/${first}` : undefined;
  }
  return undefined;
}

const fence = (json: string) => `\`\`\`json\n${json.trimEnd()}\n\`\`\``;

function exampleSection(name: CollectionName | SingletonName): string {
  const file = exampleFile(name);
  if (!file) return '_No example: the folder is empty._';
  const text = readFileSync(join(root, file), 'utf8');
  const lines = text.trimEnd().split('\n').length;
  const body = `From [\`${file}\`](../${file}):\n\n${fence(text)}`;
  return lines > 90 ? `<details>\n<summary>${file} (${lines} lines)</summary>\n\n${body}\n\n</details>` : body;
}

/** A block of each type as the data writes it; types only the site itself writes get a made-up one. */
function blockExamples(): Map<string, unknown> {
  const found = new Map<string, unknown>();
  const take = (blocks: unknown) => {
    if (Array.isArray(blocks)) for (const block of blocks) if (block && typeof block === 'object' && 'type' in block && !found.has(String(block.type))) found.set(String(block.type), block);
  };
  for (const file of jsonFiles(join(root, 'data', 'pages'))) take((JSON.parse(readFileSync(join(root, 'data', 'pages', file), 'utf8')) as { blocks?: unknown }).blocks);
  for (const file of jsonFiles(join(root, 'data', 'team'))) take((JSON.parse(readFileSync(join(root, 'data', 'team', file), 'utf8')) as { closing?: unknown }).closing);
  const first = (folder: string) => jsonFiles(join(root, 'data', folder))[0]?.replace(/\.json$/, '') ?? 'slug';
  const madeUp: Record<string, unknown> = {
    developmentOverview: { type: 'developmentOverview', development: first('developments') },
    legalDocument: { type: 'legalDocument', document: first('legal'), lastUpdatedLabel: 'Last updated' },
    listingDetails: { type: 'listingDetails', listing: first('listings'), inquireHeading: 'INQUIRE', inquireAction: { label: 'CONTACT US', href: '/contact' } },
    listingGallery: { type: 'listingGallery', listing: first('listings') },
    memberProfile: { type: 'memberProfile', member: first('team') },
    neighbourhoodGuide: { type: 'neighbourhoodGuide', neighbourhood: first('neighbourhoods') },
    pageHeading: { type: 'pageHeading', heading: 'CURRENT LISTINGS', subheading: 'AVAILABLE PROPERTIES' },
  };
  for (const [type, block] of Object.entries(madeUp)) if (!found.has(type)) found.set(type, block);
  return found;
}

function blocksSection(): string {
  const schema = jsonSchemaOf(Block);
  const examples = blockExamples();
  const variants = [...(schema.oneOf ?? [])].sort((a, b) => String(a.properties!.type!.const).localeCompare(String(b.properties!.type!.const)));
  const index = variants.map((v) => `[\`${v.properties!.type!.const}\`](#block-${String(v.properties!.type!.const).toLowerCase()})`).join(' · ');
  const parts = variants.map((variant) => {
    const type = String(variant.properties!.type!.const);
    const example = examples.get(type);
    return [
      `<a id="block-${type.toLowerCase()}"></a>`,
      `### \`${type}\``,
      '',
      prose(variant.description ?? ''),
      '',
      table(variant),
      ...(example ? ['', 'Example:', '', fence(JSON.stringify(example, null, 2))] : []),
    ].join('\n');
  });
  return [`Block types: ${index}`, ...parts].join('\n\n');
}

// ---------------------------------------------------------------------------------------------
// Thresholds

function imagesSection(): string {
  const head = ['| Use | Where | Shown at most | Warns below | Warns above | Ask the photographer for |', '| --- | --- | --- | --- | --- | --- |'];
  const body = Object.entries(imageRoles).map(
    ([role, r]) => `| ${role} | ${cell(r.where)} | ${r.shownWidth} px | ${r.shownWidth} px | ${r.shownWidth * oversizeFactor} px | at least ${r.recommendedWidth} px wide |`,
  );
  return [...head, ...body].join('\n');
}

function warningsSection(): string {
  const money = (n: number) => n.toLocaleString('en-CA');
  return [
    '| Warning | When |',
    '| --- | --- |',
    `| image too small | a picture is narrower than the width it is shown at (table above): it looks soft |`,
    `| image too large | a picture is more than ${oversizeFactor} times wider than it is ever shown: visitors download pixels they never see |`,
    `| price | a listing's or sale's price is 0, or over ${money(maxPlausiblePrice)} CAD (an extra zero?) |`,
    `| long description | a listing's description, all paragraphs together, is over ${money(maxDescriptionCharacters)} characters |`,
    `| placeholder | a value still holds what \`npm run new\` wrote: text containing \`${placeholder.text}\`, or the postal code \`${placeholder.postalCode}\` |`,
    `| character not in the fonts | text uses a character the site's fonts do not carry (such as "Ł", "✓" or an emoji): it shows in a fallback typeface. The fonts carry Basic Latin, accented Latin letters (é, ü, ç, ñ…) and typographic punctuation (– — ‘ ’ “ ” … • € ™) |`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Sections and markers

type Section = { kind: 'exact'; text: string } | { kind: 'example'; text: string; schema: z.ZodType };

const allSchemas = { ...collections, ...singletons } as Record<CollectionName | SingletonName, { schema: z.ZodType }>;

/** Every generated section by marker name. */
export function sections(): Map<string, Section> {
  const out = new Map<string, Section>();
  for (const [name, { schema }] of Object.entries(allSchemas) as [CollectionName | SingletonName, { schema: z.ZodType }][]) {
    out.set(`fields:${name}`, { kind: 'exact', text: table(jsonSchemaOf(schema)) });
    out.set(`example:${name}`, { kind: 'example', text: exampleSection(name), schema });
  }
  out.set('fields:blocks', { kind: 'example', text: blocksSection(), schema: Block });
  out.set('thresholds:images', { kind: 'exact', text: imagesSection() });
  out.set('thresholds:warnings', { kind: 'exact', text: warningsSection() });
  return out;
}

const markerPattern = /<!-- ([\w-]+:[\w-]+):start -->\n([\s\S]*?)\n?<!-- \1:end -->/g;

const jsonBlocks = (text: string) => [...text.matchAll(/```json\n([\s\S]*?)\n```/g)].map((m) => m[1]!);
const withoutJson = (text: string) => text.replace(/```json\n[\s\S]*?\n```/g, '```json```');

/** The document with every generated section rewritten. */
export function regenerate(doc: string, generated = sections()): string {
  return doc.replace(markerPattern, (whole, name: string) => {
    const section = generated.get(name);
    return section ? `<!-- ${name}:start -->\n${section.text}\n<!-- ${name}:end -->` : whole;
  });
}

/** What is stale in the document; [] when it is up to date. */
export function staleSections(doc: string, generated = sections()): string[] {
  const problems: string[] = [];
  const present = new Map([...doc.matchAll(markerPattern)].map((m) => [m[1]!, m[2]!]));
  for (const [name, section] of generated) {
    const current = present.get(name);
    if (current === undefined) {
      problems.push(`${name}: the markers <!-- ${name}:start --> and <!-- ${name}:end --> are missing`);
      continue;
    }
    if (section.kind === 'exact') {
      if (current !== section.text) problems.push(`${name}: out of date`);
      continue;
    }
    // Examples: everything but the JSON must match; the JSON must be valid content.
    if (name.startsWith('fields:') && withoutJson(current) !== withoutJson(section.text)) problems.push(`${name}: out of date`);
    const examples = jsonBlocks(current);
    if (name.startsWith('example:') && examples.length !== 1) problems.push(`${name}: expected one JSON example`);
    examples.forEach((json, i) => {
      let value: unknown;
      try {
        value = JSON.parse(json);
      } catch {
        problems.push(`${name}: example ${i + 1} is not valid JSON`);
        return;
      }
      const result = section.schema.safeParse(value);
      if (!result.success) problems.push(`${name}: example ${i + 1} no longer matches the schema (${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')})`);
    });
  }
  for (const name of present.keys()) if (!generated.has(name)) problems.push(`${name}: no such generated section`);
  return problems;
}

function main() {
  const check = process.argv.includes('--check');
  const doc = readFileSync(docPath, 'utf8');
  if (check) {
    const stale = staleSections(doc);
    if (stale.length) {
      console.error(`docs/CONTENT.md is out of date with the schemas:\n  ${stale.join('\n  ')}\nRun: npx tsx scripts/tools/content-docs.ts`);
      process.exitCode = 1;
    } else console.log('docs/CONTENT.md is up to date');
    return;
  }
  const next = regenerate(doc);
  if (next === doc) console.log('docs/CONTENT.md is up to date');
  else {
    writeFileSync(docPath, next);
    console.log('rewrote the generated sections of docs/CONTENT.md');
  }
}

if (process.argv[1] === import.meta.filename) main();
