import { type ComponentType, Suspense, useEffect, useState } from 'react';
import type { PageData } from '../content/render/routeData.ts';
import { blockComponent } from './blockComponents.ts';

/**
 * Renders any page: each block through the registry, in order. Knows nothing about specific pages.
 *
 * Each block sits in a Suspense boundary of its own, though nothing suspends (the page's block
 * code is loaded before the first render): React hydrates a pre-rendered page one boundary at a
 * time, each in a short task, instead of committing the whole page in one task that blocks a
 * phone's main thread.
 */
export function PageView({ page }: { page: PageData }) {
  return (
    <>
      {/* Test-only (tests/e2e): compiled in only when the build sets VITE_E2E_CRASH=true. Vite inlines
          the flag, so every other build drops this branch and DeliberateCrash with it. */}
      {import.meta.env.VITE_E2E_CRASH === 'true' && <DeliberateCrash />}
      {page.blocks.map((block, i) => {
        const Component = blockComponent(block.type) as ComponentType<{ block: typeof block }>;
        return (
          <Suspense key={`${page.path}:${i}:${block.type}`} fallback={null}>
            <Component block={block} />
          </Suspense>
        );
      })}
    </>
  );
}

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
