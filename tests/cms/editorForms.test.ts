import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DRAWN_BY_THE_SITE } from '../../scripts/cms/config/blockMenus.ts';
import { blockDefinitions } from '../../src/blocks/registry.ts';
import { decapConfig } from '../../scripts/cms/config/decapConfig.ts';
import type { DecapField } from '../../scripts/cms/config/decapFields.ts';
import { checkedAsTheEditorDoes, type EntryToCheck } from '../helpers/editorCheck.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { editorScriptFormats } from './editorScriptFormats.ts';

/** The errors the editor's check before a save answers (its warnings aside). */
const checkEntry = async (root: string, entry: EntryToCheck) => (await checkedAsTheEditorDoes(root, entry)).errors;

/** Forms that save: optional objects left out when blank, list items named by their content,
 *  block menus that offer only the blocks each list may hold. Read from the generated config. */
type Collection = { name: string; fields?: DecapField[] };
const collection = (name: string) =>
  (decapConfig({ localBackend: true }).collections as Collection[]).find((entry) => entry.name === name)!.fields!;
const field = (fields: DecapField[], ...path: string[]): DecapField => {
  const [name, ...rest] = path;
  const found = fields.find((candidate) => candidate.name === name)!;
  return rest.length === 0 ? found : field((found.fields ?? found.types) as DecapField[], ...rest);
};
const typesOf = (list: DecapField) => (list.types as DecapField[]).map((type) => type.name);

const formats = editorScriptFormats();

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-forms-'));
  cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
const read = (file: string) => JSON.parse(readFileSync(join(root, 'data', file), 'utf8')) as Record<string, unknown>;

describe("a page's share image, an optional object", () => {
  test('demands nothing in the form; a required object still demands its fields', () => {
    const image = field(collection('pages'), 'meta', 'image');
    expect(image).toMatchObject({ widget: 'object', required: false });
    expect((image.fields as DecapField[]).map((inner) => [inner.name, inner.required])).toEqual([
      ['src', false],
      ['alt', false],
      ...(image.fields as DecapField[]).slice(2).map((inner) => [inner.name, false]),
    ]);
    expect(field(collection('pages'), 'meta', 'title').required).toBeUndefined();
  });

  test('left blank in the form, it is left out of the file; filled, it is kept', () => {
    const format = formats.get('json-pages')!;
    const home = read('pages/home.json') as { meta: Record<string, unknown> };
    const saved = (image: unknown) =>
      JSON.parse(format.toFile({ ...home, meta: { ...home.meta, image } })) as { meta: Record<string, unknown> };
    expect(saved({ src: '', alt: '' }).meta).not.toHaveProperty('image');
    expect(saved({}).meta).not.toHaveProperty('image');
    expect(saved({ src: '/media/home/hero-poster.jpg', alt: 'The house at dusk' }).meta.image).toEqual({
      src: '/media/home/hero-poster.jpg',
      alt: 'The house at dusk',
    });
  });

  test("half filled, the form's check asks for the rest", async () => {
    const home = read('pages/home.json') as { meta: Record<string, unknown> };
    const errors = await checkEntry(root, {
      collection: 'pages',
      slug: 'home',
      data: { ...home, meta: { ...home.meta, image: { src: '/media/home/hero-poster.jpg' } } },
    });
    expect(errors.join('\n')).toMatch(/field: meta\.image\.alt/);
  });
});

test('a choice that may be "" (an interest option\'s "nothing chosen") is not demanded, or the contact page could never be saved', () => {
  const value = field(collection('pages'), 'blocks', 'contact', 'form', 'interestOptions', 'value');
  expect(value).toMatchObject({ widget: 'select', required: false });
  expect(value.options).toContain('');
});

describe('list items read as their content', () => {
  test("a team grid's members by the member, each block by its type and heading, a guide's list items by their name", () => {
    const teamGrid = field(collection('pages'), 'blocks', 'teamGrid');
    expect(teamGrid.summary).toBe('Team Grid: {{fields.heading}}');
    expect(field(teamGrid.fields as DecapField[], 'members')).toMatchObject({
      summary: '{{fields.member}}',
      field: { name: 'member', widget: 'relation' },
    });
    // Every block with a heading or title it always has is named by it; the others by their type.
    expect(field(collection('pages'), 'blocks', 'pillars').summary).toBeUndefined();
    for (const type of field(collection('pages'), 'blocks').types as DecapField[]) {
      const named = (type.fields as DecapField[]).find(
        (inner) =>
          ['name', 'title', 'heading', 'label'].includes(inner.name) &&
          inner.widget === 'string' &&
          inner.required !== false,
      );
      if (named) expect(type.summary, type.name).toMatch(/^[A-Z][\w ]+: \{\{fields\.(name|title|heading|label)\}\}$/);
    }
    expect(field(collection('legal'), 'sections').summary).toBe('{{fields.heading}}');
  });
});

