/**
 * The journal's lists at 0, 1, 12 and 13 articles (fixture copies with generated articles): a
 * page per twelve, newest first, at /journal and /journal/page/<n>, each section's list of its
 * own; and an article's references, related articles, profile list and sitemap entries.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BlockProps } from '../../src/blocks/registry.ts';
import { loadContent } from '../../src/content/load/loadContent.ts';
import type { SiteData } from '../../src/content/render/routeData.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { removeTempSites } from '../authoring/tempSite.ts';
import { articlesOf, dayAfterNewYear, type GeneratedArticle, siteWithArticles } from './journalSite.ts';

afterAll(removeTempSites);

function siteData(articles: GeneratedArticle[]): SiteData {
  const { content, problems } = loadContent(siteWithArticles(articles));
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  return buildSiteData(content!);
}

const list = (site: SiteData, path: string) => site.routes.get(path)?.page.blocks.find((b) => b.type === 'journalList');
const journalPaths = (site: SiteData) => [...site.routes.keys()].filter((p) => /^\/journal(\/page\/\d+)?$/.test(p));

describe('/journal, 12 articles a page', () => {
  it.each([
    { count: 0, pages: 1, lastPage: 0 },
    { count: 1, pages: 1, lastPage: 1 },
    { count: 12, pages: 1, lastPage: 12 },
    { count: 13, pages: 2, lastPage: 1 },
  ])('$count articles: $pages page(s), the last holding $lastPage', ({ count, pages, lastPage }) => {
    const site = siteData(articlesOf(count));
    expect(journalPaths(site)).toEqual(pages === 1 ? ['/journal'] : ['/journal', '/journal/page/2']);
    const last = list(site, pages === 1 ? '/journal' : `/journal/page/${pages}`)!;
    expect(last.items).toHaveLength(lastPage);
    expect(site.routes.has('/journal/page/1')).toBe(false);
    if (pages === 1) expect(last.pagination).toBeUndefined();
    // Every article has its page, whatever the count.
    for (let i = 1; i <= count; i++) expect(site.routes.has(`/journal/article-${i}`)).toBe(true);
  });

  it('13 articles: newest first, twelve on the first page, plain links between the two', () => {
    const site = siteData(articlesOf(13));
    const first = list(site, '/journal')!;
    expect(first.items.map((i) => i.slug)).toEqual(Array.from({ length: 12 }, (_, i) => `article-${13 - i}`));
    expect(list(site, '/journal/page/2')!.items.map((i) => i.slug)).toEqual(['article-1']);
    expect(first.pagination).toMatchObject({ page: 1, pageCount: 2, next: '/journal/page/2' });
    expect(list(site, '/journal/page/2')!.pagination).toMatchObject({ page: 2, previous: '/journal' });
    expect(site.routes.get('/journal/page/2')!.page.meta.title).toMatch(/^Page 2 of 2 · /);
  });

  it('1,000 articles: 84 pages, every article on exactly one, a section paged alike', () => {
    // One a day up to the end of 2024 (an article dated after the build's day would wait for its day).
    const daily = articlesOf(990).map((a, i) => ({ ...a, date: dayAfterNewYear(i - 1000) }));
    const site = siteData([
      ...daily,
      ...Array.from({ length: 10 }, (_, i) => ({
        slug: `home-${i + 1}`,
        date: '2024-01-01',
        category: 'homes' as const,
      })),
    ]);
    const paths = journalPaths(site);
    expect(paths).toHaveLength(84);
    const shown = paths.flatMap((p) => list(site, p)!.items.map((i) => i.slug));
    expect(shown).toHaveLength(1000);
    expect(new Set(shown).size).toBe(1000);
    expect(list(site, '/journal/page/84')!.pagination).toMatchObject({
      page: 84,
      pageCount: 84,
      previous: '/journal/page/83',
    });
    expect([...site.routes.keys()].filter((p) => p.startsWith('/journal/news'))).toHaveLength(83);
    expect(list(site, '/journal/homes')!.items).toHaveLength(10);
  }, 120_000);

  it('each section lists its own articles, paged on its own', () => {
    const site = siteData([
      ...articlesOf(13, 'market-report'),
      { slug: 'a-home', date: '2025-06-01', category: 'homes' },
    ]);
    expect(list(site, '/journal/market-reports')!.items).toHaveLength(12);
    expect(site.routes.has('/journal/market-reports/page/2')).toBe(true);
    expect(list(site, '/journal/homes')!.items.map((i) => i.slug)).toEqual(['a-home']);
    expect(site.routes.has('/journal/homes/page/2')).toBe(false);
    expect(list(site, '/journal/news')!.items).toEqual([]);
    expect(list(site, '/journal')!.items).toHaveLength(12);
    expect(site.routes.has('/journal/page/2')).toBe(true);
  });
});

describe('an article and what it links to', () => {
  const site = siteData([
    {
      slug: 'rosedale-one',
      date: '2025-03-01',
      category: 'neighbourhood',
      neighbourhood: 'rosedale',
      author: 'maya-lindqvist',
    },
    { slug: 'rosedale-two', date: '2025-02-01', category: 'homes', neighbourhood: 'rosedale' },
    { slug: 'news-new', date: '2025-05-01', category: 'news' },
    { slug: 'neighbourhood-other', date: '2025-01-15', category: 'neighbourhood', neighbourhood: 'king-west' },
    { slug: 'news-old', date: '2024-05-01', category: 'news' },
  ]);
  const article = site.routes.get('/journal/rosedale-one')!.page.blocks[0] as BlockProps<'article'>['block'];

  it('names its author with a link to the profile, which lists their articles', () => {
    expect(article.author).toMatchObject({ name: 'Maya Lindqvist', href: '/team/maya-lindqvist' });
    const profile = list(site, '/team/maya-lindqvist')!;
    expect(profile.items.map((i) => i.slug)).toEqual(['rosedale-one']);
    expect(list(site, '/team/julian-mercer')!.items.map((i) => i.slug)).toEqual([
      'news-new',
      'rosedale-two',
      'neighbourhood-other',
      'news-old',
    ]);
  });

  it('relates three: the same neighbourhood first, then the same section, then the newest', () => {
    expect(article.related.map((r) => r.slug)).toEqual(['rosedale-two', 'neighbourhood-other', 'news-new']);
  });

  it('carries schema.org Article data and is in the sitemap with the lists', () => {
    const ld = site.structuredData.get('/journal/rosedale-one')!.find((x) => x['@type'] === 'Article')!;
    expect(ld).toMatchObject({
      headline: 'Article rosedale-one',
      datePublished: '2025-03-01',
      author: { name: 'Maya Lindqvist' },
    });
    expect(String(ld.url)).toMatch(/^https:\/\/.+\/journal\/rosedale-one$/);
    const indexed = [...site.routes.values()].filter((r) => !r.page.meta.noindex).map((r) => r.page.path);
    expect(indexed).toEqual(
      expect.arrayContaining(['/journal', '/journal/market-reports', '/journal/rosedale-one', '/journal/news-old']),
    );
  });
});
