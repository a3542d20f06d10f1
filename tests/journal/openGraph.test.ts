/**
 * How pages describe themselves to link previews and feed readers: an article's page as an Open
 * Graph article (its date, author's profile, section and hero picture), every other page as a
 * website, and every page naming the journal's Atom feed.
 */
import { describe, expect, it } from 'vitest';
import { htmlDocument } from '../../scripts/siteBuild/htmlDocument.ts';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';

const { content } = loadContent(fixtureSiteRoot);
const site = buildSiteData(content!);

/** The page's <head> as written, for the route's data and structured data. */
function headOf(path: string): string {
  const data = site.routes.get(path);
  if (!data) throw new Error(`no route ${path}`);
  const html = htmlDocument({ data, appHtml: '', styles: '', assetTags: '', jsonLd: site.structuredData.get(path) });
  return html.slice(0, html.indexOf('</head>'));
}

/** Every content of <meta property|name="key">, in order. */
const metaAll = (head: string, key: string) =>
  [...head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)]
    .filter((m) => m[1] === key)
    .map((m) => m[2]);

const feedLinks = (head: string) =>
  [...head.matchAll(/<link rel="alternate" type="application\/atom\+xml"[^>]*>/g)].map((m) => m[0]);

describe('an article page', () => {
  const head = headOf('/journal/rosedale-ravines-and-gardens');

  it('is an Open Graph article, not a website', () => {
    expect(metaAll(head, 'og:type')).toEqual(['article']);
  });

  it('carries its publication date, its author (the profile page and the name) and its section', () => {
    expect(metaAll(head, 'article:published_time')).toEqual(['2026-05-14']);
    expect(metaAll(head, 'article:author')).toEqual([`${site.baseUrl}/team/maya-lindqvist`]);
    expect(metaAll(head, 'author')).toEqual(['Maya Lindqvist']);
    expect(metaAll(head, 'article:section')).toEqual(['Neighbourhoods']);
  });

  it('shows its hero picture, at an absolute address with its alt text', () => {
    expect(metaAll(head, 'og:image')).toEqual([`${site.baseUrl}/media/neighbourhoods/rosedale.jpg`]);
    expect(metaAll(head, 'og:image:alt')).toEqual([
      'A curving Rosedale street of Victorian and Edwardian mansions beneath a canopy of mature trees',
    ]);
  });
});

describe('pages that are not articles', () => {
  it.each(['/', '/journal', '/journal/neighbourhoods', '/listings', '/team/maya-lindqvist'])(
    '%s is a website with no article properties',
    (path) => {
      const head = headOf(path);
      expect(metaAll(head, 'og:type')).toEqual(['website']);
      expect(head).not.toContain('article:');
      expect(metaAll(head, 'author')).toEqual([]);
    },
  );
});

describe('the feed link', () => {
  it.each(['/', '/journal', '/journal/rosedale-ravines-and-gardens', '/listings', '/contact'])(
    "%s names /journal/feed.xml once, with the feed's title",
    (path) => {
      expect(feedLinks(headOf(path))).toEqual([
        `<link rel="alternate" type="application/atom+xml" title="The Journal · ${content!.singletons.site.value.brand.teamName}" href="/journal/feed.xml">`,
      ]);
    },
  );

  it('escapes a team name that holds markup', () => {
    const data = site.routes.get('/')!;
    const renamed = {
      ...data,
      shell: { ...data.shell, brand: { ...data.shell.brand, teamName: 'A "quoted" <b>team</b>' } },
    };
    const head = htmlDocument({ data: renamed, appHtml: '', styles: '', assetTags: '' });
    expect(feedLinks(head)[0]).toContain('title="The Journal · A &quot;quoted&quot; &lt;b&gt;team&lt;/b&gt;"');
  });
});
