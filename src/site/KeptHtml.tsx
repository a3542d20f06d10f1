import { type ReactNode, Suspense, memo, use } from 'react';

/** A promise that never settles: what a kept part waits on while its server HTML stays on the page. */
const never = new Promise<never>(() => {});

function Dehydrated(): never {
  return use(never);
}

/**
 * A part of the page that has nothing to do in the browser (text, links: no state, no handlers),
 * whose code therefore need not reach it, as a static block's does not (StaticBlock.tsx).
 *
 * The server renders `children` inside a Suspense boundary. A browser hydrating that HTML passes
 * none: the part suspends for good, and React keeps the boundary's server HTML as it is. A browser
 * drawing the page from scratch passes the children, fetched for that case only. Memoised on
 * nothing: no later render of the app may reach the boundary (an update to a dehydrated boundary
 * would make React render it afresh), so the part stays as first drawn for the page's life.
 */
export const KeptHtml = memo(
  function KeptHtml({ children }: { children?: ReactNode }) {
    return <Suspense fallback={null}>{children ?? <Dehydrated />}</Suspense>;
  },
  () => true,
);
