/**
 * The Atom feed: well-formed XML a strict parser (saxes, which refuses any malformed document)
 * reads, holding the newest 20 articles published by today, each with an absolute link.
 */
import { SaxesParser } from 'saxes';
import { afterAll, describe, expect, it } from 'vitest';
import { journalFeed } from '../../scripts/siteBuild/journalFeed.ts';
import { loadContent } from '../../src/content/load/loadContent.ts';
import { removeTempSites } from '../authoring/tempSite.ts';
import { articlesOf, siteWithArticles } from './journalSite.ts';

afterAll(removeTempSites);

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** The document as a tree of elements; throws on anything that is not well-formed XML. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (error) => {
    throw error;
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: tag.local,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value])),
      children: [],
      text: '',
    };
    if (tag.uri !== 'http://www.w3.org/2005/Atom') throw new Error(`${tag.name} is outside the Atom namespace`);
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => stack.pop());
  parser.write(xml).close();
  return root!;
}

const child = (e: XmlElement, name: string) => e.children.find((c) => c.name === name);

describe('/journal/feed.xml', () => {
  // 25 articles, one a day, and one dated after the build's day.
  const root = siteWithArticles([...articlesOf(25), { slug: 'not-yet', date: '2025-12-31', category: 'news' }]);
  const { content } = loadContent(root);
  const feed = parseXml(journalFeed(content!, '2025-06-30'));
  const entries = feed.children.filter((c) => c.name === 'entry');

  it('is an Atom feed with its own address and the journal as its page', () => {
    expect(feed.name).toBe('feed');
    const self = feed.children.find((c) => c.name === 'link' && c.attributes.rel === 'self')!;
    expect(self.attributes.href).toMatch(/^https:\/\/[^/]+\/journal\/feed\.xml$/);
    expect(child(feed, 'updated')!.text).toBe('2025-01-25T12:00:00Z');
  });

  it('holds the newest 20 published articles, newest first', () => {
    expect(entries).toHaveLength(20);
    expect(entries.map((e) => child(e, 'title')!.text)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Article article-${25 - i}`),
    );
  });

  it('links each entry absolutely, with its id, dates, author and summary', () => {
    for (const entry of entries) {
      const href = child(entry, 'link')!.attributes.href!;
      expect(href).toMatch(/^https:\/\/[^/]+\/journal\/article-\d+$/);
      expect(child(entry, 'id')!.text).toBe(href);
      expect(child(entry, 'published')!.text).toMatch(/^\d{4}-\d{2}-\d{2}T12:00:00Z$/);
      expect(child(child(entry, 'author')!, 'name')!.text).toBe('Julian Mercer');
      expect(child(child(entry, 'author')!, 'uri')!.text).toMatch(/^https:\/\/[^/]+\/team\/julian-mercer$/);
      expect(child(entry, 'summary')!.text).toMatch(/^The standfirst of article-\d+\.$/);
    }
  });

  it('escapes what XML would read as markup', () => {
    const escaped =
      root &&
      journalFeed(
        {
          ...content!,
          collections: {
            ...content!.collections,
            articles: [
              {
                ...content!.collections.articles[0]!,
                value: { ...content!.collections.articles[0]!.value, title: 'Sales <up> & "prices" steady' },
              },
            ],
          },
        },
        '2025-06-30',
      );
    expect(
      child(
        parseXml(escaped).children.find((c) => c.name === 'entry')!,
        'title',
      )!.text,
    ).toBe('Sales <up> & "prices" steady');
  });
});
