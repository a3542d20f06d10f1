/**
 * A generated stand-in picture and its alt text must agree: data/media/shots.json says what each
 * stand-in shows (shot.ts), and this check reads the alt text back as the same things.
 * The text must name the picture's room (an interior) or its style or material (a house), and
 * must not name what the picture does not show: a kitchen on a living room, a turret on a house
 * without one, "dusk" on a picture in afternoon light. The team's own photographs (files without
 * the stand-in mark) are not checked: their words are the team's.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaProblem } from '../problem.ts';
import { type Shot, ShotListSchema } from '../shot.ts';
import { isStandIn } from '../standIn.ts';
import {
  HOUSE_FEATURE_WORDS,
  MATERIAL_WORDS,
  OBJECT_WORDS,
  ROOM_WORDS,
  SEASON_WORDS,
  STREET_WORDS,
  STYLE_WORDS,
  TIME_WORDS,
  named,
} from './shotWords.ts';

const SHOTS_FILE = 'media/shots.json';

/** A picture the content names, with its words: the data file and field that name it. */
export interface NamedPicture {
  file: string;
  path: (string | number)[];
  src: string;
  alt: string;
}

const list = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}` : (items[0] ?? '');

/** What the alt text says that the shot does not show; and what it fails to say. */
export function disagreements(alt: string, shot: Shot): string[] {
  const found: string[] = [];
  const notShown = <T extends string>(what: string, said: T[], shown: readonly T[]) => {
    const extra = [...new Set(said.filter((value) => !shown.includes(value)))];
    if (extra.length)
      found.push(`it names ${what} ${list(extra.map((e) => `"${e}"`))}, which the picture does not show`);
  };
  const time = named(alt, TIME_WORDS);
  notShown('the time of day', time, [shot.time]);
  if (shot.kind !== 'interior') notShown('the season', named(alt, SEASON_WORDS), [shot.season]);
  switch (shot.kind) {
    case 'exterior': {
      const styles = named(alt, STYLE_WORDS);
      const materials = named(alt, MATERIAL_WORDS);
      notShown('the style', styles, [shot.style]);
      if (materials.length && !materials.some((m) => m.includes(shot.material)))
        found.push(`it names ${materials[0]!.join(' or ')}, but the house is ${shot.material}`);
      notShown('', named(alt, HOUSE_FEATURE_WORDS), shot.features);
      if (!styles.length && !materials.length)
        found.push(
          `it should say what the house is: ${shot.style === 'modern' ? 'contemporary' : shot.style}, in ${shot.material}`,
        );
      break;
    }
    case 'interior': {
      const rooms = named(alt, ROOM_WORDS);
      if (!rooms.length) found.push(`it should name the room the picture shows: ${shot.room}`);
      else if (rooms[0] !== shot.room)
        found.push(`it names the ${rooms[0]} first, but the picture shows the ${shot.room}`);
      notShown('', named(alt, OBJECT_WORDS), shot.objects);
      break;
    }
    case 'tower': {
      const storeys = /\b(\d+)-storey\b/.exec(alt);
      if (storeys && Number(storeys[1]) !== shot.storeys)
        found.push(`it says ${storeys[1]} storeys, but the picture's tower has ${shot.storeys}`);
      const two = /\btwo\b[^.]*\btowers\b/i.test(alt);
      if (two !== (shot.towers === 2))
        found.push(
          `it says ${two ? 'two towers' : 'one building'}, but the picture shows ${shot.towers === 2 ? 'two towers' : 'one'}`,
        );
      break;
    }
    case 'street':
      notShown('the style', named(alt, STYLE_WORDS), shot.houses);
      notShown('', named(alt, STREET_WORDS), shot.features);
      break;
  }
  return found.map((text) => text.replace('names  ', 'names '));
}

export function checkAltTexts(dataDir: string, pictures: readonly NamedPicture[]): MediaProblem[] {
  const shotsPath = join(dataDir, SHOTS_FILE);
  if (!existsSync(shotsPath)) return [];
  const file = `data/${SHOTS_FILE}`;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(shotsPath, 'utf8'));
  } catch (error) {
    return [
      {
        severity: 'error',
        file,
        path: [],
        message: `not valid JSON: ${(error as Error).message}`,
        suggestion: 'regenerate it from its last committed version (git checkout data/media/shots.json)',
      },
    ];
  }
  const parsed = ShotListSchema.safeParse(raw);
  if (!parsed.success)
    return parsed.error.issues.map((issue) => ({
      severity: 'error',
      file,
      path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
      message: issue.message,
      suggestion: 'each shot uses the words listed in scripts/media/shot.ts',
    }));
  const { shots } = parsed.data;
  const problems: MediaProblem[] = [];
  for (const { file: entryFile, path, src, alt } of pictures) {
    const shot = shots[src];
    if (!shot || !isStandIn(join(dataDir, src))) continue;
    for (const text of disagreements(alt, shot))
      problems.push({
        severity: 'error',
        file: entryFile,
        path: [...path, 'alt'],
        message: `the text does not match its stand-in picture ${src}: ${text}`,
        suggestion: `describe what the picture shows (data/${SHOTS_FILE} lists it), or put the team's own photograph at data${src}`,
      });
  }
  return problems;
}
