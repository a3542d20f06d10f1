import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { appModulesOf } from '../../scripts/siteBuild/appLoader.ts';
import { precompress } from '../../scripts/siteBuild/precompress.ts';

/** A client-rendered app has nothing to paint before its scripts run, so it loads them at once. */
function loadScriptsAtOnce(html: string, file: string): string {
  const app = appModulesOf(html);
  if (!app) throw new Error(`no app loader in ${file}`);
  const tags = [
    `<script type="module" src="${app.entry}"></script>`,
    ...app.modules.map((m) => `<link rel="modulepreload" href="${m}">`),
  ].join('\n');
  return html.replace(/<script data-app-loader[^>]*>[\s\S]*?<\/script>/, () => tags);
}

/**
 * The same site as a purely client-rendered app, as such sites usually ship: the same HTML
 * head and bundles, but an empty root element, no embedded data, no inlined critical CSS and
 * no preload of the first image, and its scripts requested at once rather than after the first
 * paint. The browser fetches the route data and renders it.
 */
export async function makeClientRenderedCopy(fromDir: string, toDir: string): Promise<void> {
  rmSync(toDir, { recursive: true, force: true });
  cpSync(fromDir, toDir, { recursive: true });
  const htmlFiles = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? ['assets', 'media', '_data'].includes(e.name)
          ? []
          : htmlFiles(join(dir, e.name))
        : e.name.endsWith('.html')
          ? [join(dir, e.name)]
          : [],
    );
  for (const file of htmlFiles(toDir)) {
    const html = loadScriptsAtOnce(readFileSync(file, 'utf8'), file)
      .replace(
        /<div id="root">[\s\S]*<\/div>\n<script id="route-data" type="application\/json">[\s\S]*?<\/script>/,
        '<div id="root"></div>',
      )
      .replace(/<style data-emotion="[^"]*">[\s\S]*?<\/style>/g, '')
      .replace(/<link rel="preload" as="image"[^>]*>/g, '');
    if (html.includes('id="route-data"')) throw new Error(`could not strip the pre-rendered page from ${file}`);
    writeFileSync(file, html);
    // The pre-rendered page's compressed copies would otherwise be served in its place.
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
  await precompress(toDir);
}
