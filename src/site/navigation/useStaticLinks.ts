import { useEffect } from 'react';
import { useLocation } from 'wouter';

/** Whether React has taken this element over (it keeps the element's props under such a key): its own handlers, a router link's among them, then apply. */
const handledByReact = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

/**
 * A link of the site inside a static block (or the footer's parts the browser keeps as the server
 * wrote them: shell/Footer.tsx) goes through the router, as it did when every block
 * hydrated and drew it with wouter's Link: the HTML of a static block is the server's (or the
 * route data's), with no handlers, so a click on such a link would load the whole page again.
 * Mirrors Link's rules: the main button without a modifier key, a path of this site; a link that
 * opens elsewhere (target, download, a file under /media/) keeps the browser's behaviour.
 *
 * Listens while the event is captured: inside HTML React has not hydrated, React stops a click at
 * its root, before it could bubble to the document.
 */
export function useStaticLinks() {
  const [, navigate] = useLocation();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!link || handledByReact(link) || !link.closest('main, footer')) return;
      const href = link.getAttribute('href')!;
      if (
        link.hasAttribute('target') ||
        link.hasAttribute('download') ||
        !href.startsWith('/') ||
        href.startsWith('//') ||
        href.startsWith('/media/')
      )
        return;
      event.preventDefault();
      navigate(href);
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [navigate]);
}
