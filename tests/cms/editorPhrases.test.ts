import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminPage, editorScript } from '../../scripts/cms/config/adminFiles.ts';
import { decapConfig, SOLD_MARK } from '../../scripts/cms/config/decapConfig.ts';
import { checkedAsTheEditorDoes, type EntryToCheck } from '../helpers/editorCheck.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { editorScriptFormats } from './editorScriptFormats.ts';

/** The errors the editor's check before a save answers (its warnings aside). */
const checkEntry = async (root: string, entry: EntryToCheck) => (await checkedAsTheEditorDoes(root, entry)).errors;

/** Decap's own words in the form, a number emptied in it, and the list of listings: what the editor's page sets up. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-phrases-'));
  cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The English phrases the editor's script registers over Decap's own (a part of them stands in for the rest). */
function registeredEnglish(): Record<string, Record<string, Record<string, Record<string, string>>>> {
  const registered = new Map<string, unknown>();
  const decapEnglish = {
    app: { header: { content: 'Contents' } },
    editor: {
      editorControl: { field: { optional: 'optional' } },
      editorControlPane: {
        widget: { required: '%{fieldLabel} is required.', invalidPath: "'%{path}' is not a valid path" },
      },
    },
    ui: {
      toast: {
        missingRequiredField: "Oops, you've missed a required field. Please complete before saving.",
        entrySaved: 'Entry saved',
      },
    },
  };
  runInNewContext(editorScript({ localBackend: false }), {
    createClass: (definition: object) => definition,
    h: () => null,
    // The page's window: the upload script listens on it for chosen files.
    window: { addEventListener: () => {} },
    CMS: {
      registerWidget: () => {},
      registerCustomFormat: () => {},
      registerEventListener: () => {},
      registerPreviewTemplate: () => {},
      // Decap's registry of backends: none registered here, so the upload script wraps none.
      getBackend: () => undefined,
      getLocale: (name: string) => (name === 'en' ? decapEnglish : undefined),
      registerLocale: (name: string, phrases: unknown) => registered.set(name, phrases),
      init: () => {},
    },
  });
  return registered.get('en') as ReturnType<typeof registeredEnglish>;
}

test('a field left empty reads "Fill in “Name”." in ordinary case, not "NAME IS REQUIRED."; Decap\'s other phrases are kept', () => {
  const en = registeredEnglish();
  const widget = en.editor!.editorControlPane!.widget!;
  const say = (phrase: string, values: Record<string, string>) =>
    phrase.replace(/%\{(\w+)\}/g, (_, key: string) => values[key]!);
  expect(say(widget.required!, { fieldLabel: 'Name' })).toBe('Fill in “Name”.');
  expect(say(widget.min!, { fieldLabel: 'Bedrooms', minValue: '0' })).toBe('Enter 0 or more in “Bedrooms”.');
  expect(en.ui!.toast).toEqual({
    missingRequiredField: 'Not saved: fill in the fields whose messages show in red, then publish again.',
    onFailToPersist: 'Not saved: %{details}',
    entrySaved: 'Entry saved',
  });
  expect(widget.invalidPath).toBe("'%{path}' is not a valid path");
  expect(en.editor!.editorControl).toEqual({ field: { optional: 'optional' } });
  expect(en.app).toEqual({ header: { content: 'Contents' } });
  // Decap sets its field messages in capitals: the page sets them as written.
  expect(adminPage()).toContain('[class*="ControlErrorsList"] { text-transform: none !important; }');
});

test('an Order emptied in the form is left out of the file (the default applies), not saved as "", which the check refuses', async () => {
  const format = editorScriptFormats().get('json-team')!;
  const member = JSON.parse(readFileSync(join(root, 'data/team/maya-lindqvist.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  const text = format.toFile({ ...format.fromFile(JSON.stringify(member)), order: '' });
  const saved = JSON.parse(text) as Record<string, unknown>;
  expect(saved).not.toHaveProperty('order');
  expect(Object.keys(saved)).toEqual(Object.keys(member).filter((key) => key !== 'order'));
  expect(await checkEntry(root, { collection: 'team', slug: 'maya-lindqvist', data: saved })).toEqual([]);
  // A number given is kept, 0 included.
  expect(JSON.parse(format.toFile({ ...member, order: 0 })).order).toBe(0);
  // Before: "" reached the check, which refused it.
  expect(
    (await checkEntry(root, { collection: 'team', slug: 'maya-lindqvist', data: { ...member, order: '' } })).join('\n'),
  ).toMatch(/order/);
});

test('the list of listings marks a sold one, by its date sold (Decap draws the summary: " — Sold" only when the date is there)', () => {
  const listings = (decapConfig({ localBackend: true }).collections as { name: string; summary?: string }[]).find(
    (collection) => collection.name === 'listings',
  )!;
  expect(listings.summary).toBe(`{{fields.title}}{{fields.sold.date | ternary('${SOLD_MARK}', '')}}`);
  expect(SOLD_MARK).toBe(' — Sold');
});
