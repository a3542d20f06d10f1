import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decapConfig } from '../../scripts/cms/config/decapConfig.ts';
import { createEntry, kinds } from '../../scripts/tools/newEntry.ts';
import { walkJson } from '../../src/content/checks/walk.ts';
import { checkContent } from '../../scripts/tools/checkContent.ts';
import { placeholder } from '../../src/model/thresholds.ts';
import { projectRoot, removeTempSites, runCheckCommand, tempSite } from './tempSite.ts';

/** Every problem npm run check finds (the stand-in checks are the media package's, run by the command, not by loadContent). */
const problemsOf = (root: string) => {
  const { errors, warnings } = checkContent(root);
  return [...errors, ...warnings];
};

afterAll(removeTempSites);

/** What `npm run check` prints for one problem: its severity, file, field, message and suggestion. */
interface Printed {
  severity: string;
  file: string;
  field: string;
  message: string;
  suggestion: string;
}

function runCheck(root: string): { status: number | null; printed: Printed[]; stdout: string } {
  const run = runCheckCommand(root);
  const printed = run.stdout
    .split('\n\n')
    .map((block) => block.split('\n'))
    .filter(([head]) => /^(error|warning) {2}/.test(head ?? ''))
    .map(([head, field, message, suggestion]) => {
      const [, severity, file] = /^(error|warning) {2}([^:]+):/.exec(head!)!;
      return {
        severity: severity!,
        file: file!,
        field: field!.replace(/^ *field: /, ''),
        message: message!.trim(),
        suggestion: (suggestion ?? '').trim(),
      };
    });
  return { status: run.status, printed, stdout: run.stdout };
}

/** The fields of a new file that hold a value the template left to fill in, as the check names them. */
function placeholderFields(text: string): string[] {
  const fields: string[] = [];
  walkJson(JSON.parse(text), (value, path) => {
    if (
      typeof value === 'string' &&
      (value.includes(placeholder.text) || value === placeholder.postalCode || value === placeholder.photo)
    )
      fields.push(path.map((key, i) => (typeof key === 'number' ? `[${key}]` : i ? `.${key}` : key)).join(''));
  });
  return fields;
}

const allKinds = Object.keys(kinds);

describe('a new entry starts clean: its only messages are the values still to fill in', () => {
  it.each(allKinds)('%s: npm run check passes, and lists each value to fill in with what to write and how', (kind) => {
    const root = tempSite(`new-${kind}`);
    const entry = createEntry({ root, kind, slug: `fresh-${kind}` });
    const text = readFileSync(join(root, entry.file), 'utf8');
    const { status, printed, stdout } = runCheck(root);
    expect(status, stdout).toBe(0);
    // Nothing but the new file's fill-ins: no error, and nothing said about any other file.
    expect(printed.filter((p) => p.severity === 'error' || p.file !== entry.file)).toEqual([]);
    expect(printed.map((p) => p.field)).toEqual(placeholderFields(text));
    for (const p of printed) {
      expect(p.message, p.field).toMatch(/^still to fill in: \S/);
      expect(p.message, `${p.field}: says what to write`).not.toMatch(/the real value$/);
      expect(p.suggestion, `${p.field}: says how`).not.toBe('');
    }
    // A picture of its own to replace, never another entry's photo (whose stand-in description the check would demand).
    const pictures: string[] = [];
    walkJson(
      JSON.parse(text),
      (value) => typeof value === 'string' && value.startsWith('/media/') && pictures.push(value),
    );
    expect(pictures.every((src) => src === placeholder.photo)).toBe(true);
    const photo = printed.find((p) => p.field.endsWith('src'));
    if (pictures.length)
      expect(photo?.suggestion).toContain(
        `npm run photos -- ${kind === 'listing' ? 'replace 1' : 'add'} <your photo> --to ${entry.file.slice('data/'.length, -'.json'.length)}`,
      );
  });

  it('adds no message to a site whose stand-in pictures are described by data/media/shots.json', () => {
    // The fixture's photos are stand-ins; with their shots listed, a borrowed photo would be held to another house's description.
    const root = tempSite('new-shots');
    copyFileSync(join(projectRoot, 'data', 'media', 'shots.json'), join(root, 'data', 'media', 'shots.json'));
    const before = new Set(problemsOf(root).map((p) => `${p.file} ${p.path.join('.')} ${p.message}`));
    const created = allKinds.map((kind) => createEntry({ root, kind, slug: `fresh-${kind}` }).file);
    const added = problemsOf(root).filter((p) => !before.has(`${p.file} ${p.path.join('.')} ${p.message}`));
    expect(
      added.filter(
        (p) => p.severity === 'error' || !created.includes(p.file) || !p.message.startsWith('still to fill in: '),
      ),
    ).toEqual([]);
    expect(new Set(added.map((p) => p.file))).toEqual(new Set(created));
  });

  it("the editor's new-entry form borrows no photo and fills in nothing the check would refuse: only fixed values, hidden or chosen", () => {
    const defaults: { collection: string; field: string; value: unknown }[] = [];
    const visit = (collection: string, fields: Record<string, unknown>[] | undefined, prefix: string) => {
      for (const field of fields ?? []) {
        const name = `${prefix}${String(field.name)}`;
        if ('default' in field) defaults.push({ collection, field: name, value: field.default });
        visit(collection, field.fields as Record<string, unknown>[] | undefined, `${name}.`);
        if (field.types)
          for (const type of field.types as { fields?: Record<string, unknown>[] }[])
            visit(collection, type.fields, `${name}.`);
      }
    };
    for (const collection of decapConfig({ localBackend: true }).collections as {
      name: string;
      fields?: Record<string, unknown>[];
    }[])
      visit(collection.name, collection.fields, '');
    expect(defaults.length).toBeGreaterThan(0);
    for (const { collection, field, value } of defaults) {
      expect(
        typeof value === 'boolean' || typeof value === 'string' || typeof value === 'number',
        `${collection}.${field}`,
      ).toBe(true);
      if (typeof value === 'string') expect(value, `${collection}.${field}`).not.toMatch(/^\/media\/|REPLACE/);
    }
  });
});
