import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

/** A new member and the team page as an editor leaves them: no closing, no edit of the page's list. */
const temporaryRoots: string[] = [];
afterAll(() => temporaryRoots.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

type Json = Record<string, unknown>;
const readJson = (root: string, file: string) => JSON.parse(readFileSync(join(root, 'data', file), 'utf8')) as Json;

/** The fixture site in a throwaway copy (media linked), with `edit` applied to its files. */
function siteWith(edit: (root: string) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'team-page-'));
  temporaryRoots.push(dir);
  cpSync(join(fixtureSiteRoot, 'data'), join(dir, 'data'), {
    recursive: true,
    filter: (src) => !src.startsWith(join(fixtureSiteRoot, 'data', 'media')),
  });
  mkdirSync(join(dir, 'data', 'media'), { recursive: true });
  for (const entry of readdirSync(join(fixtureSiteRoot, 'data', 'media')))
    symlinkSync(join(fixtureSiteRoot, 'data', 'media', entry), join(dir, 'data', 'media', entry));
  edit(dir);
  return dir;
}

const writeJson = (root: string, file: string, value: unknown) =>
  writeFileSync(join(root, 'data', file), `${JSON.stringify(value, null, 2)}\n`);

/** The team page's grid without its list of members, leaving out the lead featured above it. */
function gridWithoutList(root: string) {
  const page = readJson(root, 'pages/team.json') as { blocks: Json[] };
  const grid = page.blocks.find((block) => block.type === 'teamGrid')!;
  delete grid.members;
  grid.leaveOutLead = true;
  writeJson(root, 'pages/team.json', page);
}

/** Adds a member as the template leaves one: an order, and no closing section. */
function addMember(root: string, slug: string, name: string, order: number) {
  const { closing: _closing, ...maya } = readJson(root, 'team/maya-lindqvist.json');
  writeJson(root, `team/${slug}.json`, {
    ...maya,
    slug,
    name,
    order,
    registration: { name, category: 'salesperson' },
    instagram: undefined,
    linkedin: undefined,
  });
}

function routesOf(root: string) {
  return buildSiteData(loadValidContent(root).content).routes;
}
const gridNames = (routes: ReturnType<typeof routesOf>) => {
  const grid = routes.get('/team')!.page.blocks.find((block) => block.type === 'teamGrid') as unknown as {
    members: { name: string; slug: string }[];
  };
  return grid.members.map((member) => member.slug);
};

describe('the team page and a new member', () => {
  const listed = routesOf(fixtureSiteRoot);

  it('the explicit list of the fixture page still wins: its members, in its order', () => {
    expect(gridNames(listed)).toEqual(['julian-mercer', 'priya-castellano', 'maya-lindqvist']);
  });

  it('a grid without a list shows every member by order, leaving out the featured lead: /team as it was, block for block', () => {
    const unlisted = routesOf(siteWith(gridWithoutList));
    expect(unlisted.get('/team')!.page).toEqual(listed.get('/team')!.page);
  });

  it('a member the page does not name appears on /team in their order, and a new member without closing ends with Work With Us', () => {
    const root = siteWith((dir) => {
      gridWithoutList(dir);
      addMember(dir, 'aiden-okafor', 'Aiden Okafor', 3);
      addMember(dir, 'zoe-tremblay', 'Zoe Tremblay', 100);
      // No order at all: after the others, as 100.
      addMember(dir, 'bea-nakamura', 'Bea Nakamura', 100);
      const { order: _order, ...orderless } = readJson(dir, 'team/bea-nakamura.json');
      writeJson(dir, 'team/bea-nakamura.json', orderless);
    });
    const routes = routesOf(root);
    // Order 3 ties with Priya Castellano: the name decides.
    expect(gridNames(routes)).toEqual([
      'julian-mercer',
      'aiden-okafor',
      'priya-castellano',
      'maya-lindqvist',
      'bea-nakamura',
      'zoe-tremblay',
    ]);
    // The profile, then the member's journal articles (a list that draws nothing while they have none), then the closing.
    const closing = routes.get('/team/aiden-okafor')!.page.blocks.slice(3);
    expect(closing).toMatchObject([
      { type: 'callToAction', heading: 'Work With Us', action: { label: 'Contact Us', href: '/contact' } },
    ]);
  });

  it('with the lead kept, the lead comes first; a member with an empty closing has none', () => {
    const root = siteWith((dir) => {
      const page = readJson(dir, 'pages/team.json') as { blocks: Json[] };
      delete page.blocks.find((block) => block.type === 'teamGrid')!.members;
      writeJson(dir, 'pages/team.json', page);
      writeJson(dir, 'team/julian-mercer.json', { ...readJson(dir, 'team/julian-mercer.json'), closing: [] });
    });
    const routes = routesOf(root);
    expect(gridNames(routes)[0]).toBe('eleanor-ashdown');
    expect(routes.get('/team/julian-mercer')!.page.blocks.map((block) => block.type)).toEqual([
      'memberProfile',
      'memberHomes',
      'journalList',
    ]);
  });
});
