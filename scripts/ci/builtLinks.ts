/**
 * The links of a built site, checked without a browser: every page's internal links, images,
 * picture sources, posters and videos must name a file the build wrote (or a route the host
 * redirects, from _redirects), and a link's #fragment an element on the page it leads to.
 * Content-only CI (npm run ci:content) runs it on the build of data/, where a link typed into
 * a text or a photo removed from data/media would otherwise reach the site unnoticed.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export interface BrokenLink {
  /** The page's route, e.g. "/listings/84-old-forest-hill". */
  page: string;
  /** The link as written in the page, e.g. "/media/x.jpg" or "/portfolio#sales-x". */
  link: string;
  reason: string;
}

const ATTRIBUTE = /\s(href|src|poster|srcset)="([^"]*)"/g;
/** The editor's page is its own application, checked by its own tests. */
const NOT_CHECKED = ['/admin/'];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(dir, file));
}

const routeOf = (dist: string, file: string) =>
  `/${relative(dist, file).split(sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1').replace(/(.)\/$/, '$1');

/** "/a.jpg 400w, /b.jpg 800w" -> ["/a.jpg", "/b.jpg"]. */
const srcsetUrls = (value: string) =>
  value
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);

/** The HTML a route's page was written to: /x -> x/index.html (or x.html), / -> index.html. */
function pageFile(dist: string, path: string): string | undefined {
  const candidates = [join(dist, path, 'index.html'), join(dist, `${path}.html`)];
  return candidates.find((file) => existsSync(file));
}

function redirectSources(dist: string): Set<string> {
  const file = join(dist, '_redirects');
  if (!existsSync(file)) return new Set();
  return new Set(
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line) => line.trim().split(/\s+/)[0] ?? '')
      .filter((from) => from.startsWith('/')),
  );
}

export function findBrokenLinks(dist: string): BrokenLink[] {
  const redirects = redirectSources(dist);
  const idsByFile = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    let ids = idsByFile.get(file);
    if (!ids) {
      ids = new Set([...readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
      idsByFile.set(file, ids);
    }
    return ids;
  };
  const broken: BrokenLink[] = [];
  for (const file of htmlFiles(dist)) {
    const page = routeOf(dist, file);
    if (NOT_CHECKED.some((prefix) => `${page}/`.startsWith(prefix))) continue;
    const html = readFileSync(file, 'utf8');
    for (const [, attribute, value] of html.matchAll(ATTRIBUTE)) {
      const links = attribute === 'srcset' ? srcsetUrls(value!) : [value!];
      for (const link of links) {
        const problem = checkLink(dist, file, link, redirects, idsOf);
        if (problem) broken.push({ page, link, reason: problem });
      }
    }
  }
  return broken;
}

function checkLink(
  dist: string,
  fromFile: string,
  link: string,
  redirects: Set<string>,
  idsOf: (file: string) => Set<string>,
): string | undefined {
  if (link.startsWith('#')) {
    const id = decodeURIComponent(link.slice(1));
    return id && !idsOf(fromFile).has(id) ? `no element with id "${id}" on this page` : undefined;
  }
  // Only the site's own root-relative addresses: other hosts, mailto:, tel: and data: are not files of the build.
  if (!link.startsWith('/') || link.startsWith('//')) return undefined;
  const { pathname, hash } = new URL(link, 'https://site.invalid');
  const path = decodeURIComponent(pathname).replace(/(.)\/$/, '$1');
  if (redirects.has(path)) return undefined;
  const asFile = join(dist, path);
  const target = existsSync(asFile) && statSync(asFile).isFile() ? asFile : pageFile(dist, path);
  if (!target) return 'the build wrote no such page or file';
  const id = decodeURIComponent(hash.slice(1));
  if (id && target.endsWith('.html') && !idsOf(target).has(id)) return `${path} has no element with id "${id}"`;
  return undefined;
}

/** npm run ci:content's last step: `tsx scripts/ci/builtLinks.ts [dist]`. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  const broken = findBrokenLinks(dist);
  for (const { page, link, reason } of broken) console.error(`${page}: ${link}: ${reason}`);
  console.log(
    broken.length
      ? `${broken.length} broken link${broken.length === 1 ? '' : 's'} in ${dist}: fix the text or file named on each line.`
      : `Every link and image of ${dist} leads somewhere.`,
  );
  process.exitCode = broken.length ? 1 : 0;
}
