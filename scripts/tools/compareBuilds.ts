/**
 * npm run compare:builds -- <before-dir> <after-dir>
 *
 * Compares two builds of the site page by page: every pre-rendered HTML file, every per-route
 * data file (_data/), the sitemap, robots.txt and _headers. A refactor that should change
 * nothing a visitor sees must come out "identical". Hashed asset names (/assets/Name-Hash.js)
 * and the hashes that follow from them (the CSP's script hashes, the build stamp) are masked,
 * since any change to any module renames its chunk; everything else is compared byte for byte.
 * Prints one line per differing file with the first differing passage, and exits 1 if any differ.
 *
 * --markup-only compares what a visitor's browser draws and nothing else: the app loader's
 * module list, the route data embedded in each page and the route data files (_data/) are left
 * out, for a change to how the app loads (static blocks shipping no code) that must leave every
 * page's markup and styles as they were.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const [before, after] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (!before || !after || !existsSync(before) || !existsSync(after)) {
  console.error('Usage: npm run compare:builds -- <before-dir> <after-dir> (two folders written by the build)');
  process.exit(2);
}

const markupOnly = process.argv.includes('--markup-only');
const compared = /\.(html|json|xml|txt)$|^_headers$/;

function filesUnder(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return ['assets', 'media', '.vite', ...(markupOnly ? ['_data'] : [])].includes(name)
        ? []
        : filesUnder(root, path);
    return compared.test(name) && name !== '.build-stamp.json' ? [relative(root, path)] : [];
  });
}

/** Chunk names carry an 8-character content hash; CSP hashes follow from the inline scripts that name them. */
const maskedScripts = (text: string) =>
  markupOnly
    ? text
        .replace(/(<script data-app-loader data-entry="[^"]*" data-modules=")[^"]*"/g, '$1…"')
        .replace(/(<script id="route-data" type="application\/json">)[^<]*/g, '$1…')
    : text;
const masked = (text: string) =>
  maskedScripts(text)
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}(\.(?:js|css|woff2))/g, '$1-#$2')
    .replace(/'sha256-[A-Za-z0-9+/=]+'/g, "'sha256-#'");

function firstDifference(a: string, b: string): string {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const around = (text: string) => JSON.stringify(text.slice(Math.max(0, i - 60), i + 80));
  return `at character ${i}\n    before: ${around(a)}\n    after:  ${around(b)}`;
}

const beforeFiles = new Set(filesUnder(before));
const afterFiles = new Set(filesUnder(after));
const differences: string[] = [];
for (const file of [...new Set([...beforeFiles, ...afterFiles])].sort()) {
  if (!beforeFiles.has(file)) differences.push(`${file}: only in ${after}`);
  else if (!afterFiles.has(file)) differences.push(`${file}: only in ${before}`);
  else {
    const a = masked(readFileSync(join(before, file), 'utf8'));
    const b = masked(readFileSync(join(after, file), 'utf8'));
    if (a !== b) differences.push(`${file}: differs ${firstDifference(a, b)}`);
  }
}

const total = new Set([...beforeFiles, ...afterFiles]).size;
if (differences.length) {
  console.log(differences.join('\n'));
  console.log(
    `${differences.length} of ${total} files differ (hashed asset names masked${markupOnly ? '; module lists and route data left out' : ''}).`,
  );
  process.exit(1);
}
console.log(
  markupOnly
    ? `identical: ${total} files (pages, sitemap, headers), hashed asset names masked, module lists and route data left out.`
    : `identical: ${total} files (pages, route data, sitemap, headers), hashed asset names masked.`,
);
