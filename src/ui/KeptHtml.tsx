import { type ReactNode, Suspense, memo, use, useSyncExternalStore } from 'react';

/** A promise that never settles: what a kept part waits on while its server HTML stays on the page. */
const never = new Promise<never>(() => {});

function Dehydrated(): never {
  return use(never);
}

/**
 * A part of the page that has nothing to do in the browser (text, links: no state, no handlers),
 * whose code therefore need not reach it, as a static block's does not (src/site/StaticBlock.tsx).
 *
 * The server renders `children` inside a Suspense boundary. A browser hydrating that HTML passes
 * none: the part suspends for good, and React keeps the boundary's server HTML as it is. A browser
 * drawing the part itself (a page drawn from scratch) passes the children, fetched for that case
 * only. Memoised on nothing: no later render may reach the boundary (an update to a dehydrated
 * boundary would make React render it afresh), so the part stays as first drawn while mounted.
 */
export const KeptHtml = memo(
  function KeptHtml({ children }: { children?: ReactNode }) {
    return <Suspense fallback={null}>{children ?? <Dehydrated />}</Suspense>;
  },
  () => true,
);

const subscribeToNothing = () => () => undefined;

/**
 * Whether this render hydrates the server's HTML (and on the server itself): React reads a store's
 * server snapshot only then. A component that keeps part of its HTML (KeptHtml) reads it once, as
 * it mounts: a part mounted later, in the browser, has no server HTML to keep and must be drawn.
 */
export const useHydrating = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
