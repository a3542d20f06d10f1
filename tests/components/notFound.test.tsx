import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import { expect, it } from 'vitest';
import { NotFound } from '../../src/blocks/notFound/NotFound.tsx';
import { resolveNotFound } from '../../src/blocks/notFound/resolve.ts';
import type { ResolveContext } from '../../src/model/resolveContext.ts';
import { visibleText } from '../helpers/htmlText.ts';

/** Just enough content for the search's neighbourhoods: three guides, two with homes on /listings. */
const ctx = {
  all: (collection: string) =>
    collection === 'neighbourhoods'
      ? [
          { slug: 'rosedale', name: 'Rosedale' },
          { slug: 'king-west', name: 'King West' },
          { slug: 'lawrence-park', name: 'Lawrence Park' },
        ]
      : [
          { slug: 'a', neighbourhood: 'rosedale', showInGrid: true },
          { slug: 'b', neighbourhood: 'king-west', showInGrid: true },
          { slug: 'c', neighbourhood: 'lawrence-park', showInGrid: false },
          { slug: 'd', showInGrid: true },
        ],
} as unknown as ResolveContext;

const authored = {
  type: 'notFound' as const,
  code: '404',
  heading: 'Page not found',
  text: 'It may have moved, or the home it showed may have sold.',
  search: { label: 'Search homes by neighbourhood', button: 'Search', href: '/listings' },
  action: { label: 'Return to Home', href: '/' },
  links: [{ label: 'View Current Listings', href: '/listings' }],
};

const render = (block: ReturnType<typeof resolveNotFound>) =>
  renderToString(
    <Router ssrPath="/no-such-page">
      <NotFound block={block} />
    </Router>,
  );

it("the 404 says what happened in the team's words and offers the listings, a search of them and the way home", () => {
  const html = render(resolveNotFound(authored, ctx));
  const text = visibleText(html);
  for (const words of ['404', 'Page not found', authored.text, 'Return to Home', 'View Current Listings'])
    expect(text).toContain(words);
  expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Return to Home/);
  expect(html).toMatch(/<a[^>]+href="\/listings"[^>]*>View Current Listings/);
  // A plain GET form to /listings?area=<slug>: it works before (or without) the page's code.
  const form = html.match(/<form[^>]*>/)![0];
  expect(form).toContain('action="/listings"');
  expect(form).toContain('method="get"');
  expect(form).toContain('role="search"');
  expect(html).toMatch(/<select[^>]+name="area"/);
  // The neighbourhoods with homes on /listings, by name; not a guide whose homes are hidden.
  const options = [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)</g)].map((m) => [m[1], m[2]]);
  expect(options).toEqual([
    ['', 'All areas'],
    ['king-west', 'King West'],
    ['rosedale', 'Rosedale'],
  ]);
  expect(visibleText(html)).not.toMatch(/oops/i);
});

it('without a search or more links, the 404 is the code, the heading and the way home', () => {
  const { text: _text, search: _search, links: _links, ...plain } = authored;
  const html = render(resolveNotFound(plain, ctx));
  expect(html).not.toContain('<form');
  expect(html.match(/<a /g)).toHaveLength(1);
});
