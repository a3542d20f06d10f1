import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** A request's path inside the build folder, or undefined for one that would leave it or is not a path. */
function relativePathOf(url: string): { path: string; relative: string } | undefined {
  let path: string;
  try {
    path = decodeURIComponent(url.split(/[?#]/)[0]!);
  } catch {
    return undefined;
  }
  const relative = normalize(path).replace(/^[/\\]+/, '');
  if (relative.startsWith('..') || relative.split(sep).some((part) => part.startsWith('.'))) return undefined;
  return { path, relative };
}

/** The HTML file for a request's path, as pageFileFor() resolves it. */
function pageFileAt(dir: string, { path, relative }: { path: string; relative: string }): string | undefined {
  const candidates =
    relative === '' || path.endsWith('/')
      ? [join(relative, 'index.html')]
      : relative.endsWith('.html')
        ? [relative]
        : /\.[a-z0-9]+$/i.test(relative)
          ? []
          : [join(relative, 'index.html'), `${relative}.html`];
  return candidates.map((candidate) => join(dir, candidate)).find(isFile);
}

/**
 * The HTML file of the build a request for a page is answered with, as sirv (and static hosts)
 * resolve it: /x/index.html, /x.html or /x/ for /x. Undefined for anything else (scripts,
 * data, images, an unknown path) and for a path that would leave the folder.
 */
export function pageFileFor(dir: string, url: string): string | undefined {
  const resolved = relativePathOf(url);
  return resolved && pageFileAt(dir, resolved);
}

/** The file of the build a request is answered with: its page, or the file at its path; undefined for none. */
export function builtFileFor(dir: string, url: string): string | undefined {
  const resolved = relativePathOf(url);
  if (!resolved) return undefined;
  const page = pageFileAt(dir, resolved);
  if (page) return page;
  const file = join(dir, resolved.relative);
  return resolved.relative !== '' && isFile(file) ? file : undefined;
}
