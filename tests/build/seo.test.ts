import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestSite } from '../helpers/builtSite.ts';

let dist: string;
beforeAll(async () => {
  dist = await buildTestSite();
});

const html = (route: string) =>
  readFileSync(join(dist, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
const jsonLd = (route: string) =>
  [...html(route).matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

const sitemapPaths = () =>
  [...readFileSync(join(dist, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('what search engines and link previews read', () => {
  it('a listing is a RealEstateListing with an Offer in CAD, and has breadcrumbs', () => {
    const items = jsonLd('/listings/old-forest-hill');
    const listing = items.find((i) => i['@type'] === 'RealEstateListing') as {
      offers: { '@type': string; priceCurrency: string; price?: number };
    };
    expect(listing.offers['@type']).toBe('Offer');
    expect(listing.offers.priceCurrency).toBe('CAD');
    expect(typeof listing.offers.price).toBe('number');
    const crumbs = items.find((i) => i['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((c) => new URL(c.item).pathname)).toEqual([
      '/',
      '/listings',
      '/listings/old-forest-hill',
    ]);
  });

  it('the home page describes the team as a RealEstateAgent with its brokerage; each profile an agent who works for it', () => {
    const team = jsonLd('/').find((i) => i['@type'] === 'RealEstateAgent') as { parentOrganization: { name: string } };
    expect(team.parentOrganization.name).toMatch(/Brokerage/);
    const agent = jsonLd('/team/julian-mercer').find((i) => i['@type'] === 'RealEstateAgent') as {
      worksFor: { name: string };
      jobTitle: string;
    };
    expect(agent.worksFor.name).toBe(team.parentOrganization.name);
    expect(agent.jobTitle).toBe('Senior Associate');
  });

  it('sitemap.xml lists every pre-rendered route once, and robots.txt points to it', () => {
    const paths = sitemapPaths().map((loc) => new URL(loc).pathname);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/');
    expect(paths).toContain('/listings/455-william-st');
    for (const path of paths) expect(() => html(path), path).not.toThrow();
    expect(readFileSync(join(dist, 'robots.txt'), 'utf8')).toMatch(/^Sitemap: https:\/\/[^\s]+\/sitemap\.xml$/m);
  });

  it('every page has its own title, description, canonical URL and Open Graph and Twitter tags', () => {
    const titles = new Set<string>();
    for (const loc of sitemapPaths()) {
      const page = html(new URL(loc).pathname);
      titles.add(page.match(/<title>([^<]+)<\/title>/)![1]!);
      expect(page).toContain(`<link rel="canonical" href="${loc}">`);
      expect(page).toMatch(/<meta name="description" content="[^"]{50,}">/);
      for (const tag of ['og:title', 'og:description', 'og:image', 'og:url'])
        expect(page, `${loc} ${tag}`).toContain(`property="${tag}"`);
      for (const tag of ['twitter:card', 'twitter:title', 'twitter:image'])
        expect(page, `${loc} ${tag}`).toContain(`name="${tag}"`);
    }
    expect(titles.size).toBe(sitemapPaths().length);
  });
});
