import type { ResolvedBlock, StaticBlockType } from '../../blocks/registry.ts';
import type { TextPart } from '../../model/linkedText.ts';
import type { HeaderVariant, Site } from '../../model/site.ts';
import type { SizedImage } from '../../model/sizedImage.ts';

/*
 * What the build hands the browser for each URL (written as JSON beside the page's HTML): the
 * contract between src/content, which makes it, and src/site, which renders it.
 */

/** Everything the browser needs to render one URL: the page and the shared header and footer. */
export interface RouteData {
  page: PageData;
  shell: ShellData;
}

export interface PageData {
  /** The route, or "*" for the not-found page. */
  path: string;
  /** noindex: kept out of search engines and the sitemap. */
  meta: { title: string; description: string; canonical: string; image: SizedImage & { url: string }; noindex?: true };
  header: HeaderVariant;
  blocks: ResolvedBlock[];
}

/**
 * A static block as the browser receives it: no props, since its component never ships. The
 * route data fetched on a navigation carries its pre-rendered HTML and, for each class that HTML
 * uses, Emotion's name for the rule and the rule's CSS; the data embedded in a page leaves both
 * out, since the page's HTML already holds them.
 */
export interface StaticBlockHtml {
  type: StaticBlockType;
  static: true;
  html?: string;
  styles?: [name: string, css: string][];
}

/** A page as the browser receives it: interactive blocks with their props, static ones as HTML (the server renders from PageData). */
export type BrowserPageData = Omit<PageData, 'blocks'> & { blocks: (ResolvedBlock | StaticBlockHtml)[] };

export interface BrowserRouteData {
  page: BrowserPageData;
  shell: ShellData;
}

export type ShellData = Pick<Site, 'brand' | 'navigation' | 'social' | 'contact'> & {
  brokerage: Site['brokerage'];
  footer: Omit<Site['footer'], 'copyright' | 'newsletter'> & {
    copyright: string;
    /** The consent statement filled from site.json and split into its words and its link to the policy. */
    newsletter: Omit<Site['footer']['newsletter'], 'consent'> & { consent: TextPart[] };
  };
};

export interface SiteData {
  /** Keyed by route, "/" first; the not-found page is kept apart. */
  routes: Map<string, RouteData>;
  notFound: RouteData;
  /** schema.org JSON-LD per route, written into the page's HTML head only (the browser app never needs it). */
  structuredData: Map<string, Record<string, unknown>[]>;
  /** Addresses that moved (a sold home's listing): each old one answers with a redirect to the new. */
  redirects: Redirect[];
  /** The blocks' data files (see dataFiles in src/model/defineBlock.ts), by the URL they are served at. */
  dataFiles: Map<string, unknown>;
  baseUrl: string;
}

/** An address that moved: the old one answers with a permanent redirect to the new. */
export interface Redirect {
  from: string;
  to: string;
}
