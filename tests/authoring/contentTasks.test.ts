/**
 * The tasks of docs/CONTENT.md ("Tasks"), each done exactly as the guide says, in a throwaway copy
 * of the site: the commands it names, then the edits it describes. Each ends as the guide does,
 * with `npm run check` reporting no errors, and the page the task was for in the built site.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { checkContent } from '../../scripts/tools/checkContent.ts';
import { createEntry } from '../../scripts/tools/newEntry.ts';
import { photosCommand } from '../../scripts/tools/photos.ts';
import { soldCommand } from '../../scripts/tools/sold.ts';
import { editJson, ownMediaFolder, readJson, removeTempSites, tempSite } from './tempSite.ts';

afterAll(removeTempSites);

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8c7b63' } })
    .jpeg()
    .toBuffer();

/** Every value `npm run new` asked for, filled in as an editor would: the "REPLACE" texts, the impossible postal code. */
function fillIn(file: string, realText: (at: string) => string) {
  const fill = (value: unknown, at: string): unknown => {
    if (typeof value === 'string')
      return value === 'D0D 0D0'
        ? 'M4W 1A8'
        : value.includes('REPLACE')
          ? value.includes('@')
            ? 'ada.moreau@ashdown.example'
            : realText(at)
          : value;
    if (Array.isArray(value)) return value.map((item, i) => fill(item, `${at}[${i}]`));
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, at ? `${at}.${k}` : k)]));
    return value;
  };
  writeFileSync(file, `${JSON.stringify(fill(JSON.parse(readFileSync(file, 'utf8')), ''), null, 2)}\n`);
}

const errorsIn = (root: string) => checkContent(root).errors;
const warningsAbout = (root: string, file: string) => checkContent(root).warnings.filter((w) => w.file === file);
/** The data/pages file whose blocks include one of this type. */
const pageWith = (root: string, type: string) =>
  readdirSync(join(root, 'data', 'pages'))
    .map((f) => join(root, 'data', 'pages', f))
    .find((f) => readJson<{ blocks: { type: string }[] }>(f).blocks.some((b) => b.type === type))!;

