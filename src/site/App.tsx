import { useEffect } from 'react';
import { Router, useLocation } from 'wouter';
import { NewsletterForm } from '../forms/NewsletterForm.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PageView } from './PageView.tsx';
import { type RouteState, useRouteData } from './navigation/useRouteData.ts';
import { useDocumentHead } from './navigation/useDocumentHead.ts';
import { usePrefetchOnIntent } from './navigation/usePrefetchOnIntent.ts';
import { useStaticLinks } from './navigation/useStaticLinks.ts';
import { useScrollRestoration } from './navigation/useScrollRestoration.ts';
import { useOpenHousesClock } from './useOpenHousesClock.ts';
import { useStaticBlockActions } from './useStaticBlockActions.ts';
import { Footer, type FooterParts } from './shell/Footer.tsx';
import { HEADER_HEIGHT, Header } from './shell/Header.tsx';

/**
 * The whole site: one Router, the shared header and footer, and the page for the current URL.
 * `ssrPath` is the path the pre-rendered HTML was made for: the router reports it while
 * rendering on the server and while hydrating, and the address bar's path afterwards.
 *
 * `footerParts`, the footer's parts without behaviour, are passed in by whoever draws the page:
 * the server, and the browser only when it draws a page from scratch; a hydrating browser keeps
 * their server HTML (Footer.tsx). (The global rules are not the app's: they are in the
 * stylesheet every page links, src/site/globalRules.ts.)
 */
export function App({ initial, ssrPath, ...drawn }: { initial: RouteState; ssrPath?: string } & DrawnOnce) {
  return (
    <Router ssrPath={ssrPath}>
      <Site initial={initial} {...drawn} />
    </Router>
  );
}

/** What the server draws into every page and a hydrating browser keeps as it is. */
interface DrawnOnce {
  footerParts?: FooterParts;
}

function Site({ initial, footerParts }: { initial: RouteState } & DrawnOnce) {
  const [location] = useLocation();
  const { path, data } = useRouteData(location, initial);
  const { page, shell } = data;
  useScrollRestoration(path);
  useDocumentHead(page);
  usePrefetchOnIntent();
  useStaticLinks();
  useStaticBlockActions();
  useOpenHousesClock(page);
  useEffect(() => {
    if (page.path === '*') console.error('404 Error: User attempted to access non-existent route:', path);
  }, [page.path, path]);

  return (
    <>
      <Header variant={page.header} shell={shell} />
      {/* Under a transparent header the page's opening image runs to the top edge; otherwise the content starts below the header. */}
      <main
        id="main"
        tabIndex={-1}
        css={{ paddingTop: page.header === 'transparent' ? 0 : HEADER_HEIGHT, outline: 'none' }}
      >
        <ErrorBoundary resetKey={path}>
          <PageView page={page} />
        </ErrorBoundary>
      </main>
      <Footer shell={shell} newsletter={<NewsletterForm {...shell.footer.newsletter} />} parts={footerParts} />
    </>
  );
}
