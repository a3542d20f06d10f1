import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Content } from '../../src/content/load/content.ts';
import { pageRoute } from '../../src/content/collections/registry.ts';
import { ARTICLE_CATEGORIES } from '../../src/model/article.ts';
import { newestFirst } from '../../src/model/articleCard.ts';

/** How many of the newest articles the feed holds: feed readers keep what they have already read. */
const FEED_ENTRIES = 20;

/** The feed's address, under the journal. */
export const FEED_PATH = '/journal/feed.xml';

/** What the feed is served as (the _headers rule; the local server follows that file). */
export const FEED_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

/** The feed's title, which feed readers show and the pages' <link rel="alternate"> repeats. */
export const feedTitle = (teamName: string) => `The Journal · ${teamName}`;

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An article's day as an Atom date: midnight in Toronto written in UTC would change the day, so noon UTC keeps it. */
const atomDate = (day: string) => `${day}T12:00:00Z`;

/**
 * The journal as an Atom feed (RFC 4287): the newest articles published by `today`, each with an
 * absolute link to its page, its standfirst as summary, its author and section.
 */
export function journalFeed(content: Content, today: string): string {
  const site = content.singletons.site.value;
  const base = site.baseUrl.replace(/\/$/, '');
  const members = new Map(content.collections.team.map(({ value }) => [value.slug, value]));
  const articles = newestFirst(
    content.collections.articles.map(({ value }) => value).filter((a) => a.date <= today),
  ).slice(0, FEED_ENTRIES);
  const entries = articles.map((a) => {
    const url = base + pageRoute('articles', a.slug);
    const author = members.get(a.author);
    return [
      '  <entry>',
      `    <title>${escapeXml(a.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <id>${escapeXml(url)}</id>`,
      `    <published>${atomDate(a.date)}</published>`,
      `    <updated>${atomDate(a.date)}</updated>`,
      `    <author><name>${escapeXml(author?.name ?? site.brand.teamName)}</name>${author ? `<uri>${escapeXml(base + pageRoute('team', author.slug))}</uri>` : ''}</author>`,
      `    <category term="${a.category}" label="${escapeXml(ARTICLE_CATEGORIES[a.category].label)}"/>`,
      `    <summary>${escapeXml(a.standfirst)}</summary>`,
      '  </entry>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-CA">',
    `  <title>${escapeXml(feedTitle(site.brand.teamName))}</title>`,
    `  <subtitle>Market reports, neighbourhood stories and homes</subtitle>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(base + FEED_PATH)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(`${base}/journal`)}"/>`,
    `  <id>${escapeXml(`${base}/journal`)}</id>`,
    `  <updated>${atomDate(articles[0]?.date ?? today)}</updated>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

export function writeJournalFeed(content: Content, outDir: string, today: string) {
  const file = join(outDir, FEED_PATH.slice(1));
  // The live update writes into an empty staging folder, where /journal/ may not exist yet.
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, journalFeed(content, today));
}
