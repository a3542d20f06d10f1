import { expect, test } from 'vitest';
import { loadValidContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { previewPath } from '../../scripts/cms/server/preview.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

/** Which page the editor's preview draws for an entry (scripts/cms/server/preview.ts). */
const site = buildSiteData(loadValidContent(fixtureSiteRoot).content);
const path = (collection: string, slug: string, data: Record<string, unknown> = {}) =>
  previewPath({ collection, slug, data }, site);

test('an entry with a page of its own previews that page', () => {
  expect(path('listings', '84-old-forest-hill')).toBe('/listings/84-old-forest-hill');
  expect(path('team', '', { slug: 'julian-mercer' })).toBe('/team/julian-mercer');
});

test('an entry without one previews the first page that shows it', () => {
  const shown = path('sales', '112-dunloe-road');
  expect(shown).not.toBe('/');
  expect(JSON.stringify(site.routes.get(shown)!.page)).toContain('"112-dunloe-road"');
  expect(JSON.stringify(site.routes.get(path('press', 'globe-and-mail-luxury-outlook'))!.page)).toContain(
    '"globe-and-mail-luxury-outlook"',
  );
});

test('a page previews its own path, the not-found page its own, site settings the home page', () => {
  expect(path('pages', 'team', { path: '/team' })).toBe('/team');
  expect(path('pages', 'not-found', { path: '*' })).toBe('*');
  expect(path('settings', 'site', {})).toBe('/');
  // A page whose path is new (not built yet) or an entry nothing shows: the home page.
  expect(path('pages', 'new', { path: '/not-a-route-yet' })).toBe('/');
  expect(path('sales', 'sold-to-nobody')).toBe('/');
});
