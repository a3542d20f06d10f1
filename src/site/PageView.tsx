import { type ComponentType, Suspense, memo, useEffect, useState } from 'react';
import type { BrowserPageData } from '../content/render/routeData.ts';
import { blockComponent } from '../blocks/components.ts';
import { StaticBlock, isStaticHtml } from './StaticBlock.tsx';

/**
 * Renders any page: each block through the registry, in order. Knows nothing about specific pages.
 * The server renders every block with its component; the browser renders the interactive ones so
 * and a static one as the HTML it was sent (StaticBlock.tsx).
 *
 * Each block sits in a Suspense boundary of its own: React hydrates a pre-rendered page one
 * boundary at a time, each in a short task, instead of committing the whole page in one task that
 * blocks a phone's main thread; and a static block's boundary stays dehydrated, its server HTML
 * untouched. Memoised: the app renders again when the address changes, before the next page's
 * data is in, and that render must not reach the boundaries of the page on screen.
 */
export const PageView = memo(function PageView({ page }: { page: BrowserPageData }) {
  return (
    <>
      {/* Test-only (tests/e2e): compiled in only when the build sets VITE_E2E_CRASH=true. Vite inlines
          the flag, so every other build drops this branch and DeliberateCrash with it. */}
      {import.meta.env.VITE_E2E_CRASH === 'true' && <DeliberateCrash />}
      {page.blocks.map((block, i) => {
        const key = `${page.path}:${i}:${block.type}`;
        if (isStaticHtml(block))
          return (
            <Suspense key={key} fallback={null}>
              <StaticBlock block={block} />
            </Suspense>
          );
        const Component = blockComponent(block.type) as ComponentType<{ block: typeof block }>;
        return (
          <Suspense key={key} fallback={null}>
            <Component block={block} />
          </Suspense>
        );
      })}
    </>
  );
});

/**
 * Throws inside the page when the URL has ?crash, so the e2e suite can show the generic failure
 * page without shipping a broken route. Armed after hydration, so the server HTML still matches.
 */
function DeliberateCrash() {
  const [armed, setArmed] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- read after hydration: the server never sees the query string
  useEffect(() => setArmed(new URLSearchParams(window.location.search).has('crash')), []);
  if (armed) throw new Error('Deliberate test failure');
  return null;
}
