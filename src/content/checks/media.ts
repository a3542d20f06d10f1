import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { allFiles } from './internalLinks.ts';
import { walkJson } from './walk.ts';

/** Local media ("/media/...") exists under data/media; remote images declare their size, since it cannot be read at build time. */
export function checkMedia(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const { file, raw } of allFiles(content))
    walkJson(raw, (value, path) => {
      if (typeof value === 'string' && value.startsWith('/media/')) {
        if (!existsSync(join(content.dataDir, value)))
          problems.push({
            severity: 'error',
            file,
            path,
            message: `the file ${value} does not exist: put it at data${value}`,
          });
      } else if (value && typeof value === 'object' && !Array.isArray(value) && 'src' in value && 'alt' in value) {
        const image = value as { src: unknown; width?: unknown; height?: unknown };
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
