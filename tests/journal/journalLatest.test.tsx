/**
 * "From the journal" (the journalLatest block, on the fixture's home page): the three newest
 * articles published by the build's day as cards with their headline, date, standfirst and hero,
 * and a link to /journal; no band at all while no article is published.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { JournalLatest } from '../../src/blocks/journalLatest/JournalLatest.tsx';
import { type BlockProps, isInteractive } from '../../src/blocks/registry.ts';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { buildSiteData } from '../../src/content/render/siteData.ts';
import { removeTempSites } from '../authoring/tempSite.ts';
import { fixtureSiteRoot } from '../helpers/fixtureSite.ts';
import { articlesOf, dayAfterNewYear, type GeneratedArticle, siteWithArticles } from './journalSite.ts';

afterAll(removeTempSites);

type Latest = BlockProps<'journalLatest'>['block'];

function homeBlock(root: string): Latest {
  const { content, problems } = loadContent(root);
  expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
  const block = buildSiteData(content!, 2026)
    .routes.get('/')!
    .page.blocks.find((b) => b.type === 'journalLatest');
  expect(block).toBeDefined();
  return block as Latest;
}

const latestOf = (articles: GeneratedArticle[]) => homeBlock(siteWithArticles(articles));
const html = (block: Latest) => renderToStaticMarkup(<JournalLatest block={block} />);

describe('which articles', () => {
  it.each([
    { count: 0, shown: [] },
    { count: 1, shown: ['article-1'] },
    { count: 3, shown: ['article-3', 'article-2', 'article-1'] },
    { count: 13, shown: ['article-13', 'article-12', 'article-11'] },
  ])('$count published: the newest three of them, newest first', ({ count, shown }) => {
    expect(latestOf(articlesOf(count)).items.map((i) => i.slug)).toEqual(shown);
  });

  it('leaves out an article dated after the build day, whatever its section', () => {
    const block = latestOf([
      ...articlesOf(4, 'homes'),
      { slug: 'not-yet', date: '2099-01-01', category: 'market-report' },
    ]);
    expect(block.items.map((i) => i.slug)).toEqual(['article-4', 'article-3', 'article-2']);
  });
});

describe('as drawn', () => {
  it('draws nothing, not an empty band, when no article is published', () => {
    expect(html(latestOf([{ slug: 'not-yet', date: '2099-01-01', category: 'news' }]))).toBe('');
  });

  it("the fixture's home page: a heading, three cards with headline, date, standfirst and hero, and a link to /journal", () => {
    const block = homeBlock(fixtureSiteRoot);
    const page = html(block);
    expect(page).toMatch(/<h2[^>]*>From the journal<\/h2>/);
    expect(block.items).toHaveLength(3);
    for (const item of block.items) {
      expect(page).toContain(`<a href="/journal/${item.slug}"`);
      expect(page).toContain(`>${item.title.replace(/&/g, '&amp;')}</a>`);
      expect(page).toContain(`<time dateTime="${item.date}">`);
      expect(page).toContain(item.standfirst.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
      expect(page).toContain(item.image.src.replace(/\.jpg$/, ''));
    }
    // The three cards are the fixture's newest articles, newest first.
    const dates = block.items.map((i) => i.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page).toMatch(/<a href="\/journal"[^>]*>Read the journal<\/a>/);
  });

  it('is a static block: the browser receives its HTML, not its component', () => {
    const { content } = loadContent(siteWithArticles([{ slug: 'one', date: dayAfterNewYear(1), category: 'news' }]));
    const route = buildSiteData(content!).routes.get('/')!;
    expect(route.page.blocks.some((b) => b.type === 'journalLatest')).toBe(true);
    // Only blocks whose definition says `interactive` hydrate; this one ships no code (serverComponents.ts draws it).
    expect(isInteractive('journalLatest')).toBe(false);
  });
});
