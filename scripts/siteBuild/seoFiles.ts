import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteData } from '../../src/content/render/routeData.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemap.xml lists every route's canonical URL but the noindex ones; robots.txt points crawlers at it. Both follow the site's baseUrl. */
export function writeSeoFiles(site: SiteData, outDir: string) {
  const urls = [...site.routes.values()]
    .filter(({ page }) => !page.meta.noindex)
    .map(({ page }) => `  <url><loc>${escapeXml(page.meta.canonical)}</loc></url>`);
  writeFileSync(
    join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
  );
  writeFileSync(
    join(outDir, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${site.baseUrl}/sitemap.xml\n`,
  );
}
