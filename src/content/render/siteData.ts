import type { Content } from '../load/loadContent.ts';
import type { Page } from '../schemas/page.ts';
import type { HeaderVariant, Site } from '../schemas/site.ts';
import { type ResolvedBlock, resolveBlock } from './blockResolvers.ts';
import { collectionPages } from './collectionPages.ts';
import { type ResolveContext, createResolveContext } from './context.ts';
import type { SizedImage } from './mediaSizes.ts';
import { structuredDataFor } from './structuredData.ts';

/** Everything the browser needs to render one URL: the page and the shared header and footer. */
export interface RouteData {
  page: PageData;
  shell: ShellData;
}

export interface PageData {
  /** The route, or "*" for the not-found page. */
  path: string;
  meta: { title: string; description: string; canonical: string; image: SizedImage & { url: string } };
  header: HeaderVariant;
  blocks: ResolvedBlock[];
}

export type ShellData = Pick<Site, 'brand' | 'navigation' | 'social' | 'contact'> & {
  brokerage: Site['brokerage'];
  footer: Omit<Site['footer'], 'copyright'> & { copyright: string };
};

export interface SiteData {
  /** Keyed by route, "/" first; the not-found page is kept apart. */
  routes: Map<string, RouteData>;
  notFound: RouteData;
  /** schema.org JSON-LD per route, written into the page's HTML head only (the browser app never needs it). */
  structuredData: Map<string, Record<string, unknown>[]>;
  baseUrl: string;
}

function shellData(site: Site, year: number): ShellData {
  return {
    brand: site.brand,
    navigation: site.navigation,
    social: site.social,
    contact: site.contact,
    brokerage: site.brokerage,
    footer: { ...site.footer, copyright: site.footer.copyright.replaceAll('{year}', String(year)) },
  };
}

function pageData(page: Page, ctx: ResolveContext): PageData {
  const image = ctx.image(page.meta.image ?? ctx.site.defaultShareImage);
  const canonicalPath = page.path === '*' ? '/' : page.path;
  return {
    path: page.path,
    meta: {
      title: page.meta.title,
      description: page.meta.description,
      canonical: ctx.site.baseUrl + canonicalPath,
      image: { ...image, url: /^https?:/.test(image.src) ? image.src : ctx.site.baseUrl + image.src },
    },
    header: page.header,
    blocks: page.blocks.map((block) => resolveBlock(block, ctx)),
  };
}

/** Every page of the site, resolved and ready to render. Content must have passed loadValidContent(). */
export function buildSiteData(content: Content, year = new Date().getFullYear()): SiteData {
  const ctx = createResolveContext(content);
  const shell = shellData(ctx.site, year);
  const pages = [...content.collections.pages.map((e) => e.value), ...collectionPages(content)];
  const notFoundPage = pages.find((p) => p.path === '*');
  if (!notFoundPage) throw new Error('data/pages needs a page with "path": "*" (the not-found page)');
  const routes = new Map(
    pages
      .filter((p) => p.path !== '*')
      .sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)))
      .map((p) => [p.path, { page: pageData(p, ctx), shell }] as const),
  );
  const structuredData = structuredDataFor(content, new Map([...routes].map(([path, r]) => [path, r.page])));
  return { routes, notFound: { page: pageData(notFoundPage, ctx), shell }, structuredData, baseUrl: ctx.site.baseUrl };
}
