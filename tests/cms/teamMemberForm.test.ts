import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { decapConfig } from '../../scripts/cms/config/decapConfig.ts';
import type { DecapField } from '../../scripts/cms/config/decapFields.ts';
import { checkedAsTheEditorDoes, type EntryToCheck } from '../helpers/editorCheck.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

/** The errors the editor's check before a save answers (its warnings aside). */
const checkEntry = async (root: string, entry: EntryToCheck) => (await checkedAsTheEditorDoes(root, entry)).errors;

/** A new team member in one form: what the form asks for, and what its check says when something is missing. */
type Collection = { name: string; fields?: DecapField[] };
const collection = (name: string) =>
  (decapConfig({ localBackend: true }).collections as Collection[]).find((entry) => entry.name === name)!.fields!;
const field = (fields: DecapField[], ...path: string[]): DecapField => {
  const [name, ...rest] = path;
  const found = fields.find((candidate) => candidate.name === name)!;
  return rest.length === 0 ? found : field((found.fields ?? found.types) as DecapField[], ...rest);
};
const labels = (object: DecapField) =>
  (object.fields as DecapField[]).map((inner) => [inner.name, inner.label, inner.widget]);

let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'team-member-form-'));
  cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A new member as an editor fills the form: no closing section, the team page untouched. */
function newMember(): Record<string, unknown> {
  const {
    closing: _closing,
    instagram: _instagram,
    linkedin: _linkedin,
    ...maya
  } = JSON.parse(readFileSync(join(root, 'data/team/maya-lindqvist.json'), 'utf8')) as Record<string, unknown>;
  return {
    ...maya,
    slug: 'aiden-okafor',
    order: 5,
    name: 'Aiden Okafor',
    role: 'Sales Representative',
    registration: { name: 'Aiden Okafor', category: 'salesperson' },
  };
}
const check = (data: Record<string, unknown>) => checkEntry(root, { collection: 'team', slug: '', data });

describe('the form', () => {
  const team = collection('team');

  test('the photo reads as one "Photo" with its description; width, height and a feed photo\'s sizes are hidden; photo and description are demanded, so not labelled "(optional)"', () => {
    const photo = field(team, 'photo');
    expect(photo).toMatchObject({ label: 'Photo', widget: 'object' });
    expect(photo.required).toBeUndefined();
    expect(labels(photo)).toEqual([
      ['src', 'Photo', 'image'],
      ['alt', 'Description of the photo (for people who cannot see it)', 'string'],
      ['width', 'Width', 'hidden'],
      ['height', 'Height', 'hidden'],
      // Written by npm run sync:listings for a feed's photo; kept, never typed.
      ['srcset', 'Srcset', 'hidden'],
    ]);
    // Decap shows "(optional)" beside a field with required: false, and demands the rest ("Fill in “Photo”.", editorPhrases.ts).
    expect((photo.fields as DecapField[]).map((inner) => [inner.name, inner.required])).toEqual([
      ['src', undefined],
      ['alt', undefined],
      ['width', false],
      ['height', false],
      ['srcset', false],
    ]);
  });

  test('the closing section is optional and says so; the RECO registration is part of the form with its labels', () => {
    expect(field(team, 'closing')).toMatchObject({ label: 'Closing section', required: false });
    expect(field(team, 'registration').label).toBe('RECO registration');
    expect(labels(field(team, 'registration'))).toEqual([
      ['name', 'Registered name', 'string'],
      ['category', 'Registration category', 'select'],
    ]);
  });

  test("a team grid's members may be left out (every member, by order)", () => {
    const grid = field(collection('pages'), 'blocks', 'teamGrid');
    expect(field(grid.fields as DecapField[], 'members').required).toBe(false);
    expect(field(grid.fields as DecapField[], 'leaveOutLead')).toMatchObject({
      label: 'Leave out the lead broker',
      widget: 'boolean',
    });
  });
});

describe("the form's check before saving a new member", () => {
  test('a member without a closing section, not named on the team page, is saved at the first try', async () => {
    expect(await check(newMember())).toEqual([]);
  });

  test('a missing photo says so in a sentence, the file and field kept as details', async () => {
    const errors = await check({ ...newMember(), photo: { alt: 'Aiden Okafor in the office' } });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      /^Add a photo of the team member\.\n\s+details: data\/team\/aiden-okafor\.json:\d+:\d+ field: photo\.src /,
    );
    // Left out whole, or emptied in the form: the same sentence.
    expect((await check({ ...newMember(), photo: undefined }))[0]).toMatch(/^Add a photo of the team member\.\n/);
    expect((await check({ ...newMember(), photo: { src: '', alt: 'Aiden Okafor' } }))[0]).toMatch(
      /^Add a photo of the team member\.\n/,
    );
  });

  test("a missing description, name or registered name: the form's label and what to do", async () => {
    const { name: _name, ...nameless } = newMember();
    expect((await check({ ...newMember(), photo: { src: '/media/team/maya-lindqvist.jpg' } }))[0]).toMatch(
      /^Describe the photo of the team member for people who cannot see it, under "Description of the photo \(for people who cannot see it\)"\.\n\s+details: .*field: photo\.alt/,
    );
    expect((await check(nameless))[0]).toMatch(
      /^Add the team member's name \("Name"\)\.\n\s+details: data\/team\/aiden-okafor\.json:\d+:\d+ field: name missing required field/,
    );
    expect((await check({ ...newMember(), registration: { category: 'salesperson' } }))[0]).toMatch(
      /^Fill in "Registered name" in "RECO registration"\.\n/,
    );
  });
});
