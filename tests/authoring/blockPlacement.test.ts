import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blockDefinitions } from '../../src/blocks/registry.ts';
import { editJson, removeTempSites, runCheckCommand, tempSite } from './tempSite.ts';

afterAll(removeTempSites);

describe('where a block may be placed', () => {
  it('has every block declare at least one place', () => {
    for (const [type, definition] of Object.entries(blockDefinitions))
      expect(definition.places.length, `${type} declares no place`).toBeGreaterThan(0);
  });

  it('refuses blocks placed where they may not go, naming the file, the line and where they may go', () => {
    const root = tempSite('placement');
    // A listing's gallery is drawn only by the site, on the listing's own page.
    editJson(join(root, 'data', 'pages', 'contact.json'), (page) => {
      page.blocks.push({ type: 'listingGallery', listing: 'dunvegan-road' });
    });
    // A page's top (a hero) never closes a member's profile.
    editJson(join(root, 'data', 'team', 'maya-lindqvist.json'), (member) => {
      member.closing.unshift({
        type: 'pageHero',
        heading: 'Hello',
        subheading: 'A hero',
        image: { src: '/media/none.jpg', alt: 'Nothing' },
      });
    });
    const run = runCheckCommand(root);
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(
      /error {2}data\/pages\/contact\.json:\d+:\d+\n {6}field: blocks\[1\]\.type\n {6}a "listingGallery" block cannot go in the top of a page or a page's body: it may go in an entry's own page, where only the site draws it/,
    );
    expect(run.stdout).toMatch(
      /error {2}data\/team\/maya-lindqvist\.json:\d+:\d+\n {6}field: closing\[0\]\.type\n {6}a "pageHero" block cannot go in a page's body: it may go in the top of a page/,
    );
  });
});
