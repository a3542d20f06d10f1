/**
 * Keeps docs/CONTENT.md in step with the zod schemas: the field tables, the block reference and
 * the image and warning thresholds are generated between markers such as
 * <!-- fields:listings:start --> ... <!-- fields:listings:end -->, from z.toJSONSchema (the same
 * JSON Schemas editors use, with the fields' descriptions) and src/content/thresholds.ts.
 *
 * `npm run generate` rewrites them (scripts/tools/generate.ts); its `--check`, and a test, list the
 * stale ones.
 *
 * The complete examples (<!-- example:<name>:start -->) are copied from real files in data/ when
 * the sections are rewritten. The check does not require them to equal today's data (that would
 * fail whenever a listing changes), only to be valid against today's schema, so they cannot drift
 * from it either.
 */
import { join } from 'node:path';
import type { z } from 'zod';
import { Block } from '../../../src/blocks/registry.ts';
import {
  type CollectionName,
  type SingletonName,
  collections,
  singletons,
} from '../../../src/content/collections/registry.ts';
import { blocksSection, exampleSection, root } from './examples.ts';
import { jsonSchemaOf, table } from './fieldTable.ts';
import { imagesSection, limitsSection, warningsSection } from './thresholds.ts';

export const docPath = join(root, 'docs', 'CONTENT.md');

// ---------------------------------------------------------------------------------------------
// Sections and markers

type Section = { kind: 'exact'; text: string } | { kind: 'example'; text: string; schema: z.ZodType };

const allSchemas = { ...collections, ...singletons } as Record<CollectionName | SingletonName, { schema: z.ZodType }>;

/** Every generated section by marker name. */
export function sections(): Map<string, Section> {
  const out = new Map<string, Section>();
  for (const [name, { schema }] of Object.entries(allSchemas) as [
    CollectionName | SingletonName,
    { schema: z.ZodType },
  ][]) {
    out.set(`fields:${name}`, { kind: 'exact', text: table(jsonSchemaOf(schema)) });
    out.set(`example:${name}`, { kind: 'example', text: exampleSection(name), schema });
  }
  out.set('fields:blocks', { kind: 'example', text: blocksSection(), schema: Block });
  out.set('thresholds:images', { kind: 'exact', text: imagesSection() });
  out.set('thresholds:warnings', { kind: 'exact', text: warningsSection() });
  out.set('thresholds:limits', { kind: 'exact', text: limitsSection() });
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
    if (name.startsWith('fields:') && withoutJson(current) !== withoutJson(section.text))
      problems.push(`${name}: out of date`);
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
      if (!result.success)
        problems.push(
          `${name}: example ${i + 1} no longer matches the schema (${result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')})`,
        );
    });
  }
  for (const name of present.keys()) if (!generated.has(name)) problems.push(`${name}: no such generated section`);
  return problems;
}
