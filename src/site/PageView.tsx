import { type ComponentType, useEffect, useState } from 'react';
import type { PageData } from '../content/render/siteData.ts';
import { blockComponent } from './registry.ts';

/** Renders any page: each block through the registry, in order. Knows nothing about specific pages. */
export function PageView({ page }: { page: PageData }) {
  return (
    <>
      {/* Test-only (tests/e2e): compiled in only when the build sets VITE_E2E_CRASH=true. Vite inlines
          the flag, so every other build drops this branch and DeliberateCrash with it. */}
      {import.meta.env.VITE_E2E_CRASH === 'true' && <DeliberateCrash />}
      {page.blocks.map((block, i) => {
        const Component = blockComponent(block.type) as ComponentType<{ block: typeof block }>;
        return <Component key={`${page.path}:${i}:${block.type}`} block={block} />;
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
  useEffect(() => setArmed(new URLSearchParams(window.location.search).has('crash')), []);
  if (armed) throw new Error('Deliberate test failure');
  return null;
}
