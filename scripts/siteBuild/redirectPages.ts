import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Redirect } from '../../src/content/render/routeData.ts';
import { escapeHtml } from './htmlDocument.ts';

/** The page an old address answers with where the host cannot redirect: it moves on at once, and says where. */
function redirectPage(baseUrl: string, { to }: Redirect): string {
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>This home has sold</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(baseUrl + to)}">
<meta http-equiv="refresh" content="0; url=${escapeHtml(to)}">
</head>
<body>
<p>This home has sold: <a href="${escapeHtml(to)}">see it among our past sales</a>.</p>
</body>
</html>
`;
}

/**
 * Addresses that moved (a sold home's listing page): a pre-rendered page at each old address that
 * moves on at once (meta refresh, with a canonical link for search engines), and the same as
 * permanent redirects in _redirects, which Netlify and Cloudflare Pages answer before any page.
 */
export function writeRedirects(redirects: Redirect[], baseUrl: string, outDir: string): void {
  for (const redirect of redirects) {
    const html = redirectPage(baseUrl, redirect);
    mkdirSync(join(outDir, redirect.from), { recursive: true });
    writeFileSync(join(outDir, redirect.from, 'index.html'), html);
    writeFileSync(join(outDir, `${redirect.from}.html`), html);
  }
  writeFileSync(
    join(outDir, '_redirects'),
    redirects.map(({ from, to }) => `${from} ${to} 301`).join('\n') + (redirects.length ? '\n' : ''),
  );
}
