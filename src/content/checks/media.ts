import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { allFiles } from './internalLinks.ts';
import { walkJson } from './walk.ts';

/** The host of an address on another site ("images.example.com"), or undefined when it is not one. */
export function remoteHost(src: string): string | undefined {
  if (!/^https?:\/\//i.test(src)) return undefined;
  try {
    return new URL(src).host;
  } catch {
    return undefined;
  }
}

/**
 * Local media ("/media/...") exists under data/media; remote images declare their size, since it
 * cannot be read at build time, and come from a host data/site.json lists in "imageHosts" (the
 * Content-Security-Policy lets the browser load images from those only, so a typo in one address
 * cannot open it to another site).
 */
export function checkMedia(content: Content): Problem[] {
  const problems: Problem[] = [];
  const listed = new Set(content.singletons.site.value.imageHosts ?? []);
  for (const { file, raw } of allFiles(content))
    walkJson(raw, (value, path) => {
      const host = path.at(-1) === 'src' && typeof value === 'string' ? remoteHost(value) : undefined;
      if (host && !listed.has(host))
        problems.push({
          severity: 'error',
          file,
          path,
          message: `${host} is not one of the sites pictures and videos may come from: the site shows them only from the hosts listed in "imageHosts" in data/site.json (${listed.size ? [...listed].join(', ') : 'none are listed'})`,
          suggestion: `check the address; if ${host} is right, add "${host}" to "imageHosts" in data/site.json`,
        });
      if (typeof value === 'string' && value.startsWith('/media/')) {
        if (!existsSync(join(content.dataDir, value)))
          problems.push({
            severity: 'error',
            file,
            path,
            message: `the file ${value} does not exist: put it at data${value}`,
          });
      } else if (value && typeof value === 'object' && !Array.isArray(value) && 'src' in value && 'alt' in value) {
        const image = value as { src: unknown; width?: unknown; height?: unknown; srcset?: unknown };
        if (image.srcset !== undefined && typeof image.src === 'string' && !/^https?:/.test(image.src))
          problems.push({
            severity: 'error',
            file,
            path: [...path, 'srcset'],
            message:
              '"srcset" lists the smaller copies another site serves of its photo; a "/media/..." file has none: the build makes its sizes',
            suggestion: 'remove "srcset"',
          });
        if (
          typeof image.src === 'string' &&
          /^https?:/.test(image.src) &&
          (image.width === undefined || image.height === undefined)
        )
          problems.push({
            severity: 'error',
            file,
            path,
            message:
              'an image on another site needs "width" and "height" (in pixels), so the page does not jump while it loads',
          });
      }
    });
  return problems;
}