describe('each block list offers only the blocks that belong in it', () => {
  const pageMenu = typesOf(field(collection('pages'), 'blocks'));
  const closingMenu = typesOf(field(collection('team'), 'closing'));

  test("a page's menu leaves out what the site draws itself; Not Found is named for the 404 page; a member's closing has no page tops and no Not Found", () => {
    for (const type of DRAWN_BY_THE_SITE) expect([pageMenu, closingMenu].flat()).not.toContain(type);
    expect(pageMenu).not.toContain('legalDocument');
    expect(field(collection('pages'), 'blocks', 'notFound').label).toBe('Not Found (the 404 page only)');
    expect(closingMenu).not.toEqual(expect.arrayContaining(['notFound']));
    for (const type of ['videoHero', 'pageHero', 'pageHeading']) expect(closingMenu).not.toContain(type);
    expect(closingMenu).toEqual(expect.arrayContaining(['pillars', 'recognition', 'callToAction', 'richText']));
    // Every block of the registry declared for a page's top or body is offered, so a new page block
    // reaches the menu without a list to edit; an article body's blocks are not.
    expect([...pageMenu].sort()).toEqual(
      Object.entries(blockDefinitions)
        .filter(([, definition]) => definition.places.some((place) => place === 'pageTop' || place === 'pageBody'))
        .map(([type]) => type)
        .sort(),
    );
    expect(pageMenu).not.toContain('paragraph');
  });

  test.each([fixtureSiteRoot, join(import.meta.dirname, '..', '..')])(
    'every block written in %s/data is offered in its list',
    (site) => {
      const typesIn = (folder: string, list: string) =>
        readdirSync(join(site, 'data', folder)).flatMap((name) =>
          (
            (JSON.parse(readFileSync(join(site, 'data', folder, name), 'utf8')) as Record<string, { type: string }[]>)[
              list
            ] ?? []
          ).map((block) => block.type),
        );
      expect(pageMenu).toEqual(expect.arrayContaining(typesIn('pages', 'blocks')));
      expect(closingMenu).toEqual(expect.arrayContaining(typesIn('team', 'closing')));
    },
  );

  test("the form's check refuses a block out of its place, in a sentence; the 404 page keeps its Not Found", async () => {
    const contact = read('pages/contact.json') as { blocks: unknown[] };
    const notFound = (read('pages/not-found.json') as { blocks: unknown[] }).blocks[0];
    expect(
      await checkEntry(root, {
        collection: 'pages',
        slug: 'contact',
        data: { ...contact, blocks: [...contact.blocks, notFound] },
      }),
    ).toEqual([
      'Block 2 (Not Found) belongs only on the page shown for unknown addresses (path "*"): remove it from this page.',
    ]);
    expect(
      await checkEntry(root, { collection: 'pages', slug: 'not-found', data: read('pages/not-found.json') }),
    ).toEqual([]);
    const member = read('team/julian-mercer.json') as { closing: unknown[] };
    expect(
      await checkEntry(root, {
        collection: 'team',
        slug: 'julian-mercer',
        data: { ...member, closing: [{ type: 'memberProfile', member: 'julian-mercer' }] },
      }),
    ).toEqual([
      'Block 1 (memberProfile) cannot go in this list: remove it, or choose one of the blocks its menu offers.',
    ]);
  });
});

describe("the home page's video", () => {
  test("its files are chosen as files (the image widget's library lists no MP4), labelled as people say it, the poster still a photo", () => {
    const video = field(collection('pages'), 'blocks', 'videoHero', 'video');
    expect(field(video.fields as DecapField[], 'src')).toMatchObject({ label: 'Video file', widget: 'file' });
    expect(field(video.fields as DecapField[], 'portraitSrc')).toMatchObject({
      label: 'Portrait video file',
      widget: 'file',
      required: false,
    });
    // Decap's pattern test refused the file widget's path: the check tests it.
    expect(field(video.fields as DecapField[], 'portraitSrc')).not.toHaveProperty('pattern');
    expect(field(collection('pages'), 'blocks', 'videoHero', 'poster', 'src')).toMatchObject({
      label: 'Photo',
      widget: 'image',
    });
  });
});
