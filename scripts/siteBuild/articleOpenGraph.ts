/**
 * Open Graph's article properties, read from the page's schema.org Article description, so the
 * two descriptions of an article (for search engines and for link previews) cannot disagree and
 * the route data the browser fetches carries nothing more. Undefined for a page that is not an article.
 */
export interface ArticleOpenGraph {
  /** YYYY-MM-DD, an ISO 8601 date as Open Graph's article:published_time accepts. */
  publishedTime: string;
  /** The author's name (for <meta name="author">) and profile page (Open Graph's article:author is a profile URL). */
  author?: { name: string; url?: string };
  /** The journal section, e.g. "Market Reports". */
  section?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export function articleOpenGraph(jsonLd: Record<string, unknown>[]): ArticleOpenGraph | undefined {
  const article = jsonLd.find((item) => item['@type'] === 'Article');
  const publishedTime = text(article?.datePublished);
  if (!article || !publishedTime) return undefined;
  const author = article.author as Record<string, unknown> | undefined;
  const authorName = text(author?.name);
  const section = text(article.articleSection);
  return {
    publishedTime,
    ...(authorName ? { author: { name: authorName, ...(text(author?.url) ? { url: text(author?.url) } : {}) } } : {}),
    ...(section ? { section } : {}),
  };
}
