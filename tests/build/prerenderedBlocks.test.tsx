/**
 * The route data's static blocks (src/site/prerenderedBlocks.ts): each block's HTML cut from the
 * page's own HTML, and the Emotion rules it needs, checked on the server renderer's real output.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CacheProvider, css, keyframes } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmotionCache } from '../../src/site/emotionCache.ts';
import { blockHtmlOf, rulesOf } from '../../src/site/prerenderedBlocks.ts';
import { buildTestSite } from '../helpers/builtSite.ts';

describe('blockHtmlOf', () => {
  it("cuts each top-level boundary out of <main>, a block's own boundaries inside it included", () => {
    const html = renderToString(
      <>
        <header>
          <Suspense fallback={null}>
            <p>not a block</p>
          </Suspense>
        </header>
        <main id="main">
          <Suspense fallback={null}>
            <section>one</section>
          </Suspense>
          <Suspense fallback={null}>
            <section>
              two
              <Suspense fallback={null}>
                <nav>pages</nav>
              </Suspense>
            </section>
          </Suspense>
          <Suspense fallback={null}>{null}</Suspense>
        </main>
      </>,
    );
    expect(blockHtmlOf(html, 3)).toEqual([
      '<section>one</section>',
      '<section>two<!--$--><nav>pages</nav><!--/$--></section>',
      '',
    ]);
  });

  it('refuses a page whose blocks it cannot find, rather than ship the wrong HTML', () => {
    expect(() => blockHtmlOf('<main id="main"><!--$--><p>one</p><!--/$--></main>', 2)).toThrow(
      /Found 1 blocks .* expected 2/,
    );
    expect(() => blockHtmlOf('<div></div>', 1)).toThrow(/no <main>/);
  });
});

describe('rulesOf', () => {
  it('gives the rules of the classes the HTML uses, and the keyframes they name, and no others', () => {
    const cache = createEmotionCache();
    const { extractCriticalToChunks } = createEmotionServer(cache);
    const fade = keyframes`from { opacity: 0; } to { opacity: 1; }`;
    const html = renderToString(
      <CacheProvider value={cache}>
        <p css={css({ color: 'navy', animation: `${fade} 1s` })}>used</p>
      </CacheProvider>,
    );
    renderToString(
      <CacheProvider value={cache}>
        <p css={{ color: 'red' }}>elsewhere</p>
      </CacheProvider>,
    );
    extractCriticalToChunks(html);
    const rules = rulesOf(cache, html);
    expect(rules.map(([, text]) => text).join('')).toContain('color:navy');
    expect(rules.map(([, text]) => text).join('')).toMatch(/@keyframes animation-\w+/);
    expect(rules.map(([, text]) => text).join('')).not.toContain('color:red');
    expect(html).toContain(`css-${rules[0]![0]}`);
  });
});

describe('the route data of the built site', () => {
  let dist: string;
  beforeAll(async () => {
    dist = await buildTestSite();
  });

  it("carries each static block's HTML, found in the page's own HTML, and the rules of every class it uses", () => {
    const page = readFileSync(join(dist, 'team', 'index.html'), 'utf8');
    const data = JSON.parse(readFileSync(join(dist, '_data', 'team.json'), 'utf8')) as {
      page: { blocks: { type: string; static?: true; html?: string; styles?: [string, string][] }[] };
    };
    const statics = data.page.blocks.filter((block) => block.static);
    expect(statics.length).toBeGreaterThan(1);
    for (const block of statics) {
      expect(page, block.type).toContain(`<!--$-->${block.html!}<!--/$-->`);
      const names = new Set(block.styles!.map(([name]) => name));
      for (const [, name] of block.html!.matchAll(/\bcss-([\w-]+)/g))
        expect(names.has(name!), `${block.type}: css-${name!}`).toBe(true);
    }
    // The page's own data leaves the HTML out: the page already holds it.
    const embedded = JSON.parse(
      /<script id="route-data" type="application\/json">([^<]*)<\/script>/.exec(page)![1]!,
    ) as typeof data;
    expect(
      embedded.page.blocks
        .filter((block) => block.static)
        .every((block) => block.html === undefined && block.styles === undefined),
    ).toBe(true);
  });
});
