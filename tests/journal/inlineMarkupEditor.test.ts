/**
 * The inline markup as the editor writes it: a paragraph's field is Decap's markdown box cut down
 * to Bold, Italic and Link (no block types, no raw mode), and what that box writes besides our
 * three forms, a backslash before punctuation typed as text, is read as that character.
 * (tests/e2e/editorArticles.e2e.ts saves a paragraph through the real editor.)
 */
import { describe, expect, it } from 'vitest';
import { decapConfig } from '../../scripts/cms/config/decapConfig.ts';
import type { DecapField } from '../../scripts/cms/config/decapFields.ts';
import { inlineMarkupProblems, inlinePlainText, parseInline } from '../../src/model/inlineMarkup.ts';

describe('escaped punctuation', () => {
  it.each([
    ['a \\*star\\* typed as text', 'a *star* typed as text'],
    ['\\[draft\\] and \\[x](/y)', '[draft] and [x](/y)'],
    ['snake\\_case and 5 \\> 4', 'snake_case and 5 > 4'],
    ['a \\\\ backslash', 'a \\ backslash'],
  ])('%s reads as plain text', (text, plain) => {
    const nodes = parseInline(text);
    expect(nodes).toEqual([{ kind: 'text', text: plain }]);
    expect(inlinePlainText(nodes)).toBe(plain);
  });

  it('an escaped star inside emphasis does not close it', () => {
    expect(parseInline('*5 \\* 4* rooms')).toEqual([
      { kind: 'emphasis', children: [{ kind: 'text', text: '5 * 4' }] },
      { kind: 'text', text: ' rooms' },
    ]);
  });

  it('a backslash before a letter, or last, is kept', () => {
    expect(inlinePlainText(parseInline('C:\\Users and a trailing \\'))).toBe('C:\\Users and a trailing \\');
  });

  it('an escaped bracket does not hide a script link from the check', () => {
    expect(inlineMarkupProblems('\\[x] [click](javascript:alert(1))')).toEqual([
      expect.stringContaining('runs a script'),
    ]);
  });
});

describe('one paragraph a block', () => {
  it('refuses a blank line (Enter in the editor), with what to do instead', () => {
    expect(inlineMarkupProblems('First thought.\n\nSecond thought.')).toEqual([
      expect.stringContaining('start the next one with another Paragraph block'),
    ]);
  });

  it('accepts a single line break', () => {
    expect(inlineMarkupProblems('A line\nand the next')).toEqual([]);
  });
});

describe("the editor's paragraph field", () => {
  const collections = (decapConfig({ localBackend: true }) as { collections: { name: string; fields: DecapField[] }[] })
    .collections;
  const body = collections.find((c) => c.name === 'articles')!.fields.find((f) => f.name === 'body')!;
  const type = (name: string) => (body.types as DecapField[]).find((t) => t.name === name)!;
  const text = (name: string) => (type(name).fields as DecapField[]).find((f) => f.name === 'text')!;

  it('the body is a list of typed blocks, each edited on its own', () => {
    expect(body.widget).toBe('list');
    expect((body.types as DecapField[]).map((t) => t.name)).toEqual(
      expect.arrayContaining(['paragraph', 'heading', 'quote', 'image', 'table', 'listingCards']),
    );
  });

  it("a paragraph's text is the markdown box with Bold, Italic and Link only, in rich-text mode only", () => {
    expect(text('paragraph')).toMatchObject({
      widget: 'markdown',
      minimal: true,
      buttons: ['bold', 'italic', 'link'],
      editor_components: [],
      modes: ['rich_text'],
    });
  });

  it('a heading and a quote stay plain text (the markup is for paragraphs)', () => {
    for (const name of ['heading', 'quote']) expect(['string', 'text'], name).toContain(text(name).widget);
  });
});
