import { type ResolvedBlock, definitionOf } from '../../blocks/registry.ts';
import { listDataUrl } from '../../model/defineBlock.ts';
import type { ResolveContext } from '../../model/resolveContext.ts';
import type { Site } from '../../model/site.ts';
import type { Page } from '../collections/pageSchema.ts';
import type { Content } from '../load/content.ts';
import { collectionPages } from './collectionPages.ts';
import { consentStatementParts } from './consentStatement.ts';
import { createResolveContext } from './context.ts';
import type { PageData, ShellData, SiteData } from './routeData.ts';
import { redirectsFor } from './redirects.ts';
import { pagesOfResults } from './resultPages.ts';
import { structuredDataFor } from './structuredData.ts';

function shellData(site: Site, year: number): ShellData {
  return {
    brand: site.brand,
    navigation: site.navigation,
    social: site.social,
    contact: site.contact,
    brokerage: site.brokerage,
    footer: {
      ...site.footer,
      copyright: site.footer.copyright.replaceAll('{year}', String(year)),
      newsletter: { ...site.footer.newsletter, consent: consentStatementParts(site) },
    },
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
      ...(page.meta.noindex ? { noindex: true as const } : {}),
    },
    header: page.header,
    blocks: page.blocks.map((block) => definitionOf(block.type).resolve(block, ctx) as ResolvedBlock),
  };
}

/**
 * Every page of the site, resolved and ready to render. Content must have passed loadValidContent().
 * `qrCode` as createResolveContext takes it (the build keeps its codes between builds).
 */
export function buildSiteData(
  content: Content,
  year = new Date().getFullYear(),
  qrCode?: ResolveContext['qrCode'],
): SiteData {
  const ctx = createResolveContext(content, qrCode);
  const shell = shellData(ctx.site, year);
  const pages = [...content.collections.pages.map((e) => e.value), ...collectionPages(content)];
  const notFoundPage = pages.find((p) => p.path === '*');
  if (!notFoundPage) throw new Error('data/pages needs a page with "path": "*" (the not-found page)');
  const routes = new Map(
    pages
      .filter((p) => p.path !== '*')
      .flatMap((p) => pagesOfResults(p, ctx))
      .sort((a, b) => (a.page.path === '/' ? -1 : b.page.path === '/' ? 1 : a.page.path.localeCompare(b.page.path)))
      .map(({ page, ctx: pageCtx }) => [page.path, { page: pageData(page, pageCtx), shell }] as const),
  );
  const pagesByRoute = new Map([...routes].map(([path, r]) => [path, r.page]));
  const structuredData = structuredDataFor(content, pagesByRoute);
  const dataFiles = new Map(
    pages
      .flatMap((p) =>
        p.blocks.flatMap((block) => Object.entries(definitionOf(block.type).dataFiles?.(block as never, ctx) ?? {})),
      )
      .map(([name, data]) => [listDataUrl(name), data] as const),
  );
  return {
    routes,
    notFound: { page: pageData(notFoundPage, ctx), shell },
    structuredData,
    redirects: redirectsFor(content, pagesByRoute),
    dataFiles,
    baseUrl: ctx.site.baseUrl,
  };
}
