import type { BrowserRouteData } from '../../src/content/render/routeData.ts';
import { ROOT_ID, ROUTE_DATA_ID } from '../../src/site/documentIds.ts';
import { articleOpenGraph } from './articleOpenGraph.ts';
import { FEED_PATH, feedTitle } from './journalFeed.ts';

/** Text for HTML: element content or a double-quoted attribute value. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> must not be able to close it. */
const jsonForScript = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface DocumentParts {
  /** The route data embedded in the page (its static blocks without their HTML, which the page holds). */
  data: BrowserRouteData;
  appHtml: string;
  /** Emotion's critical CSS for this page. */
  styles: string;
  /** Script, stylesheet and preload tags for the client bundle. */
  assetTags: string;
  /** schema.org descriptions for search engines. */
  jsonLd?: Record<string, unknown>[];
}

/** The complete HTML of one page: readable and described to search engines and link previews without JavaScript. */
export function htmlDocument({ data, appHtml, styles, assetTags, jsonLd = [] }: DocumentParts): string {
  const { meta } = data.page;
  const siteName = data.shell.brand.teamName;
  const article = articleOpenGraph(jsonLd);
  // Every page names the journal's feed, not only the journal's: a feed reader given the site's
  // address (its home page, what people paste) finds the feed there. About 120 bytes a page.
  const feedLink = `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(feedTitle(siteName))}" href="${FEED_PATH}">`;
  // An article is described to link previews as one: its date, author (profile page) and section.
  const articleTags = article
    ? [
        `<meta property="article:published_time" content="${escapeHtml(article.publishedTime)}">`,
        ...(article.author?.url
          ? [`<meta property="article:author" content="${escapeHtml(article.author.url)}">`]
          : []),
        ...(article.section ? [`<meta property="article:section" content="${escapeHtml(article.section)}">`] : []),
        ...(article.author ? [`<meta name="author" content="${escapeHtml(article.author.name)}">`] : []),
      ]
        .map((tag) => `${tag}\n`)
        .join('')
    : '';
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(meta.title)}</title>
<meta name="description" content="${escapeHtml(meta.description)}">
<link rel="canonical" href="${escapeHtml(meta.canonical)}">
${meta.noindex ? '<meta name="robots" content="noindex">\n' : ''}<meta name="theme-color" content="#0f2340">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${feedLink}
<meta property="og:type" content="${article ? 'article' : 'website'}">
${articleTags}<meta property="og:site_name" content="${escapeHtml(siteName)}">
<meta property="og:title" content="${escapeHtml(meta.title)}">
<meta property="og:description" content="${escapeHtml(meta.description)}">
<meta property="og:url" content="${escapeHtml(meta.canonical)}">
<meta property="og:image" content="${escapeHtml(meta.image.url)}">
<meta property="og:image:width" content="${meta.image.width}">
<meta property="og:image:height" content="${meta.image.height}">
<meta property="og:image:alt" content="${escapeHtml(meta.image.alt)}">
<meta property="og:locale" content="en_CA">
<meta name="twitter:card" content="summary_large_image">
<meta name="twitter:title" content="${escapeHtml(meta.title)}">
<meta name="twitter:description" content="${escapeHtml(meta.description)}">
<meta name="twitter:image" content="${escapeHtml(meta.image.url)}">
<meta name="twitter:image:alt" content="${escapeHtml(meta.image.alt)}">
${jsonLd.map((item) => `<script type="application/ld+json">${jsonForScript({ '@context': 'https://schema.org', ...item })}</script>`).join('\n')}
${assetTags}
${styles}
</head>
<body>
<div id="${ROOT_ID}">${appHtml}</div>
<script id="${ROUTE_DATA_ID}" type="application/json">${jsonForScript(data)}</script>
</body>
</html>
`;
}