describe('the tasks in docs/CONTENT.md', () => {
  let root: string;
  let downloads: string;

  beforeEach(async () => {
    root = tempSite('tasks');
    for (const folder of ['listings', 'sales', 'team', 'home']) ownMediaFolder(root, folder);
    downloads = join(root, 'Downloads');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(downloads);
    writeFileSync(join(downloads, 'IMG_0412.JPG'), await photo(3024, 4032));
    writeFileSync(join(downloads, 'IMG_0413.JPG'), await photo(4032, 3024));
  });

  it('Add a listing', async () => {
    createEntry({ root, kind: 'listing', slug: '12-test-lane' });
    const file = join(root, 'data', 'listings', '12-test-lane.json');
    fillIn(file, (at) =>
      at === 'address' || at === 'title' || at.endsWith('street')
        ? '12 Test Lane'
        : at === 'brokerage'
          ? 'Example Realty Inc., Brokerage'
          : 'A bright family home on a quiet street.',
    );
    await photosCommand(
      ['add', join(downloads, 'IMG_0412.JPG'), join(downloads, 'IMG_0413.JPG'), '--to', 'listings/12-test-lane'],
      root,
    );
    await photosCommand(['remove', '1', '--to', 'listings/12-test-lane'], root);
    editJson(file, (l) => {
      l.images.forEach((image: { alt: string }, i: number) => (image.alt = `Photo ${i + 1} of 12 Test Lane`));
      l.showInGrid = true;
    });
    expect(errorsIn(root)).toEqual([]);
    expect(warningsAbout(root, 'data/listings/12-test-lane.json')).toEqual([]);
    const site = buildSiteData(loadValidContent(root).content);
    expect(site.routes.has('/listings/12-test-lane')).toBe(true);
    const grid = [...site.routes.values()].flatMap((r) => r.page.blocks).find((b) => b.type === 'listingGrid') as
      { items: { slug: string }[] } | undefined;
    expect(grid?.items.map((i) => i.slug)).toContain('12-test-lane');
  });

  it('Mark a home sold', () => {
    createEntry({ root, kind: 'listing', slug: '12-test-lane' });
    soldCommand(
      [
        '12-test-lane',
        '--price',
        '8200000',
        '--date',
        '2026-11-20',
        '--seller-consent',
        '2026-11-20',
        '--buyer-consent',
        '2026-11-21',
      ],
      root,
    );
    expect(errorsIn(root)).toEqual([]);
    const site = buildSiteData(loadValidContent(root).content);
    expect(site.redirects.find((r) => r.from === '/listings/12-test-lane')?.to).toMatch(/#sales-12-test-lane$/);
  });

  it('Add a team member', async () => {
    // The team page as the sample site has it: a grid of every member by order (the fixture's names its members).
    editJson(pageWith(root, 'teamGrid'), (page) => {
      const grid = page.blocks.find((b: { type: string }) => b.type === 'teamGrid');
      delete grid.members;
      grid.leaveOutLead = true;
    });
    createEntry({ root, kind: 'team-member', slug: 'ada-moreau' });
    fillIn(join(root, 'data', 'team', 'ada-moreau.json'), (at) =>
      at === 'name' || at === 'registration.name'
        ? 'Ada Moreau'
        : at === 'phone'
          ? '416-555-0199'
          : at.endsWith('street')
            ? '200 Avenue Road'
            : 'Ada helps families find their next home.',
    );
    await photosCommand(['add', join(downloads, 'IMG_0412.JPG'), '--to', 'team/ada-moreau'], root);
    editJson(join(root, 'data', 'team', 'ada-moreau.json'), (m) => (m.photo.alt = 'Ada Moreau in the office library'));
    expect(errorsIn(root)).toEqual([]);
    expect(warningsAbout(root, 'data/team/ada-moreau.json')).toEqual([]);
    const site = buildSiteData(loadValidContent(root).content);
    expect(site.routes.has('/team/ada-moreau')).toBe(true);
    // On /team without editing the page: last, by the template's "order": 100.
    const grid = site.routes.get('/team')!.page.blocks.find((b) => b.type === 'teamGrid') as unknown as {
      members: { slug: string }[];
    };
    expect(grid.members.map((m) => m.slug)).toEqual([
      'julian-mercer',
      'priya-castellano',
      'maya-lindqvist',
      'ada-moreau',
    ]);
    // No closing in the template: the profile ends with the team's call to action.
    expect(site.routes.get('/team/ada-moreau')!.page.blocks.at(-1)).toMatchObject({
      type: 'callToAction',
      heading: 'Work With Us',
    });
  });

  it('Change the home page video', async () => {
    writeFileSync(
      join(root, 'data', 'media', 'home', 'spring.mp4'),
      readFileSync(join(root, 'data', 'media', 'home', 'hero.mp4')),
    );
    writeFileSync(join(root, 'data', 'media', 'home', 'spring-poster.jpg'), await photo(2400, 1350));
    const home = pageWith(root, 'videoHero');
    editJson(home, (page) => {
      const hero = page.blocks.find((b: { type: string }) => b.type === 'videoHero');
      hero.video = { src: '/media/home/spring.mp4', mimeType: 'video/mp4' };
      hero.poster = { src: '/media/home/spring-poster.jpg', alt: 'A Rosedale street in spring blossom' };
    });
    expect(errorsIn(root)).toEqual([]);
    // The old files are now listed as used by nothing, for the editor to delete.
    expect(checkContent(root).warnings.map((w) => w.file)).toEqual(
      expect.arrayContaining(['data/media/home/hero.mp4', 'data/media/home/hero-poster.jpg']),
    );
  });
});
