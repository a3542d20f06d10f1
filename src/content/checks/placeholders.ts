import type { Content } from '../load/content.ts';
import type { Problem } from '../load/problem.ts';
import { placeholder } from '../../model/thresholds.ts';
import { allFiles } from './internalLinks.ts';
import { type JsonPath, walkJson } from './walk.ts';

/** What to write for a placeholder that carries no instruction of its own, by its field's name. */
const unexplained: Record<string, string> = {
  email: 'the email address, e.g. name@ashdowngroup.example',
  link: 'the address of the article, starting with https://',
  postalCode: 'the postal code, e.g. M5P 2T7',
};

/** "REPLACE: short address for the card, e.g. 84 Old Forest Hill Road" says what to write: after the colon. */
function instruction(value: string, path: JsonPath): string {
  const said = value.match(new RegExp(`${placeholder.text}:\\s*(.+)$`, 's'))?.[1]?.trim();
  return said ?? unexplained[String(path.findLast((key) => typeof key === 'string'))] ?? 'the real value';
}

/** The photos command that puts the photograph where the placeholder picture is, for this entry. */
function photoStep(file: string, path: JsonPath): string {
  const [, folder, name] = file.match(/^data\/([^/]+)\/(.+)\.json$/) ?? [];
  if (!folder || !name) return 'put the photograph in data/media and set "src" to its path';
  const index = path.at(-2);
  const command =
    typeof index === 'number'
      ? `npm run photos -- replace ${index + 1} <your photo> --to ${folder}/${name}`
      : `npm run photos -- add <your photo> --to ${folder}/${name}`;
  return `put the photograph in with ${command} (or choose it under "Photo" in the editor)`;
}

/**
 * Values `npm run new` wrote that nobody has replaced yet. Each is told with what to write and
 * how, in full, so a new entry's messages are exactly its list of things to fill in.
 */
export function checkPlaceholders(content: Content): Problem[] {
  const problems: Problem[] = [];
  for (const { file, raw } of allFiles(content))
    walkJson(raw, (value, path) => {
      if (typeof value !== 'string') return;
      if (value === placeholder.photo)
        problems.push({
          severity: 'warning',
          file,
          path,
          message: 'still to fill in: the photo (this is the "photo to come" picture npm run new puts in)',
          suggestion: photoStep(file, path),
        });
      else if (value.includes(placeholder.text) || value === placeholder.postalCode)
        problems.push({
          severity: 'warning',
          file,
          path,
          message: `still to fill in: ${instruction(value, path)}`,
          suggestion:
            value === placeholder.postalCode
              ? `write it over ${placeholder.postalCode}, which cannot exist`
              : `write it over the whole placeholder text, "${placeholder.text}:" and all`,
        });
    });
  return problems;
}
