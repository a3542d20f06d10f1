import { lstatSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';

/** The one folder the local editor may read, write, move or delete in: the content, media included. */
const CONTENT_FOLDER = 'data';

/**
 * Why the local editor may not touch `path` (relative to the project, as Decap names files), or
 * undefined when it may: only a plain spelling inside data/ is accepted, and the file (or, for a
 * new file, its nearest existing folder) must really be inside data/ once symbolic links are
 * followed. Anything else (a script, package.json, the database's folder) is refused however it
 * is spelt: `..`, absolute, backslashes, URL-encoded, or a link inside data/ pointing out.
 */
function refusedPath(root: string, path: unknown): string | undefined {
  const outside = (why: string) =>
    `The editor reads and writes only the site's content (the ${CONTENT_FOLDER} folder): ${JSON.stringify(path)} ${why}.`;
  if (typeof path !== 'string' || path === '') return outside('is not a file name');
  // eslint-disable-next-line no-control-regex -- a control character has no place in a file name
  if (/[\\\u0000-\u001f%]/.test(path)) return outside('is spelt with a backslash, a control character or %');
  if (path.startsWith('/') || /^[a-z]:/i.test(path)) return outside('is an absolute path');
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) return outside('goes through "." or ".."');
  if (segments[0] !== CONTENT_FOLDER) return outside('is outside it');
  let contentFolder: string;
  try {
    contentFolder = realpathSync(join(root, CONTENT_FOLDER));
  } catch {
    return outside('is not there: this project has no content folder');
  }
  // The file itself if it is there, else its nearest folder that is: where a write would land.
  for (let depth = segments.length; depth > 0; depth--) {
    const candidate = join(root, ...segments.slice(0, depth));
    try {
      lstatSync(candidate);
    } catch {
      continue;
    }
    let real: string;
    try {
      real = realpathSync(candidate);
    } catch {
      return outside('is a link to nothing');
    }
    return real === contentFolder || real.startsWith(contentFolder + sep) ? undefined : outside('leads outside it');
  }
  return outside('is outside it');
}

/** A request to decap-server's API: an action and its parameters. */
export interface BackendRequest {
  action?: unknown;
  params?: Record<string, unknown>;
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const field = (value: unknown, name: string): unknown =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[name] : undefined;

/** Every path each action of decap-server's file mode (the only mode npm start runs) reads or writes. */
const PATHS_OF: Record<string, (params: Record<string, unknown>) => unknown[]> = {
  info: () => [],
  getDeployPreview: () => [],
  entriesByFolder: (params) => [params.folder],
  entriesByFiles: (params) => list(params.files).map((file) => field(file, 'path')),
  getEntry: (params) => [params.path],
  getMedia: (params) => [params.mediaFolder],
  getMediaFile: (params) => [params.path],
  persistMedia: (params) => [field(params.asset, 'path')],
  deleteFile: (params) => [params.path],
  deleteFiles: (params) => list(params.paths),
  persistEntry: (params) => [
    ...[params.entry, ...list(params.dataFiles)]
      .filter((file) => file !== undefined)
      .flatMap((file) => [
        field(file, 'path'),
        ...(field(file, 'newPath') === undefined ? [] : [field(file, 'newPath')]),
      ]),
    ...list(params.assets).map((asset) => field(asset, 'path')),
  ],
};

/** Why decap-server must not run this request (an unknown action, or any path outside data/), or undefined. */
export function refusedRequest(root: string, request: BackendRequest): string | undefined {
  const action = typeof request.action === 'string' ? request.action : '';
  const paths = Object.hasOwn(PATHS_OF, action) ? PATHS_OF[action] : undefined;
  if (!paths) return `The local editor does not do ${JSON.stringify(request.action ?? null)}.`;
  for (const path of paths(request.params ?? {})) {
    const refusal = refusedPath(root, path);
    if (refusal) return refusal;
  }
  return undefined;
}

/**
 * A folder's listing with anything that is not really inside data/ left out: decap-server lists
 * a folder's files by name, and a link inside data/ pointing at another file of the project would
 * otherwise be read and sent with the folder's entries (entriesByFolder) or media (getMedia).
 */
export function withinContent(root: string, listing: unknown): unknown {
  if (!Array.isArray(listing)) return listing;
  return listing.filter((item) => {
    const path = field(field(item, 'file'), 'path') ?? field(item, 'path');
    return refusedPath(root, path) === undefined;
  });
}
