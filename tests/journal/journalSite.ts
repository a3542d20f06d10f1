import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tempSite } from '../authoring/tempSite.ts';

/** The day `n` days after 1 January 2025, YYYY-MM-DD: article n is newer than article n - 1. */
export const dayAfterNewYear = (n: number) => new Date(Date.UTC(2025, 0, 1 + n)).toISOString().slice(0, 10);

export interface GeneratedArticle {
  slug: string;
  date: string;
  category: 'market-report' | 'neighbourhood' | 'homes' | 'news';
  neighbourhood?: string;
  author?: string;
}

/**
 * A throwaway copy of the fixture site whose only articles are these (a plain article each, its
 * hero a picture the fixture already has): for the journal's lists at any count.
 */
export function siteWithArticles(articles: GeneratedArticle[]): string {
  const root = tempSite('journal');
  const dir = join(root, 'data', 'articles');
  for (const file of readdirSync(dir)) rmSync(join(dir, file));
  for (const a of articles)
    writeFileSync(
      join(dir, `${a.slug}.json`),
      JSON.stringify(
        {
          slug: a.slug,
          title: `Article ${a.slug}`,
          standfirst: `The standfirst of ${a.slug}.`,
          date: a.date,
          author: a.author ?? 'julian-mercer',
          category: a.category,
          ...(a.neighbourhood ? { neighbourhood: a.neighbourhood } : {}),
          hero: {
            src: '/media/neighbourhoods/rosedale.jpg',
            alt: 'A curving Rosedale street of Victorian and Edwardian mansions beneath a canopy of mature trees',
          },
          body: [{ type: 'paragraph', text: 'A *short* paragraph with [a link](/explore/rosedale).' }],
        },
        null,
        2,
      ),
    );
  return root;
}

/** `count` articles of one section, the newest last in the list (article-<count>). */
export const articlesOf = (count: number, category: GeneratedArticle['category'] = 'news'): GeneratedArticle[] =>
  Array.from({ length: count }, (_, i) => ({ slug: `article-${i + 1}`, date: dayAfterNewYear(i), category }));
