/** node:path for the content check in the editor's page: forward slashes only, as the memory file system keeps them. */
function normalise(path: string): string {
  const absolute = path.startsWith('/');
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return (absolute ? '/' : '') + parts.join('/');
}

export const sep = '/';

export const join = (...parts: string[]) => normalise(parts.filter(Boolean).join('/')) || '.';

export const resolve = (...parts: string[]) => normalise(['/', ...parts].join('/'));

export function relative(from: string, to: string): string {
  const a = normalise(from).split('/').filter(Boolean);
  const b = normalise(to).split('/').filter(Boolean);
  let same = 0;
  while (same < a.length && a[same] === b[same]) same++;
  return [...a.slice(same).map(() => '..'), ...b.slice(same)].join('/');
}

export const basename = (path: string, suffix = '') => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return suffix && name.endsWith(suffix) ? name.slice(0, -suffix.length) : name;
};

export const dirname = (path: string) => path.slice(0, path.lastIndexOf('/')) || '/';

export const extname = (path: string) => {
  const name = basename(path);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot) : '';
};

export default { sep, join, resolve, relative, basename, dirname, extname };
