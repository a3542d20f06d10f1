/**
 * Reading a page's static blocks in Chromium (tests/e2e/staticBlocks.e2e.ts): which elements of
 * <main> they are, their HTML, and their computed styles.
 */
import type { Page } from 'playwright-core';

interface RememberedBlock {
  index: number;
  type: string;
  element: Element;
  before: string;
}

/**
 * An init script: once the document is parsed and before the app starts, remembers each static
 * block's element (read from the embedded route data and React's boundary marks, <!--$--> ...
 * <!--/$-->, around each block in <main>) and its HTML.
 */
export const rememberStaticBlocks = () => {
  document.addEventListener('readystatechange', () => {
    if (document.readyState !== 'interactive') return;
    const data = JSON.parse(document.getElementById('route-data')!.textContent) as {
      page: { blocks: { type: string; static?: true }[] };
    };
    const remembered: RememberedBlock[] = [];
    let depth = 0;
    let index = -1;
    for (const node of document.getElementById('main')!.childNodes) {
      if (node.nodeType === Node.COMMENT_NODE) {
        const mark = (node as Comment).data;
        if (mark.startsWith('$')) {
          if (depth++ === 0) index++;
        } else if (mark === '/$') depth--;
      } else if (node instanceof Element && depth > 0 && data.page.blocks[index]?.static) {
        remembered.push({ index, type: data.page.blocks[index]!.type, element: node, before: node.outerHTML });
      }
    }
    (window as unknown as { __e2eStatic: RememberedBlock[] }).__e2eStatic = remembered;
  });
};

/** The static blocks remembered before the app started, as they are now. */
export const staticBlocksNow = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __e2eStatic: RememberedBlock[] }).__e2eStatic.map(({ index, type, element, before }) => ({
      index,
      type,
      connected: element.isConnected,
      html: element.outerHTML,
      before,
    })),
  );

export interface BlockOnScreen {
  tag: string;
  /** Whether it is a static block's element (known on a page opened with rememberStaticBlocks). */
  isStatic: boolean;
  html: string;
  /** Per element of its subtree, the computed styles that decide its look and place. */
  styles: string[];
}

/** Every element of <main>, in order, with its HTML and computed styles. */
export const blocksOnScreen = (page: Page): Promise<BlockOnScreen[]> =>
  page.evaluate(() => {
    const remembered = new Set(
      ((window as unknown as { __e2eStatic?: RememberedBlock[] }).__e2eStatic ?? []).map((b) => b.element),
    );
    const properties = [
      'display',
      'position',
      'box-sizing',
      'width',
      'height',
      'margin',
      'padding',
      'border',
      'font-family',
      'font-size',
      'font-weight',
      'font-style',
      'line-height',
      'letter-spacing',
      'text-transform',
      'text-align',
      'color',
      'background-color',
      'background-image',
      'grid-template-columns',
      'flex-direction',
      'gap',
      'opacity',
      'visibility',
      'z-index',
    ];
    const styleOf = (element: Element) => {
      const style = getComputedStyle(element);
      return `${element.localName}: ${properties.map((p) => `${p}=${style.getPropertyValue(p)}`).join('; ')}`;
    };
    return [...document.getElementById('main')!.children].map((element) => ({
      tag: element.localName,
      isStatic: remembered.has(element),
      html: element.outerHTML,
      styles: [element, ...element.querySelectorAll('*')].map(styleOf),
    }));
  });
