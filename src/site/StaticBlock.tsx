import { type EmotionCache, __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { createElement, memo, use, useCallback, useInsertionEffect, useMemo } from 'react';
import type { BlockType } from '../blocks/registry.ts';
import type { BrowserPageData, StaticBlockHtml } from '../content/render/routeData.ts';

/** Whether the browser received this block as HTML (a static block) rather than as props for its component. */
export const isStaticHtml = (block: { type: string }): block is StaticBlockHtml => 'static' in block;

/** The block types whose components a page needs: every block on the server, the interactive ones in the browser (a static block comes as HTML). */
export const componentTypesOf = (page: BrowserPageData): BlockType[] =>
  page.blocks.filter((block) => !isStaticHtml(block)).map((block) => block.type);

/** A promise that never settles: what a static block waits on while its server HTML stays on the page. */
const never = new Promise<never>(() => {});

/**
 * Adds the rules a block's HTML needs that the document does not have yet, in one <style> tag
 * marked as Emotion marks the server's, and tells Emotion's cache they are in, so neither this
 * nor a component rendered later inserts a rule twice. Rules already on the page (from its
 * server styles or an earlier page) are skipped by their name.
 */
function insertMissingRules(cache: EmotionCache, styles: StaticBlockHtml['styles'] = []) {
  const missing = styles.filter(([name]) => cache.inserted[name] === undefined);
  if (!missing.length) return;
  const tag = document.createElement('style');
  tag.setAttribute('data-emotion', `${cache.key} ${missing.map(([name]) => name).join(' ')}`);
  tag.textContent = missing.map(([, css]) => css).join('');
  document.head.appendChild(tag);
  for (const [name] of missing) cache.inserted[name] = true;
}

interface SingleRoot {
  tag: string;
  attributes: [string, string][];
  inner: string;
}

/** The block's HTML as one element (its tag, attributes and content), when it is one, which every block's is today. */
function singleRoot(html: string): SingleRoot | undefined {
  const template = document.createElement('template');
  template.innerHTML = html;
  const nodes = template.content.childNodes;
  const root = nodes[0];
  if (nodes.length !== 1 || !(root instanceof Element)) return undefined;
  return { tag: root.localName, attributes: [...root.attributes].map((a) => [a.name, a.value]), inner: root.innerHTML };
}

/**
 * The block's element, as the server wrote it: React creates the element of the same tag and
 * leaves its attributes and content to this (it sets none of its own), so the page's DOM is the
 * same as a fresh load's. Set before the browser paints, so nothing flashes.
 */
function HtmlElement({ html }: { html: string }) {
  const root = useMemo(() => singleRoot(html), [html]);
  // A callback ref runs as React commits the element, before the browser paints it.
  const fill = useCallback(
    (element: HTMLElement | null) => {
      if (!element || !root) return;
      for (const name of element.getAttributeNames()) element.removeAttribute(name);
      for (const [name, value] of root.attributes) element.setAttribute(name, value);
      element.innerHTML = root.inner;
    },
    [root],
  );
  if (!html) return null;
  // Several top-level nodes (no block renders so today): a box that takes no part in the layout.
  if (!root) return <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
  return createElement(root.tag, { ref: fill });
}

/**
 * A static block in the browser: its component never ships.
 *
 * On a first load the data embedded in the page has no HTML for it, and the block suspends for
 * good inside its own Suspense boundary (PageView): React then keeps that boundary dehydrated,
 * leaving the server's HTML exactly as it is, with no element of its own around it and nothing to
 * match. Memoised, with PageView, so that no later render of the app reaches the boundary: an
 * update to a dehydrated boundary would make React render it afresh.
 *
 * After a navigation the fetched route data carries the block's HTML and the rules its classes
 * need (scripts/siteBuild/prerender.ts), inserted before the page paints.
 */
export const StaticBlock = memo(function StaticBlock({ block }: { block: StaticBlockHtml }) {
  const cache = useEmotionCache();
  if (block.html === undefined) use(never);
  useInsertionEffect(() => {
    if (cache) insertMissingRules(cache, block.styles);
  }, [cache, block.styles]);
  return <HtmlElement html={block.html ?? ''} />;
});
