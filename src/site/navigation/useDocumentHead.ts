import { useEffect } from 'react';
import type { BrowserPageData as PageData } from '../../content/render/routeData.ts';

const setMeta = (selector: string, attribute: string, value: string) =>
  document.head.querySelector(selector)?.setAttribute(attribute, value);

/** Keeps the title, description and canonical link true after in-app navigation (the first page has them from the server). */
export function useDocumentHead(page: PageData) {
  useEffect(() => {
    document.title = page.meta.title;
    setMeta('meta[name="description"]', 'content', page.meta.description);
    setMeta('link[rel="canonical"]', 'href', page.meta.canonical);
    setMeta('meta[property="og:title"]', 'content', page.meta.title);
    setMeta('meta[property="og:description"]', 'content', page.meta.description);
    setMeta('meta[property="og:url"]', 'content', page.meta.canonical);
  }, [page]);
}
