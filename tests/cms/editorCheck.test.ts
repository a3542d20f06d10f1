import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { checkedAsTheEditorDoes, type EntryToCheck } from '../helpers/editorCheck.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

/** The errors the editor's check before a save answers (its warnings aside). */
const checkEntry = async (root: string, entry: EntryToCheck) => (await checkedAsTheEditorDoes(root, entry)).errors;

/** The check the editor runs before a save, in its page (admin/check.js), against data/ as npm start serves it. */
let root: string;
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'editor-check-site-'));
  cpSync(join(fixtureSiteRoot, 'data'), join(root, 'data'), { recursive: true });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const check = (collection: string, slug: string, data: Record<string, unknown>) =>
  checkEntry(root, { collection, slug, data });
const listing = () =>
  JSON.parse(readFileSync(join(root, 'data/listings/84-old-forest-hill.json'), 'utf8')) as Record<string, unknown>;

test('an entry as saved, unchanged, passes', async () => {
  expect(await check('listings', '84-old-forest-hill', listing())).toEqual([]);
});

test("a problem only the site's check sees (a neighbourhood that does not exist) is refused with file, line, field and fix", async () => {
  const errors = await check('listings', '84-old-forest-hill', { ...listing(), neighbourhood: 'atlantis' });
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(
    /^"Neighbourhood": No neighbourhood has the slug "atlantis"\. Use the name of a file in data\/neighbourhoods\/.*\n\s+details: data\/listings\/84-old-forest-hill\.json:\d+:\d+ field: neighbourhood /,
  );
  // The site's files are untouched: the check ran on a copy.
  expect(listing().neighbourhood).not.toBe('atlantis');
});

test('a new entry is checked under the file its slug names; site settings under their own file', async () => {
  const { slug: _slug, ...rest } = listing();
  expect((await check('listings', '', { ...rest, slug: 'New Listing' })).join('\n')).toMatch(
    /^"Slug": A slug: lowercase letters.*\n\s+details: data\/listings\/New Listing\.json:\d+:\d+ field: slug /,
  );
  expect(
    (
      await check('settings', 'site', {
        ...(JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8')) as object),
        baseUrl: 'not a url',
      })
    ).join('\n'),
  ).toMatch(/^"Base URL": .*\n\s+details: data\/site\.json:\d+:\d+ field: baseUrl /);
});

test('an address that is not a web address says what one looks like', async () => {
  const site = JSON.parse(readFileSync(join(root, 'data/site.json'), 'utf8')) as object;
  const [error] = await check('settings', 'site', { ...site, baseUrl: 'www.ashdowngroup.example' });
  expect(error).toMatch(
    /^"Base URL": Expected a full web address, found the text "www\.ashdowngroup\.example"\. Write it with https:\/\/ in front, e\.g\. "https:\/\/www\.example\.com"\.\n\s+details: data\/site\.json:\d+:\d+ field: baseUrl /,
  );
});

test('a photo chosen in the form and not stored yet counts as there; the media folder is not written', async () => {
  const photo = async (width: number, height: number) =>
    (
      await sharp({ create: { width, height, channels: 3, background: '#7d8a6a' } })
        .jpeg()
        .toBuffer()
    ).toString('base64');
  const withPhoto = { ...listing(), images: [{ src: '/media/uploads/img-0412.jpg', alt: 'The front of the house' }] };
  const missing = await check('listings', '84-old-forest-hill', withPhoto);
  expect(missing.join('\n')).toMatch(/images\[0\]\.src\s+the file \/media\/uploads\/img-0412\.jpg does not exist/);

  const sent = (content: string, path = 'data/media/uploads/img-0412.jpg') =>
    checkEntry(root, {
      collection: 'listings',
      slug: '84-old-forest-hill',
      data: withPhoto,
      media: [{ path, content }],
    });
  expect(await sent(await photo(2400, 1600))).toEqual([]);
  // (One too small for the site never reaches the check: the page refuses it as it is chosen,
  // tests/e2e/editorUploadPhotos.e2e.ts and tests/security/hostedEditorPhotos.e2e.ts.)
  // A path out of data/media is no photo of the form's: not written, so the image is still missing.
  expect((await sent(await photo(2400, 1600), 'data/media/../../img-0412.jpg')).join('\n')).toMatch(/does not exist/);
  expect(existsSync(join(root, 'data/media/uploads/img-0412.jpg'))).toBe(false);
  expect(existsSync(join(root, '..', 'img-0412.jpg'))).toBe(false);
});

test("the site's folder given as a relative path: its photos are still found", async () => {
  expect(
    await checkEntry(relative(process.cwd(), root), {
      collection: 'listings',
      slug: '84-old-forest-hill',
      data: listing(),
    }),
  ).toEqual([]);
});

test('an alt text that names what its stand-in picture does not show is refused, as npm run check refuses it (the media package’s rule)', async () => {
  const shots = join(root, 'data', 'media', 'shots.json');
  const livingRoom = {
    kind: 'interior',
    room: 'living room',
    objects: ['fireplace', 'sofa'],
    view: 'garden',
    time: 'afternoon',
  };
  writeFileSync(shots, JSON.stringify({ shots: { '/media/listings/84-old-forest-hill/3.jpg': livingRoom } }));
  try {
    // The fixture's third photo says "Kitchen with a marble waterfall island": the shot list now says it shows a living room.
    const errors = await check('listings', '84-old-forest-hill', listing());
    expect(errors.join('\n')).toMatch(
      /does not match its stand-in picture \/media\/listings\/84-old-forest-hill\/3\.jpg: it names the kitchen first, but the picture shows the living room/,
    );
    expect(errors.join('\n')).toMatch(
      /details: data\/listings\/84-old-forest-hill\.json:\d+:\d+ field: images\[2\]\.alt/,
    );
  } finally {
    rmSync(shots);
  }
});

test('a listing whose figures no longer match its stand-in floor plans is refused in the page, as npm run check refuses it', async () => {
  const glenEcho = JSON.parse(readFileSync(join(root, 'data/listings/50-glen-echo.json'), 'utf8')) as {
    bedrooms: number;
  };
  expect(await check('listings', '50-glen-echo', glenEcho)).toEqual([]);
  const errors = await check('listings', '50-glen-echo', { ...glenEcho, bedrooms: glenEcho.bedrooms + 1 });
  expect(errors).toEqual([
    expect.stringMatching(
      new RegExp(
        `^"Floor plans › Levels \\(one plan per floor\\)": The stand-in floor plans do not match the listing: the plans draw ${glenEcho.bedrooms} bedrooms, but the listing has ${glenEcho.bedrooms + 1}[\\s\\S]*details: data/listings/50-glen-echo\\.json:\\d+:\\d+ field: floorPlans\\.levels`,
      ),
    ),
  ]);
});
