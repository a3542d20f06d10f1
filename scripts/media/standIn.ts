/**
 * Every generated file carries this text (JPEG: EXIF ImageDescription, SVG: <desc>, MP4: comment).
 * The manifest uses it to tell stand-ins from the team's photography, --force uses it to never
 * overwrite a photograph someone has put in place of a stand-in, and the checks use it to hold
 * only stand-ins (never the team's own pictures) to their shot list and plans.
 */
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { STAND_IN_MARKER } from './shot.ts';

export { STAND_IN_MARKER };

/**
 * Each file is read once while it is unchanged: a check names the same few pictures from thousands
 * of entries (a site of 2,000 listings, each cloned from the shipped ones, named 12,000 photos), and
 * reading 512 KB for each took most of the check's 30 s.
 */
const known = new Map<string, { mtimeMs: number; size: number; standIn: boolean }>();
const head = Buffer.alloc(512 * 1024);

export function isStandIn(file: string): boolean {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat?.isFile()) return false;
  const cached = known.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.standIn;
  // Metadata sits near the start of each format (faststart puts the MP4's moov box first).
  const fd = openSync(file, 'r');
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    const standIn = head.subarray(0, read).includes(STAND_IN_MARKER);
    known.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, standIn });
    return standIn;
  } finally {
    closeSync(fd);
  }
}
