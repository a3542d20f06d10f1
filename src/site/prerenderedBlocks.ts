import type { EmotionCache } from '@emotion/cache';

/** React's marks around a Suspense boundary in server HTML: <!--$--> (or <!--$?-->, <!--$!-->) opens one, <!--/$--> closes it. */
const boundaryMark = /<!--(\$[?!]?|\/\$)-->/g;

/**
 * The HTML of each block of a pre-rendered page, cut from the page's own HTML so it is byte for
 * byte what a fresh load shows (ids from useId included): PageView puts every block in a Suspense
 * boundary of its own, directly inside <main>, so the blocks are the top-level boundaries there.
 */
export function blockHtmlOf(appHtml: string, count: number): string[] {
  const main = /<main\b[^>]*>/.exec(appHtml);
  if (!main) throw new Error('The page has no <main>: its blocks cannot be found');
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  boundaryMark.lastIndex = main.index + main[0].length;
  for (let mark = boundaryMark.exec(appHtml); mark && blocks.length < count; mark = boundaryMark.exec(appHtml)) {
    if (mark[1] !== '/$') {
      if (depth++ === 0) start = mark.index + mark[0].length;
    } else if (--depth === 0) blocks.push(appHtml.slice(start, mark.index));
  }
  if (blocks.length !== count) throw new Error(`Found ${blocks.length} blocks in the page's HTML, expected ${count}`);
  return blocks;
}

/**
 * The Emotion rules an HTML fragment needs, as [name, css]: those of each class it uses, and the
 * keyframes those rules name. Read from the server's cache, which holds each rule's text (the
 * critical-CSS extraction puts it in compat mode).
 */
export function rulesOf(cache: EmotionCache, html: string): [string, string][] {
  const names = new Set([...html.matchAll(new RegExp(`\\b${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((m) => m[1]!));
  const rules: [string, string][] = [];
  const add = (name: string) => {
    const css = cache.inserted[name];
    if (typeof css === 'string' && !rules.some(([n]) => n === name)) rules.push([name, css]);
  };
  for (const name of names) add(name);
  for (const [, css] of [...rules]) for (const m of css.matchAll(/\banimation-[a-zA-Z0-9-_]+/g)) add(m[0]);
  return rules;
}
