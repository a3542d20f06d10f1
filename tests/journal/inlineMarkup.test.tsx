/**
 * An article's inline markup: every accepted form becomes its element (never HTML from the
 * author's text), and the check refuses HTML, scripts, event handlers and javascript: links, and
 * reports links to missing pages, broken references and images without alt text at file:line.
 */
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineMarkupProblems, inlinePlainText, parseInline } from '../../src/model/inlineMarkup.ts';
import { InlineText } from '../../src/ui/journal/InlineText.tsx';
import { editJson, removeTempSites, runCheckCommand } from '../authoring/tempSite.ts';
import { siteWithArticles } from './journalSite.ts';

afterAll(removeTempSites);

const html = (text: string) => renderToStaticMarkup(<InlineText nodes={parseInline(text)} />);

describe('the accepted forms', () => {
  it.each([
    ['plain words', 'plain words'],
    ['*leafy* streets', '<em>leafy</em> streets'],
    ['**strong** demand', '<strong>strong</strong> demand'],
    ['see [Rosedale](/explore/rosedale)', 'see <a href="/explore/rosedale">Rosedale</a>'],
    ['[the *new* guide](/explore)', '<a href="/explore">the <em>new</em> guide</a>'],
    ['**[listings](/listings)**', '<strong><a href="/listings">listings</a></strong>'],
    [
      '[the report](https://example.com/r)',
      '<a href="https://example.com/r" target="_blank" rel="noopener noreferrer">the report<span class="visually-hidden"> (opens in a new tab)</span></a>',
    ],
    ['a * lone star and 5 < 6 & more', 'a * lone star and 5 &lt; 6 &amp; more'],
  ])('%s', (text, expected) => {
    expect(inlineMarkupProblems(text)).toEqual([]);
    expect(html(text)).toBe(expected);
  });

  it('reads as its words, for reading time and summaries', () => {
    expect(inlinePlainText(parseInline('see **[Rosedale](/explore/rosedale)** *now*'))).toBe('see Rosedale now');
  });
});

describe('refused', () => {
  it.each([
    ['<script>alert(1)</script>', /<script> tag is not allowed/],
    ['<b>bold</b>', /HTML tags are not allowed/],
    ['<img src=x onerror=alert(1)>', /event handler/],
    ['click onclick="steal()" here', /event handler/],
    ['[click](javascript:alert(1))', /runs a script/],
    ['[click](JavaScript:void(0))', /runs a script/],
    ['[insecure](http://example.com)', /neither a page of this site/],
    ['[gap] (/listings)', /nothing between/],
  ])('%s', (text, message) => {
    expect(inlineMarkupProblems(text).join('\n')).toMatch(message);
  });
});

describe('npm run check on an article', () => {
  const root = siteWithArticles([{ slug: 'checked', date: '2025-05-01', category: 'news' }]);
  const file = join(root, 'data', 'articles', 'checked.json');
  const check = (edit: (a: Record<string, any>) => void) => {
    editJson(file, edit);
    return runCheckCommand(root).stdout;
  };

  it('refuses a script link at its file and line', () => {
    const out = check((a) => (a.body = [{ type: 'paragraph', text: 'Call [us](javascript:alert(1)) today.' }]));
    expect(out).toMatch(
      /error {2}data\/articles\/checked\.json:\d+:\d+\n\s+field: body\[0\]\.text\n\s+.*runs a script/,
    );
  });

  it('refuses a link to a page that does not exist', () => {
    expect(check((a) => (a.body = [{ type: 'paragraph', text: 'See [this](/explore/atlantis).' }]))).toMatch(
      /checked\.json:\d+:\d+\n\s+field: body\[0\]\.text\n\s+the link \/explore\/atlantis leads nowhere/,
    );
  });

  it('refuses a broken reference, in cards or as author', () => {
    const out = check((a) => {
      a.author = 'nobody';
      a.body = [{ type: 'listingCards', slugs: ['no-such-home'] }];
    });
    expect(out).toMatch(/field: author\n\s+no team member has the slug "nobody"/);
    expect(out).toMatch(/field: body\[0\]\.slugs\[0\]\n\s+no listing has the slug "no-such-home"/);
  });

  it('refuses an image without alt text', () => {
    const out = check(
      (a) =>
        (a.body = [
          { type: 'image', image: { src: '/media/neighbourhoods/rosedale.jpg', alt: '' }, caption: 'A street.' },
        ]),
    );
    expect(out).toMatch(/field: body\[0\]\.image\.alt\n\s+describe the image/);
  });

  it('warns of a date in the future, and still builds', () => {
    editJson<Record<string, unknown>>(file, (a) => {
      a.author = 'julian-mercer';
      a.body = [{ type: 'paragraph', text: 'Soon.' }];
      a.date = '2999-01-01';
    });
    const result = runCheckCommand(root);
    expect(result.stdout).toMatch(
      /warning {2}data\/articles\/checked\.json:\d+:\d+\n\s+field: date\n\s+the date 2999-01-01 is in the future/,
    );
    expect(result.status).toBe(0);
  });
});
