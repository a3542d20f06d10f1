import { z } from 'zod';

/**
 * The small inline markup of an article's paragraphs, parsed into a tree so no author's text is
 * ever written into a page as HTML: *emphasis*, **strong**, [words](/a/site/path) and
 * [words](https://another.site). Anything else is plain text, drawn as text (escaped by React).
 */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'emphasis'; children: InlineNode[] }
  | { kind: 'strong'; children: InlineNode[] }
  | { kind: 'link'; href: string; external: boolean; children: InlineNode[] };

/** The JSON Schema key that marks a field as this markup, so the editor gives it bold, italic and link controls (scripts/cms/config). */
export const INLINE_MARKUP = 'x-inline-markup';

/**
 * A backslash before punctuation keeps it literal (CommonMark's rule): the editor's markdown box
 * writes \* or \[ for a star or bracket typed as text, so it is never read as markup.
 */
const ESCAPED = /^\\[!-/:-@[-`{-~]/;

/** Where the closing marker is in `rest`, from `from`, passing over escaped characters; -1 if none. */
const closingMarker = (rest: string, marker: string, from: number) => {
  for (let i = from; i < rest.length; i++) {
    if (rest[i] === '\\' && ESCAPED.test(rest.slice(i))) i += 1;
    else if (rest.startsWith(marker, i)) return i;
  }
  return -1;
};

/** [words](target): the target is read whole, so a refused one can be named in the message. */
const LINK = /^\[([^\]]+)\]\(([^)\s]*)\)/;

const parseRun = (text: string): InlineNode[] => {
  const nodes: InlineNode[] = [];
  let plain = '';
  const flush = () => {
    if (plain) nodes.push({ kind: 'text', text: plain });
    plain = '';
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (ESCAPED.test(rest)) {
      plain += rest[1];
      i += 2;
      continue;
    }
    const link = LINK.exec(rest);
    if (link) {
      flush();
      const href = link[2] ?? '';
      nodes.push({ kind: 'link', href, external: /^https:\/\//.test(href), children: parseRun(link[1] ?? '') });
      i += link[0].length;
      continue;
    }
    const marker = rest.startsWith('**') ? '**' : rest.startsWith('*') ? '*' : undefined;
    const close = marker ? closingMarker(rest, marker, marker.length) : -1;
    if (marker && close > marker.length) {
      flush();
      const children = parseRun(rest.slice(marker.length, close));
      nodes.push(marker === '**' ? { kind: 'strong', children } : { kind: 'emphasis', children });
      i += close + marker.length;
      continue;
    }
    plain += text[i];
    i += 1;
  }
  flush();
  return nodes;
};

/** A paragraph as written, as a tree of text, emphasis, strong and links. */
export const parseInline = (text: string): InlineNode[] => parseRun(text);

/** The words a reader sees, without the markup (for summaries, reading time and the feed). */
export const inlinePlainText = (nodes: InlineNode[]): string =>
  nodes.map((n) => (n.kind === 'text' ? n.text : inlinePlainText(n.children))).join('');

/** Every link target written in a paragraph. */
const inlineLinks = (nodes: InlineNode[]): string[] =>
  nodes.flatMap((n) => (n.kind === 'text' ? [] : [...(n.kind === 'link' ? [n.href] : []), ...inlineLinks(n.children)]));

/** What is wrong with a paragraph's markup, in words an author can act on; [] when it is safe. */
export function inlineMarkupProblems(text: string): string[] {
  const problems: string[] = [];
  if (/<\s*\/?\s*script\b/i.test(text))
    problems.push(
      'a <script> tag is not allowed: paragraphs hold text, *emphasis*, **strong** and [links](/path) only',
    );
  else if (/<\s*\/?\s*[a-z][^>]*>/i.test(text))
    problems.push('HTML tags are not allowed: write *emphasis*, **strong** or [words](/path) instead');
  if (/\bon[a-z]+\s*=/i.test(text))
    problems.push('an event handler (such as onclick=) is not allowed: paragraphs hold no code');
  for (const href of inlineLinks(parseInline(text))) {
    if (/^\s*javascript:/i.test(href))
      problems.push(
        `the link "${href}" runs a script: a link leads to a page of this site (/path) or another site (https://…)`,
      );
    else if (!href.startsWith('/') && !href.startsWith('https://'))
      problems.push(
        `the link "${href}" is neither a page of this site (starting with /) nor a web address starting with https://`,
      );
  }
  // The editor's markdown box starts a new paragraph on Enter; the page would run the two together.
  if (/\n\s*\n/.test(text))
    problems.push(
      'a paragraph block holds one paragraph: start the next one with another Paragraph block, not a blank line',
    );
  if (/\]\s+\(/.test(text)) problems.push('a link is written [words](/path), with nothing between "]" and "("');
  return problems;
}

/** A paragraph in the inline markup, refused by the check if it holds HTML, code or a script link. */
export const InlineText = z
  .string()
  .min(1)
  .superRefine((text, ctx) => {
    for (const message of inlineMarkupProblems(text)) ctx.addIssue({ code: 'custom', message });
  })
  .meta({ [INLINE_MARKUP]: true })
  .describe(
    'A paragraph: plain text with *emphasis*, **strong**, [words](/a/page) links to this site and [words](https://…) links to others. No HTML.',
  );
